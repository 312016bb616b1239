import { useEffect, useRef } from 'react';
import '../order-changes.css';
import { Spinner } from '../../../components/spinner';
import { refusalText, useCancelInspection, useCancellationQuote } from '../api/order-changes-api';

// "Cancel inspection": a modal dialog (the browser's own <dialog>: focus stays inside, Escape
// closes) that states what the policy makes of it now, from the server, then confirms. It opens
// on "Keep my inspection", the harmless choice, and never shows terms older than its opening.

export function CancelDialog({
  orderId,
  open,
  onClose,
  onCancelled,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const quote = useCancellationQuote(orderId, open);
  const cancel = useCancelInspection(orderId, onCancelled);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      keep.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const currentQuote = quote.isFetching ? undefined : quote.data;
  return (
    <dialog
      ref={ref}
      aria-labelledby="cancel-dialog-title"
      aria-describedby="cancel-dialog-terms"
      className="cancel-dialog border rounded-3 p-4 shadow"
      style={{ maxWidth: '34rem', width: 'calc(100% - 2rem)' }}
      onClose={onClose}
    >
      <h2 id="cancel-dialog-title" className="h4">
        Cancel this inspection?
      </h2>
      <div id="cancel-dialog-terms" aria-live="polite">
        {quote.isFetching && open && <Spinner label="Checking the cancellation policy..." />}
        {quote.isError && !quote.isFetching && (
          <p className="alert alert-danger" role="alert">
            {refusalText(quote.error)}
          </p>
        )}
        {currentQuote && (
          <>
            <p className="fw-semibold">{currentQuote.termsText}</p>
            {currentQuote.moneyText && <p>{currentQuote.moneyText}</p>}
            <ul className="small text-body-secondary">
              {currentQuote.policyText.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {cancel.isError && (
          <p className="alert alert-danger" role="alert">
            {refusalText(cancel.error)}
          </p>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="button"
          className="btn btn-danger"
          disabled={!currentQuote || cancel.isPending}
          onClick={() => currentQuote && cancel.mutate(currentQuote.money.feeCents)}
        >
          {cancel.isPending ? 'Cancelling...' : 'Confirm cancellation'}
        </button>
        <button ref={keep} type="button" className="btn btn-outline-primary" onClick={onClose}>
          Keep my inspection
        </button>
      </div>
    </dialog>
  );
}
