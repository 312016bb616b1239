import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { refusalOf } from '../lib/refusal';

// A form's answer after Save, read out when it changes, and its Save button while it waits.

export interface SaveOutcome {
  ok: boolean;
  message: string;
}

/**
 * A form's Save: the outcome is cleared on each try; `save` reports the server's message through
 * `saved`, then does what follows a success (reset, refetch); a refusal lands on its fields.
 */
export function useSave<I extends FieldValues, O extends object>(
  form: UseFormReturn<I, unknown, O>,
  save: (values: O, saved: (message: string) => void) => Promise<void>,
) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await save(values, (message) => setOutcome({ ok: true, message }));
    } catch (error) {
      const refusal = refusalOf(error);
      for (const [name, message] of Object.entries(refusal.fields))
        if (name in values) form.setError(name as Path<I>, { message });
      setOutcome({ ok: false, message: refusal.message });
    }
  });
  return { outcome, submit, busy: form.formState.isSubmitting };
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
