import { useEffect, useRef, useState } from 'react';
import { formatCents } from '../../../../shared/money';
import type { InspectionDetail } from '../../../../shared/portal/inspection-view';
import { CancelDialog } from './cancel-dialog';
import { ReschedulePanel } from './reschedule-panel';

// The order page's "Plans change" section: Reschedule and Cancel inspection while it is upcoming;
// once cancelled, what was refunded, kept and is still due.

/** `focus`: the customer has just cancelled on this page, so the outcome takes the focus. */
export function CancelledMoney({
  inspection,
  focus = false,
}: {
  inspection: InspectionDetail;
  focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const cancellation = inspection.cancellation;
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, cancellation]);
  if (!cancellation) return null;
  const rows: [string, number][] = [
    ['Cancellation fee', cancellation.feeCents],
    ['Kept as the fee', cancellation.keptCents],
    ['Refunded to your card', cancellation.refundedCents],
    ['Refund on its way (issued once your payment settles)', cancellation.refundDueCents],
    ['Refund being handled by our staff', cancellation.refundFailedCents],
    ['Still due from you', cancellation.owedCents],
  ];
  return (
    <section aria-labelledby="cancelled-heading" className="mb-4">
      <h2 id="cancelled-heading" className="h5" ref={heading} tabIndex={-1}>
        Cancellation
      </h2>
      <p>
        {inspection.proposalLapsedAt
          ? 'This inspection request is cancelled: the proposed time was not accepted in time.'
          : `This inspection is cancelled${cancellation.by === 'admin' ? ' by our office' : ''}.`}
        {cancellation.feeCents === 0 && ' No cancellation fee.'}
      </p>
      <dl className="row mb-0">
        {rows
          .filter(
            ([label, cents]) =>
              cents > 0 || (label === 'Cancellation fee' && cancellation.feeCents > 0),
          )
          .map(([label, cents]) => (
            <div key={label} className="col-12 d-flex gap-2">
              <dt className="fw-semibold">{label}:</dt>
              <dd className="mb-1">{formatCents(cents)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

export function OrderChangesSection({
  inspection,
  slotId,
  onCancelled,
}: {
  inspection: InspectionDetail;
  slotId: number;
  onCancelled: () => void;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState('');
  const cancelButton = useRef<HTMLButtonElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  // The panel that had the focus is gone after a move: the confirmation takes it.
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);
  if (inspection.status === 'Cancelled' || inspection.status === 'Completed') return null;
  return (
    <section aria-labelledby="changes-heading" className="mb-4">
      <h2 id="changes-heading" className="h5">
        Plans change?
      </h2>
      {done && (
        <p className="alert alert-success" role="status" ref={doneMessage} tabIndex={-1}>
          {done}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {/* A request waits for the office (or its proposal): it is not moved online. */}
        {inspection.status !== 'Requested' && (
          <button
            type="button"
            className={`btn btn-outline-primary${moving ? ' active' : ''}`}
            aria-expanded={moving}
            onClick={() => {
              setMoving((m) => !m);
              setDone('');
            }}
          >
            Reschedule
          </button>
        )}
        <button
          ref={cancelButton}
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setDialogOpen(true)}
        >
          Cancel inspection
        </button>
      </div>
      {moving && (
        <ReschedulePanel
          orderId={inspection.id}
          slotId={slotId}
          onDone={(message) => {
            setMoving(false);
            setDone(message);
          }}
        />
      )}
      <CancelDialog
        orderId={inspection.id}
        open={dialogOpen}
        onCancelled={onCancelled}
        onClose={() => {
          setDialogOpen(false);
          cancelButton.current?.focus();
        }}
      />
    </section>
  );
}
