import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner';
import { refusalText, useCancelInspection, useCancellationQuote } from '../api/order-changes-api';

// "Cancel inspection": a modal dialog (the browser's own <dialog>: focus stays inside, Escape
// closes) that states what the policy makes of it now, from the server, then confirms.

export function CancelDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const quote = useCancellationQuote(orderId, open);
  const cancel = useCancelInspection(orderId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const q = quote.data;
  return (
    <dialog
      ref={ref}
      aria-labelledby="cancel-dialog-title"
      aria-describedby="cancel-dialog-terms"
      className="border rounded-3 p-4 shadow"
      style={{ maxWidth: '34rem', width: 'calc(100% - 2rem)' }}
      onClose={onClose}
    >
      <h2 id="cancel-dialog-title" className="h4">
        Cancel this inspection?
      </h2>
      <div id="cancel-dialog-terms" aria-live="polite">
        {quote.isPending && open && <Spinner label="Checking the cancellation policy..." />}
        {quote.isError && (
          <p className="alert alert-danger" role="alert">
            {refusalText(quote.error)}
          </p>
        )}
        {q && (
          <>
            <p className="fw-semibold">{q.termsText}</p>
            {q.moneyText && <p>{q.moneyText}</p>}
            <ul className="small text-body-secondary">
              {q.policyText.map((line) => (
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
          disabled={!q || cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}
        >
          {cancel.isPending ? 'Cancelling...' : 'Confirm cancellation'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Keep my inspection
        </button>
      </div>
    </dialog>
  );
}
