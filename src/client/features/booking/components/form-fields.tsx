import { type ReactNode, useId } from 'react';
import { get, type RegisterOptions, useFormContext } from 'react-hook-form';

// Accessible form controls for react-hook-form (inside a FormProvider): a visible label, the
// error text tied to the control with aria-describedby, and aria-invalid while it is wrong.

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  options?: RegisterOptions;
}

function useField(name: string, hint: ReactNode | undefined) {
  const id = useId();
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, register, error, hintId, errorId, describedBy };
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className="form-label">
      {label}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Feedback({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </>
  );
}

/** A labelled control's frame: label, the control itself, then its error and hint. */
function LabelledControl({
  props,
  f,
  children,
}: {
  props: BaseProps;
  f: ReturnType<typeof useField>;
  children: ReactNode;
}) {
  return (
    <div className={props.className ?? 'mb-3'}>
      <Label id={f.id} label={props.label} required={props.required} />
      {children}
      <Feedback {...f} hint={props.hint} />
    </div>
  );
}

/** What every labelled control takes: its class, id, state for assistive tech, registration. */
function controlProps(props: BaseProps, f: ReturnType<typeof useField>, baseClass: string) {
  return {
    className: `${baseClass}${f.error ? ' is-invalid' : ''}`,
    id: f.id,
    'aria-required': props.required || undefined,
    'aria-invalid': f.error ? true : undefined,
    'aria-describedby': f.describedBy,
    ...f.register(props.name, props.options),
  };
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  min,
  step,
  list,
  ...props
}: BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  min?: number;
  step?: number;
  list?: string;
}) {
  const f = useField(props.name, props.hint);
  const input = { type, autoComplete, inputMode, min, step, list };
  return (
    <LabelledControl props={props} f={f}>
      <input {...input} {...controlProps(props, f, 'form-control')} />
    </LabelledControl>
  );
}

/** Text over several lines (Enter makes a new line, never submits the form). */
export function TextAreaField({ rows = 4, ...props }: BaseProps & { rows?: number }) {
  const f = useField(props.name, props.hint);
  return (
    <LabelledControl props={props} f={f}>
      <textarea rows={rows} {...controlProps(props, f, 'form-control')} />
    </LabelledControl>
  );
}

/** The required phone number, as checkout and the profile ask for it. */
export function PhoneField({ className, hint }: { className: string; hint?: ReactNode }) {
  return (
    <TextField
      name="phone"
      label="Phone"
      type="tel"
      required
      autoComplete="tel"
      inputMode="tel"
      className={className}
      hint={hint}
    />
  );
}

export function SelectField({ children, ...props }: BaseProps & { children: ReactNode }) {
  const f = useField(props.name, props.hint);
  return (
    <LabelledControl props={props} f={f}>
      <select {...controlProps(props, f, 'form-select')}>{children}</select>
    </LabelledControl>
  );
}

export function CheckField(props: BaseProps) {
  const f = useField(props.name, props.hint);
  return (
    <div className={props.className ?? 'form-check mb-2'}>
      <input
        id={f.id}
        type="checkbox"
        className={`form-check-input${f.error ? ' is-invalid' : ''}`}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={f.describedBy}
        {...f.register(props.name, props.options)}
      />
      <label htmlFor={f.id} className="form-check-label">
        {props.label}
      </label>
      <Feedback {...f} hint={props.hint} />
    </div>
  );
}

/**
 * The consent to texts at the phone above: every form that asks for it names what is sent and
 * says how to stop it, in the same words.
 */
export function TextConsentField({ about, className }: { about: string; className: string }) {
  return (
    <CheckField
      name="textConsent"
      label={`Text me ${about} (reply STOP to end)`}
      className={className}
    />
  );
}

export function RadioGroup({
  legend,
  name,
  choices,
  className,
}: {
  legend: ReactNode;
  name: string;
  choices: { value: string; label: ReactNode }[];
  className?: string;
}) {
  const f = useField(name, undefined);
  return (
    <fieldset className={className ?? 'mb-3'} aria-describedby={f.describedBy}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {choices.map((c) => (
        <div className="form-check form-check-inline" key={c.value}>
          <input
            id={`${f.id}-${c.value}`}
            type="radio"
            value={c.value}
            className="form-check-input"
            {...f.register(name)}
          />
          <label htmlFor={`${f.id}-${c.value}`} className="form-check-label">
            {c.label}
          </label>
        </div>
      ))}
      <Feedback {...f} />
    </fieldset>
  );
}
