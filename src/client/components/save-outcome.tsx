import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
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
function useSave<I extends FieldValues, O extends object>(
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

function SaveFooter({
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

/**
 * A titled form that saves what it holds: `save` as in useSave; the fields are the children, the
 * outcome and the Save button follow them.
 */
export function SaveForm<I extends FieldValues, O extends object>({
  form,
  save,
  title,
  button,
  children,
}: {
  form: UseFormReturn<I, unknown, O>;
  save: (values: O, saved: (message: string) => void) => Promise<void>;
  title: string;
  button: string;
  children: ReactNode;
}) {
  const { outcome, submit, busy } = useSave(form, save);
  const headingId = useId();
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId}>
        <h2 id={headingId} className="h4 mb-3">
          {title}
        </h2>
        {children}
        <SaveFooter outcome={outcome} busy={busy} label={button} />
      </form>
    </FormProvider>
  );
}
