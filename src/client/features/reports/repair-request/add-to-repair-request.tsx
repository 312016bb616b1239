import { useId, useState } from 'react';
import { formatCents } from '../../../../shared/money';
import {
  creditCents,
  REPAIR_ASK_LABELS,
  REPAIR_ASKS,
  REPAIR_REQUEST_MESSAGES,
  type RepairAsk,
} from '../../../../shared/reports/repair-requests';
import type { WebFinding } from '../../../../shared/reports/web-report';
import { LabelledControl } from './labelled-control';
import { refusal } from './repair-request-api';
import { useRepairRequest } from './repair-request-context';

/** A finding's "Add to repair request": what to ask the seller, and a note (the client's side). */
export function AddToRepairRequest({ finding }: { finding: Pick<WebFinding, 'id'> }) {
  const state = useRepairRequest();
  const [open, setOpen] = useState(false);
  const [ask, setAsk] = useState<RepairAsk>('repair');
  const [credit, setCredit] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  if (!state?.canEdit) return null;
  const { active, changes } = state;
  const asked = active?.items.find((i) => i.findingId === finding.id);
  const busy = changes.save.isPending || changes.create.isPending || changes.remove.isPending;

  const start = () => {
    setAsk(asked?.ask ?? 'repair');
    setCredit(asked?.creditCents ? String(asked.creditCents / 100) : '');
    setNote(asked?.note ?? '');
    setError(undefined);
    setOpen(true);
  };
  const submit = async () => {
    setError(undefined);
    // The server's rule, checked here first so the words show without a round trip.
    if (ask === 'credit' && creditCents(credit) === undefined)
      return setError(REPAIR_REQUEST_MESSAGES.credit);
    try {
      const request =
        active ?? (await changes.create.mutateAsync(`Repair request ${state.requests.length + 1}`));
      await changes.save.mutateAsync({
        requestId: request.id,
        findingId: finding.id,
        ask,
        note,
        ...(ask === 'credit' ? { credit } : {}),
      });
      setOpen(false);
    } catch (e) {
      setError(refusal(e));
    }
  };

  if (!open)
    return (
      <div className="repair-add d-flex flex-wrap align-items-center gap-2 mb-2">
        {asked && (
          <span className="small" data-testid="repair-asked">
            In {active?.name}:{' '}
            {asked.ask === 'credit' && asked.creditCents
              ? `credit of ${formatCents(asked.creditCents)}`
              : REPAIR_ASK_LABELS[asked.ask]}
          </span>
        )}
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={start}>
          {asked ? 'Change in repair request' : 'Add to repair request'}
        </button>
      </div>
    );
  return (
    <form
      className="repair-add-form border rounded p-2 mb-2"
      aria-label="Add to repair request"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">Ask the seller to</legend>
        {REPAIR_ASKS.map((a) => (
          <div className="form-check form-check-inline" key={a}>
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-ask`}
              id={`${id}-ask-${a}`}
              checked={ask === a}
              onChange={() => setAsk(a)}
            />
            <label className="form-check-label" htmlFor={`${id}-ask-${a}`}>
              {REPAIR_ASK_LABELS[a]}
            </label>
          </div>
        ))}
      </fieldset>
      {ask === 'credit' && (
        <LabelledControl className="mb-2" htmlFor={`${id}-credit`} label="Credit in dollars">
          <input
            id={`${id}-credit`}
            className={`form-control repair-credit ${error ? 'is-invalid' : ''}`}
            inputMode="decimal"
            maxLength={20}
            value={credit}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCredit(e.target.value)}
          />
        </LabelledControl>
      )}
      <LabelledControl className="mb-2" htmlFor={`${id}-note`} label="Note">
        <textarea
          id={`${id}-note`}
          className="form-control"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </LabelledControl>
      {error && (
        <p id={`${id}-error`} className="text-danger small" role="alert">
          {error}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          Save to request
        </button>
        {asked && active && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy}
            onClick={() =>
              void changes.remove.mutateAsync({ requestId: active.id, findingId: finding.id }).then(
                () => setOpen(false),
                (e: unknown) => setError(refusal(e)),
              )
            }
          >
            Remove from request
          </button>
        )}
        <button type="button" className="btn btn-sm btn-quiet" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
