import type { InputHTMLAttributes, ReactNode } from 'react';

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

/** A text field under its label, the label naming it by `id`; `children` follow the field. */
export function LabelledInput({
  className,
  id,
  label,
  children,
  ...input
}: {
  className: string;
  id: string;
  label: string;
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>) {
  return (
    <LabelledControl className={className} htmlFor={id} label={label}>
      <input id={id} className="form-control" {...input} />
      {children}
    </LabelledControl>
  );
}
