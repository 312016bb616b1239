import type { ReactNode } from 'react';
import type { WebFinding } from '../../../../shared/reports/web-report';
import { SeverityBadge } from '../severity-badge';
import { ReportPhoto } from './report-photo';

/**
 * One finding in its section: severity, text, location and photos. Controls a reader acts on for
 * one finding (a repair request, an acknowledgement) go in `actions`, below its text.
 */
export function ReportFinding(props: {
  finding: WebFinding;
  itemTitle: string;
  actions?: ReactNode;
}) {
  const { finding: f, itemTitle, actions } = props;
  return (
    <div id={f.anchor} className={`web-report-finding report-severity-${f.severity}`}>
      <p className="mb-1">
        <SeverityBadge severity={f.severity} className="me-2" />
        <span className="user-notes">{f.text}</span>
      </p>
      {f.location && <p className="small mb-1">Location: {f.location}</p>}
      {f.photos.length > 0 && (
        <div className="web-report-photos">
          {f.photos.map((p) => (
            <ReportPhoto key={p.id} photo={p} fallback={`Photo of ${itemTitle}`} />
          ))}
        </div>
      )}
      {actions}
    </div>
  );
}
