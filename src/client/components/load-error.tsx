import type { ReactNode } from 'react';

/** A page whose data did not load: its one heading, the alert and the way back. */
export function LoadError({ title, what, back }: { title: string; what: string; back: ReactNode }) {
  return (
    <>
      <h1 className="mb-3">{title}</h1>
      <div className="alert alert-danger" role="alert">
        We could not load {what}. Please reload the page to try again.
      </div>
      <p>{back}</p>
    </>
  );
}
