import { formatCents } from '../../../shared/money';
import { REPAIR_ASK_LABELS, REPAIR_REQUEST_API } from '../../../shared/reports/repair-requests';
import { AdminSection } from '../../admin/ui/form-layout';
import type { OrderSection } from '../../admin/ui/order-section';
import { formatWhen } from '../../admin/ui/table';
import { listRepairRequests } from '../repair-requests/repair-requests.service';
import { safetyReads } from '../safety-reads/safety-reads.service';

const API = '/cms-admin/api';

/** After the report on the admin order page: Safety findings read, and the repair requests. */
export const followUpsOrderSection: OrderSection = async (ctx, order, timeZone) => {
  const reads = await safetyReads(ctx.db, order.id, false).catch(() => undefined);
  if (!reads) return null; // nothing published yet
  const requests = await listRepairRequests(ctx.db, order.id, ctx.now);
  return (
    <AdminSection headingId="order-after-report" title="After the report" className="mb-4">
      <h3 className="h6">Safety findings read</h3>
      {reads.findings.length === 0 ? (
        <p>The published report has no Safety finding.</p>
      ) : (
        <ul>
          {reads.findings.map((f) => (
            <li key={f.findingId}>
              {f.text}:{' '}
              {f.read
                ? `read by ${f.read.by}, ${formatWhen(f.read.at, timeZone)}`
                : 'not confirmed read'}
            </li>
          ))}
        </ul>
      )}
      <h3 className="h6">Repair requests</h3>
      {requests.length === 0 ? (
        <p>None yet.</p>
      ) : (
        requests.map((r) => (
          <div key={r.id} className="mb-3">
            <p className="mb-1">
              <strong>{r.name}</strong>, started {formatWhen(r.createdAt, timeZone)} · credits{' '}
              {formatCents(r.creditTotalCents)} ·{' '}
              <a href={`${API}/${REPAIR_REQUEST_API.pdf}?request=${r.id}`}>PDF</a>
              {r.links.length > 0 && ` · seller's links: ${r.links.map((l) => l.state).join(', ')}`}
            </p>
            <ul className="mb-0">
              {r.items.map((i) => (
                <li key={i.findingId}>
                  {i.ask === 'credit' && i.creditCents
                    ? `Credit of ${formatCents(i.creditCents)}`
                    : REPAIR_ASK_LABELS[i.ask]}
                  : {i.text}
                  {i.note && ` (note: ${i.note})`}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </AdminSection>
  );
};
