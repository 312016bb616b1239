import { Link } from '../../../lib/router';
import { hasStarted } from '../../../../shared/portal/inspection-status';
import type { InspectionSummary } from '../../../../shared/portal/inspection-view';
import { QueryStatus } from '../../../components/query-status';
import { useMyInspections } from '../api/portal-api';
import { InspectionCard } from './inspection-card';

function Group({ title, items }: { title: string; items: InspectionSummary[] }) {
  if (items.length === 0) return null;
  const id = `inspections-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h4 mb-3">
        {title}
      </h2>
      {items.map((i) => (
        <InspectionCard key={i.id} inspection={i} />
      ))}
    </section>
  );
}

/** /user/inspections: the customer's orders, upcoming first (soonest first), then past ones. */
export function InspectionsPage() {
  const query = useMyInspections();
  const now = new Date();
  const all = query.data?.inspections ?? [];
  return (
    <div style={{ maxWidth: '48rem' }}>
      <h1 className="mb-4">My inspections</h1>
      <QueryStatus query={query} loading="Loading your inspections..." what="your inspections" />
      {query.isSuccess && all.length === 0 && (
        <p>
          You have no inspections yet. <Link to="/schedule">Book your inspection online</Link>.
        </p>
      )}
      {/* The server sends them in this order; the groups only add headings. */}
      <Group title="Upcoming" items={all.filter((i) => !hasStarted(i.start, now))} />
      <Group title="Past" items={all.filter((i) => hasStarted(i.start, now))} />
    </div>
  );
}
