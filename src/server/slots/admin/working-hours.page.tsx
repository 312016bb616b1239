import { WEEKDAY_NAMES, dayHoursText, timeOfDayText } from '../../../shared/slots/working-hours';
import type { WorkingHours } from '../../../shared/slots/working-hours';
import type { Inspector } from '../../../shared/inspectors/inspector';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { formValue } from '../../admin/ui/admin-form';
import {
  AdminForm,
  HiddenField,
  SubmitButton,
  TextArea,
  TextField,
} from '../../admin/ui/form-fields';
import { AdminSection, RowActionButton } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen } from '../../admin/ui/table';
import { BLOCK_REASON_MAX, type SlotBlock } from '../working-hours.service';

// Admin → Working hours: whose hours (the business or an inspector), their week, days off and
// start times, and the blocked times.

export const ownerParam = (owner: number | null) => (owner === null ? 'business' : String(owner));

export function OwnerPicker(p: {
  ctx: AdminViewContext;
  owner: number | null;
  inspectors: Inspector[];
}) {
  const owners = [{ id: null as number | null, name: 'The business' }, ...p.inspectors];
  return (
    <nav aria-label="Whose working hours" className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1">
        {owners.map((o) => (
          <li className="nav-item" key={o.id ?? 'business'}>
            <a
              className={`nav-link${o.id === p.owner ? ' active' : ''}`}
              aria-current={o.id === p.owner ? 'page' : undefined}
              href={`${p.ctx.path}?owner=${ownerParam(o.id)}`}
            >
              {o.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function HoursForm(p: { ctx: AdminViewContext; owner: number | null; hours: WorkingHours }) {
  const sent =
    p.ctx.submitted && formValue(p.ctx.submitted, 'action') === 'save-hours'
      ? p.ctx.submitted
      : undefined;
  const value = (name: string, stored: string) => (sent ? formValue(sent, name) : stored);
  return (
    <AdminSection headingId="hours-heading" title="Weekly hours" className="mb-4">
      <p className="text-body-secondary">
        The order form offers the times these hours allow, for the visit’s length, a buffer after
        each visit and the visits already booked (Advanced → Booking rules). Hand-made slots still
        work beside them.
      </p>
      <AdminForm ctx={p.ctx} action="save-hours" label="Weekly hours">
        <HiddenField name="owner" value={ownerParam(p.owner)} />
        <div className="row">
          {WEEKDAY_NAMES.map((name, i) => (
            <div className="col-md-6" key={name}>
              <TextField
                name={`day${i}`}
                label={name}
                value={value(`day${i}`, dayHoursText(p.hours.weekly[i] ?? []))}
                maxLength={120}
                help={
                  i === 0
                    ? 'Such as 8:00-17:00, or 8:00-12:00, 13:00-17:00; empty: a day off.'
                    : undefined
                }
              />
            </div>
          ))}
        </div>
        <div className="row">
          <div className="col-md-6">
            <TextField
              name="startEvery"
              label="A visit may start every (minutes)"
              type="number"
              inputMode="numeric"
              value={value('startEvery', String(p.hours.startEvery))}
              help="From each opening, while the whole visit fits before closing."
            />
          </div>
          <div className="col-md-6">
            <TextField
              name="startTimes"
              label="Or only at these times"
              value={value('startTimes', p.hours.startTimes.map(timeOfDayText).join(', '))}
              maxLength={400}
              help="Such as 8:00, 13:00. When set, these replace “every”."
            />
          </div>
        </div>
        <TextArea
          name="daysOff"
          label="Days off"
          value={value('daysOff', p.hours.daysOff.join('\n'))}
          rows={3}
          help="One date a line, such as 2027-01-01."
        />
        <SubmitButton>Save hours</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export function BlocksSection(p: {
  ctx: AdminViewContext;
  owner: number | null;
  blocks: SlotBlock[];
  timeZone: string;
}) {
  const sent =
    p.ctx.submitted && formValue(p.ctx.submitted, 'action') === 'block'
      ? p.ctx.submitted
      : undefined;
  const value = (name: string) => (sent ? formValue(sent, name) : '');
  return (
    <AdminSection headingId="blocks-heading" title="Blocked times" className="mb-4">
      <p className="text-body-secondary">
        No visit is offered that overlaps a blocked time. Visits already booked stay.
      </p>
      <AdminTable
        caption="Blocked times"
        headers={['From', 'To', 'Reason', 'Actions']}
        empty="No blocked times ahead."
      >
        {p.blocks.map((b) => (
          <tr key={b.id}>
            <td>{formatWhen(b.start, p.timeZone)}</td>
            <td>{formatWhen(b.end, p.timeZone)}</td>
            <td>{b.reason}</td>
            <td>
              <RowActionButton
                ctx={p.ctx}
                action="unblock"
                id={b.id}
                label={`Remove the block from ${formatWhen(b.start, p.timeZone)}`}
              >
                Remove
              </RowActionButton>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminForm ctx={p.ctx} action="block" label="Block a time" className="mt-3">
        <HiddenField name="owner" value={ownerParam(p.owner)} />
        <div className="row">
          <div className="col-sm-4">
            <TextField name="date" label="Date" type="date" value={value('date')} required />
          </div>
          <div className="col-sm-4">
            <TextField name="from" label="From" type="time" value={value('from')} required />
          </div>
          <div className="col-sm-4">
            <TextField name="to" label="To" type="time" value={value('to')} required />
          </div>
        </div>
        <TextField
          name="reason"
          label="Reason (only the office sees it)"
          maxLength={BLOCK_REASON_MAX}
          value={value('reason')}
        />
        <SubmitButton>Block this time</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}
