import { memo, useRef, useState } from 'react';
import type { TemplateComment } from '../../../../../shared/reports/template';
import { SeverityBadge } from '../../severity-badge';

/**
 * The item's library comments: one tap makes a finding of it (its text editable afterwards). The
 * list is drawn when first opened (in the tap that opens it), not with every item of the section.
 * Without any, only Write a finding.
 */
export const CommentPicker = memo(function CommentPicker(props: {
  itemTitle: string;
  comments: TemplateComment[];
  onPick: (comment: TemplateComment | null) => void;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [shown, setShown] = useState(false);
  const pick = (comment: TemplateComment | null) => {
    props.onPick(comment);
    // Closed again, so the new finding is what follows the item's status.
    if (details.current) details.current.open = false;
  };
  // A reinspection's items (the findings asked for) have no library: a note is written directly.
  if (props.comments.length === 0)
    return (
      <button
        type="button"
        className="btn btn-outline-primary btn-sm mt-2"
        onClick={() => pick(null)}
      >
        Write a finding<span className="visually-hidden"> on {props.itemTitle}</span>
      </button>
    );
  return (
    <details
      ref={details}
      className="report-comments mt-2"
      onToggle={(e) => e.currentTarget.open && setShown(true)}
    >
      {/* The click comes before the browser opens the list: drawn in the same frame. */}
      <summary className="btn btn-outline-primary btn-sm" onClick={() => setShown(true)}>
        Add a finding<span className="visually-hidden"> to {props.itemTitle}</span>
      </summary>
      {shown && (
        <ul className="list-unstyled mt-2 mb-0">
          {props.comments.map((c) => (
            <li key={c.key} className="mb-1">
              <button
                type="button"
                className="btn btn-quiet btn-sm text-start w-100 report-comment"
                onClick={() => pick(c)}
              >
                <SeverityBadge severity={c.severity} className="me-2" />
                {c.text}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="btn btn-quiet btn-sm" onClick={() => pick(null)}>
              Write a finding
            </button>
          </li>
        </ul>
      )}
    </details>
  );
});
