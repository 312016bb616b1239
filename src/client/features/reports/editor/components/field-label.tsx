import type { ReactNode } from 'react';

/** The editor's small bold label above a compact field (a fact, a finding's, a photo's). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="form-label small fw-semibold mb-0">
      {children}
    </label>
  );
}
