import { SEVERITY_LABELS, type Severity } from '../../../shared/reports/template';

/** A finding's severity as its coloured badge (severity.css); `className` spaces it from the text. */
export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  return (
    <span className={`badge report-badge-${severity}${className ? ` ${className}` : ''}`}>
      {SEVERITY_LABELS[severity]}
    </span>
  );
}
