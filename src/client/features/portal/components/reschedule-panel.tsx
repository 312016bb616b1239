import { useId, useState } from 'react';
import { formatDateTimeLong } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { siteConfig } from '../../../lib/site-config';
import {
  refusalText,
  useCancellationQuote,
  useRescheduleInspection,
  useRescheduleTimes,
} from '../api/order-changes-api';

// "Reschedule": the free future times the server offers this order (its inspector's, or every
// inspector's when it was booked as any), one picked, then "Confirm new time". The price does not
// change; the server checks the policy window and the inspector again.

export function ReschedulePanel({
  orderId,
  slotId,
  onDone,
}: {
  orderId: number;
  /** The slot the page shows: a move made meanwhile in another tab is refused. */
  slotId: number;
  onDone: (message: string) => void;
}) {
  const quote = useCancellationQuote(orderId, true);
  const times = useRescheduleTimes(orderId);
  const move = useRescheduleInspection(orderId);
  const [picked, setPicked] = useState<number | undefined>();
  const name = useId();
  const zone = siteConfig().timeZone;

  if (quote.isPending || times.isPending) return <Spinner label="Loading free times..." />;
  if (quote.isError) return <p className="alert alert-danger">{refusalText(quote.error)}</p>;
  if (times.isError) return <p className="alert alert-danger">{refusalText(times.error)}</p>;
  const refusal = quote.data.rescheduleRefusal ?? times.data.refusal;
  if (refusal)
    return (
      <p className="alert alert-warning" role="alert">
        {refusal}
      </p>
    );
  const free = times.data.slots.filter((s) => s.id !== slotId);
  const inspector = times.data.inspector;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (picked === undefined) return;
        move.mutate(
          { slot: picked, from: slotId },
          {
            onSuccess: (moved) =>
              onDone(
                `Your inspection is now on ${formatDateTimeLong(moved.start, zone)}${moved.inspector ? ` with ${moved.inspector}` : ''}.`,
              ),
          },
        );
      }}
    >
      <fieldset>
        <legend className="h6">
          Choose a new time{inspector ? ` with ${inspector}` : ''} (the price stays the same)
        </legend>
        {free.length === 0 && <p>No other times are free right now. Please call us.</p>}
        <div style={{ maxHeight: '18rem', overflowY: 'auto' }} className="mb-3 border rounded p-2">
          {free.map((s) => (
            <div className="form-check" key={s.id}>
              <input
                className="form-check-input"
                type="radio"
                name={name}
                id={`${name}-${s.id}`}
                value={s.id}
                checked={picked === s.id}
                onChange={() => setPicked(s.id)}
              />
              <label className="form-check-label" htmlFor={`${name}-${s.id}`}>
                {formatDateTimeLong(s.start, zone)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {move.isError && (
        <p className="alert alert-danger" role="alert">
          {refusalText(move.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={picked === undefined || move.isPending}
      >
        {move.isPending ? 'Moving...' : 'Confirm new time'}
      </button>
    </form>
  );
}
