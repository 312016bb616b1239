import type { ReactNode } from 'react';

/** A control (`children`, its id `htmlFor`) under its label, in a block `className` spaces. */
export function LabelledControl({
  className,
  htmlFor,
  label,
  children,
}: {
  className: string;
  htmlFor: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}
