import type { ReactNode } from 'react';

/** A titled card of a page: a section named by its heading, for screen readers' landmarks. */
export function CardSection(props: {
  id: string;
  title: string;
  /** The heading's look (`h4` unless said). */
  headingClass?: string;
  children: ReactNode;
}) {
  const { id, title, headingClass = 'h4', children } = props;
  return (
    <section aria-labelledby={id} className="card mb-4">
      <div className="card-body">
        <h2 id={id} className={headingClass}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
