import type { InputHTMLAttributes, ReactNode } from 'react';

/** The editor's small bold label above a compact field (a fact, a finding's, a photo's). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="form-label small fw-semibold mb-0">
      {children}
    </label>
  );
}

/** A compact text input under its FieldLabel; `className` adds to the input's own classes. */
export function CompactTextField({
  id,
  label,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode }) {
  return (
    <>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        className={`form-control form-control-sm${className ? ` ${className}` : ''}`}
        {...input}
      />
    </>
  );
}
