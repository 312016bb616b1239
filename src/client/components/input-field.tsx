import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';

/**
 * A labelled input of a form run without react-hook-form: its error, or else its hint, is tied to
 * it with aria-describedby, and the error is announced. `input.className` adds to form-control.
 */
export function InputField(props: {
  id: string;
  label: ReactNode;
  error: string | null | undefined;
  hint?: ReactNode;
  style?: CSSProperties;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const { id, error, hint } = props;
  const { className: extra, ...input } = props.input;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="mb-3" style={props.style}>
      <label htmlFor={id} className="form-label">
        {props.label}
      </label>
      <input
        id={id}
        className={`form-control${extra ? ` ${extra}` : ''}${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        {...input}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback" role="alert">
          {error}
        </div>
      ) : (
        hint && (
          <div id={hintId} className="form-text">
            {hint}
          </div>
        )
      )}
    </div>
  );
}
