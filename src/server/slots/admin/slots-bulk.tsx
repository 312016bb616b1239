import { MAX_BULK_DAYS, MAX_BULK_SLOTS, WEEKDAYS } from '../slots-admin-schedule';
import { checkedIn, formValue, formValues } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import {
  AdminForm,
  CheckboxField,
  FieldColumns,
  SubmitButton,
  TextField,
} from '../../admin/ui/form-fields';
import { BackLink, FieldGroup, FormButtons } from '../../admin/ui/form-layout';
import type { Inspector } from '../../../shared/inspectors/inspector';
import { InspectorSelect } from './slots-inspector';

/** Native date or time input, always required. */
export function WhenField(p: {
  name: string;
  label: string;
  type: 'date' | 'time';
  value: string;
  help?: string;
}) {
  return <TextField {...p} required />;
}

const DATE_RANGE = [
  { name: 'from', label: 'First date', type: 'date', required: true },
  { name: 'to', label: 'Last date', type: 'date', required: true },
] as const;

export function BulkForm({
  ctx,
  timeZone,
  inspectors,
  preset,
}: {
  ctx: AdminViewContext;
  timeZone: string;
  inspectors: Inspector[];
  everyInspector: Inspector[];
  preset: number | null;
}) {
  const sent = ctx.submitted;
  const value = (name: string, fallback: string) => (sent ? formValue(sent, name) : fallback);
  const chosen = sent ? formValues(sent, 'weekday') : ['1', '2', '3', '4', '5'];
  return (
    <>
      <BackLink href={ctx.path}>Back to all slots</BackLink>
      <AdminForm ctx={ctx} action="create-many" label="Create many slots">
        <FieldColumns className="row g-3" fields={DATE_RANGE} value={(name) => value(name, '')} />
        <FieldGroup legend="Days of the week">
          <div className="d-flex flex-wrap gap-3">
            {WEEKDAYS.map((d) => (
              <div className="form-check" key={d.value}>
                <input
                  id={`f-weekday-${d.value}`}
                  className="form-check-input"
                  type="checkbox"
                  name="weekday"
                  value={d.value}
                  defaultChecked={chosen.includes(String(d.value))}
                />
                <label className="form-check-label" htmlFor={`f-weekday-${d.value}`}>
                  {d.label}
                </label>
              </div>
            ))}
          </div>
        </FieldGroup>
        <TextField
          name="times"
          label="Times"
          value={value('times', '9:00 AM, 1:00 PM')}
          required
          help={`Separate times with commas, e.g. 9:00 AM, 1:00 PM (or 09:00, 13:00). Business time zone: ${timeZone}.`}
        />
        <InspectorSelect ctx={ctx} inspectors={inspectors} current={preset} />
        <TextField
          name="title"
          label="Title"
          value={value('title', 'Home inspection')}
          required
          maxLength={200}
        />
        <CheckboxField
          name="fullDay"
          label="Full-day appointments (the higher cancellation fee applies)"
          checked={checkedIn(sent, 'fullDay', false)}
        />
        <p className="form-text">
          A slot this inspector already has at the same date and time is skipped, and so are times
          that have passed. At most {MAX_BULK_SLOTS} slots and {MAX_BULK_DAYS} days at once.
        </p>
        <FormButtons cancelHref={ctx.path}>
          <SubmitButton>Create slots</SubmitButton>
        </FormButtons>
      </AdminForm>
    </>
  );
}
