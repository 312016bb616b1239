import { formatDate, formatTime } from '../../../shared/time';
import type { AdminSlot, InspectorFilter, SlotWhen } from '../slots-admin.service';
import type { Inspector } from '../../../shared/inspectors/inspector';
import { InspectorFilterForm, InspectorSelect, NO_INSPECTOR_LABEL } from './slots-inspector';
import { utcToWallClock } from '../slots-admin-schedule';
import { checkedIn, formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { CheckboxField, TextField } from '../../admin/ui/form-fields';
import { DeleteConfirmation } from '../../admin/ui/form-layout';
import { EntryForm, type EntryWords } from '../../admin/ui/entry-page';
import { AdminTable, WIDE_ONLY, wide } from '../../admin/ui/table';
import { Pager, type Paging } from '../../admin/ui/pager';
import { WhenField } from './slots-bulk';

export const SLOTS_PAGE_SIZE = 50;
const ORDERS_PATH = '/cms-admin/manage-orders.php';

const SLOTS: EntryWords<AdminSlot> = { one: 'slot', all: 'slots', name: () => 'slot' };

const when = (s: AdminSlot, tz: string) =>
  `${formatDate(s.start, tz)} at ${formatTime(s.start, tz)}`;

export function SlotList({
  ctx,
  slots,
  show,
  paging,
  timeZone,
  inspectors,
  filter,
}: {
  ctx: AdminViewContext;
  slots: AdminSlot[];
  show: SlotWhen;
  paging: Paging;
  timeZone: string;
  inspectors: Inspector[];
  filter: InspectorFilter;
}) {
  const inspector = filter === undefined ? undefined : String(filter);
  const tab = (value: SlotWhen, label: string) => (
    <a
      href={ctx.link(value === 'upcoming' ? { inspector } : { when: value, inspector })}
      className={`nav-link${show === value ? ' active' : ''}`}
      aria-current={show === value ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <>
      <p className="admin-actions">
        <a className="btn btn-primary" href={ctx.link({ new: 1, inspector })}>
          New slot
        </a>
        <a className="btn btn-outline-primary" href={ctx.link({ bulk: 1, inspector })}>
          Create many slots
        </a>
      </p>
      <nav aria-label="Which slots" className="nav nav-pills mb-3">
        {tab('upcoming', 'Upcoming')}
        {tab('past', 'Past')}
      </nav>
      {inspectors.length > 0 && (
        <InspectorFilterForm ctx={ctx} inspectors={inspectors} filter={filter} show={show} />
      )}
      <p className="text-body-secondary">
        Times are in the business time zone ({timeZone}). {paging.total}{' '}
        {show === 'upcoming' ? 'upcoming' : 'past'} slot{paging.total === 1 ? '' : 's'}.
      </p>
      <AdminTable
        caption={show === 'upcoming' ? 'Upcoming slots' : 'Past slots'}
        headers={['Date and time', wide('Inspector'), 'Title', 'Booking', 'Actions']}
        empty={show === 'upcoming' ? 'No upcoming slots.' : 'No past slots.'}
      >
        {slots.map((s) => (
          <tr key={s.id}>
            <td>
              {when(s, timeZone)}
              {/* A phone has no room for the column: the inspector goes under the time. */}
              <span className="d-block d-md-none text-body-secondary">
                {s.inspectorName ?? NO_INSPECTOR_LABEL}
              </span>
            </td>
            <td className={WIDE_ONLY}>{s.inspectorName ?? NO_INSPECTOR_LABEL}</td>
            <td>
              {s.title}
              {s.fullDay && <span className="badge text-bg-secondary ms-2">Full day</span>}
            </td>
            <td>
              {s.orderId === null ? (
                'Free'
              ) : (
                <>
                  Booked:{' '}
                  <a href={`${ORDERS_PATH}?id=${s.orderId}`}>
                    order {s.orderId}
                    {s.customerName ? `, ${s.customerName}` : ''}
                  </a>
                </>
              )}
            </td>
            <td className="admin-actions">
              <a href={ctx.link({ edit: s.id })} aria-label={`Edit slot ${when(s, timeZone)}`}>
                Edit
              </a>
              {s.orderId === null && (
                <a
                  href={ctx.link({ confirmDelete: s.id })}
                  className="link-danger"
                  aria-label={`Delete slot ${when(s, timeZone)}`}
                >
                  Delete
                </a>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager
        paging={paging}
        label="Slot pages"
        link={(p) => ctx.link({ when: show === 'past' ? 'past' : undefined, inspector, page: p })}
      />
    </>
  );
}

export function SlotForm({
  ctx,
  slot,
  timeZone,
  inspectors,
  everyInspector,
  preset,
}: {
  ctx: AdminViewContext;
  slot?: AdminSlot;
  timeZone: string;
  /** The inspectors a slot may be given to (holding the role). */
  inspectors: Inspector[];
  everyInspector: Inspector[];
  /** A new slot's inspector. */
  preset: number | null;
}) {
  const sent = ctx.submitted;
  const current = slot ? utcToWallClock(slot.start, timeZone) : { date: '', time: '' };
  const value = (name: 'date' | 'time' | 'title') =>
    sent
      ? formValue(sent, name)
      : name === 'title'
        ? (slot?.title ?? 'Home inspection')
        : current[name];
  const booked = slot?.orderId !== undefined && slot.orderId !== null;
  const note = booked && (
    <div className="alert alert-info" role="note">
      This slot is booked (order {slot.orderId}). Its title can change; its date, time and inspector
      cannot, because the customer was told them. Cancel the order first to move it.
    </div>
  );
  return (
    <EntryForm ctx={ctx} entry={slot} words={SLOTS} note={note}>
      <WhenField name="date" label="Date" type="date" value={value('date')} />
      <WhenField
        name="time"
        label="Time"
        type="time"
        value={value('time')}
        help={`In the business time zone (${timeZone}).`}
      />
      <InspectorSelect
        ctx={ctx}
        inspectors={inspectors}
        current={slot ? slot.inspectorId : preset}
        keep={everyInspector.find((i) => i.id === slot?.inspectorId)}
        disabled={booked}
      />
      <TextField name="title" label="Title" value={value('title')} required maxLength={200} />
      <CheckboxField
        name="fullDay"
        label="Full-day appointment (the higher cancellation fee applies)"
        checked={checkedIn(sent, 'fullDay', slot?.fullDay ?? false)}
      />
    </EntryForm>
  );
}

/** The delete confirmation's slot, its times read in the business's zone. */
interface ConfirmSlotDeleteProps {
  ctx: AdminViewContext;
  slot: AdminSlot;
  timeZone: string;
}

export function ConfirmSlotDelete({ ctx, slot, timeZone }: ConfirmSlotDeleteProps) {
  return (
    <DeleteConfirmation ctx={ctx} id={slot.id} button="Delete slot">
      Delete the slot <strong>{when(slot, timeZone)}</strong> ({slot.title})? It leaves the calendar
      at once. This cannot be undone.
    </DeleteConfirmation>
  );
}
