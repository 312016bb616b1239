import { formatDate } from '../../../shared/time';
import type { AdminListProps } from '../../admin/ui/admin-page';
import { RowActionButton } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, wide } from '../../admin/ui/table';
import type { WaitlistEntry } from '../waitlist.service';

// The Waitlist section's view: every entry in the order offers go, with its state.

const ORDERS_PAGE = '/cms-admin/manage-orders.php';
const day = (d: string) => formatDate(`${d}T12:00:00Z`, 'UTC');

function StateCell({ entry, timeZone }: { entry: WaitlistEntry; timeZone: string }) {
  switch (entry.state) {
    case 'offered':
      return (
        <>
          Offered until {formatWhen(entry.offer?.expiresAt ?? '', timeZone)}
          <div className="small text-body-secondary">
            {entry.offer ? formatWhen(entry.offer.start, timeZone) : ''}
          </div>
        </>
      );
    case 'booked':
      return entry.orderId ? (
        <a href={`${ORDERS_PAGE}?id=${entry.orderId}`}>Booked (order {entry.orderId})</a>
      ) : (
        <>Booked</>
      );
    case 'expired':
      return <>Expired</>;
    default:
      return <>Waiting</>;
  }
}

export function WaitlistList({ ctx, rows, timeZone }: AdminListProps<WaitlistEntry>) {
  return (
    <>
      <p className="text-body-secondary">
        Visitors waiting for a time, in the order a freed time is offered: the earliest inspection
        deadline first, then who joined first. An offered time is held for them (Advanced → Booking
        rules); unclaimed, it passes to the next.
      </p>
      <AdminTable
        caption="Waitlist"
        headers={['Visitor', 'Days', 'State', wide('Deadline'), wide('Joined'), 'Actions']}
        empty="Nobody is on the waitlist."
      >
        {rows.map((e) => (
          <tr key={e.id}>
            <td>
              <span className="text-break">{e.email}</span>
              <div className="small text-body-secondary">ZIP {e.zip}</div>
            </td>
            <td>
              {e.firstDay === e.lastDay
                ? day(e.firstDay)
                : `${day(e.firstDay)} – ${day(e.lastDay)}`}
            </td>
            <td>
              <StateCell entry={e} timeZone={timeZone} />
            </td>
            <td className="d-none d-md-table-cell">{e.deadline ? day(e.deadline) : '—'}</td>
            <td className="d-none d-md-table-cell">{formatWhen(e.createdAt, timeZone)}</td>
            <td>
              <RowActionButton
                ctx={ctx}
                action="remove"
                id={e.id}
                label={`Remove ${e.email} from the waitlist`}
              >
                Remove
              </RowActionButton>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
