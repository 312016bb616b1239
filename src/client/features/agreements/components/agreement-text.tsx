import { useId } from 'react';
import '../agreement.css';

/**
 * The agreement's text in a scrolling box of its own. It can take focus, so a keyboard user scrolls
 * it with the arrow keys; the content is sanitised by the server, as every content page is.
 */
export function AgreementText({ title, content }: { title: string; content: string }) {
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="agreement-text border rounded p-3 mb-3 bg-body-tertiary"
    >
      <h3 id={id} className="h5 mt-0">
        {title}
      </h3>
      <div className="small" dangerouslySetInnerHTML={{ __html: content }} />
    </div>
  );
}
