import { Link } from '../../../lib/router';
import { formatCents } from '../../../../shared/money';
import type { InspectionSummary } from '../../../../shared/portal/inspection-view';
import { formatDate, formatTime } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { StatusBadges } from './status-badges';

/** "Fri, Dec 5, 2026 at 9:00 AM" in the business time zone. */
export function inspectionWhen(start: string): string {
  const { timeZone } = siteConfig();
  return `${formatDate(start, timeZone)} at ${formatTime(start, timeZone)}`;
}

/** One order in the list; its heading is the link to the order's page. */
export function InspectionCard({ inspection }: { inspection: InspectionSummary }) {
  const { id, start, address, services, totalCents, status, payment } = inspection;
  return (
    <article className="card mb-3" aria-labelledby={`inspection-${id}`} data-testid="inspection">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h3 id={`inspection-${id}`} className="h5 mb-0">
            <Link to={`/user/inspections/${id}`}>{inspectionWhen(start)}</Link>
          </h3>
          <StatusBadges status={status} payment={payment} />
        </div>
        <p className="mb-2">{address || 'Address not given'}</p>
        <ul className="list-unstyled mb-2 small">
          {services.map((s, i) => (
            <li key={i} className="d-flex justify-content-between gap-3">
              <span>
                {s.name}
                {s.quantity > 1 && ` × ${s.quantity}`}
              </span>
              <span>{formatCents(s.amountCents)}</span>
            </li>
          ))}
        </ul>
        <p className="d-flex justify-content-between fw-semibold border-top pt-2 mb-0">
          <span>Total</span>
          <span>{formatCents(totalCents)}</span>
        </p>
      </div>
    </article>
  );
}
