// A form's answer after Save, read out when it changes, and its Save button while it waits.

export interface SaveOutcome {
  ok: boolean;
  message: string;
}

export function SaveFooter({
  outcome,
  busy,
  label,
}: {
  outcome: SaveOutcome | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <div aria-live="polite" className="mt-3">
        {outcome && (
          <div className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`} role="status">
            {outcome.message}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving...' : label}
      </button>
    </>
  );
}
