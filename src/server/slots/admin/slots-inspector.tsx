import type { Inspector } from '../../../shared/inspectors/inspector';
import { badRequest } from '../../errors';
import { formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext, FormValues } from '../../admin/ui/admin-page';
import { SubmitButton } from '../../admin/ui/form-fields';
import type { InspectorFilter } from '../slots-admin.service';

// The Slots admin's choice of inspector: on the forms (whose slot) and above the list (whose shown).

export const NO_INSPECTOR_LABEL = 'No inspector (business)';

/** The form's "Inspector" select: '' is the business's own slot; no field at all: unchanged. */
export function inspectorOfForm(form: FormValues): number | null | undefined {
  if (!Object.hasOwn(form, 'inspector')) return undefined;
  const v = formValue(form, 'inspector');
  if (v === '') return null;
  if (!/^[1-9]\d{0,9}$/.test(v)) throw badRequest('Please choose an inspector from the list.');
  return Number(v);
}

/** The list's filter from the query: an inspector's id, "none" (the business), or every slot. */
export function inspectorFilterOf(value: string | undefined): InspectorFilter {
  if (value === 'none') return 'none';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

export function InspectorSelect({
  ctx,
  inspectors,
  current,
  keep,
  disabled,
}: {
  ctx: AdminViewContext;
  inspectors: Inspector[];
  /** The slot's inspector, or the default of a new slot. */
  current: number | null;
  /** The slot's own inspector when they no longer hold the role (shown, not offered anew). */
  keep?: Inspector;
  /** A booked slot keeps its inspector: the customer was told who comes. */
  disabled?: boolean;
}) {
  const sent = ctx.submitted;
  const value = sent ? formValue(sent, 'inspector') : current === null ? '' : String(current);
  return (
    <div className="mb-3">
      <label htmlFor="f-inspector" className="form-label">
        Inspector
      </label>
      <select
        id="f-inspector"
        name="inspector"
        className="form-select"
        defaultValue={value}
        disabled={disabled}
        aria-describedby="f-inspector-help"
      >
        {inspectors.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
            {i.shown ? '' : ' (not shown on the site)'}
          </option>
        ))}
        {keep && !keep.active && (
          <option value={keep.id}>{keep.name} (no longer an inspector)</option>
        )}
        <option value="">{NO_INSPECTOR_LABEL}</option>
      </select>
      <div id="f-inspector-help" className="form-text">
        {disabled
          ? 'This slot is booked, so its inspector cannot change. Cancel its order first.'
          : 'The same date and time may exist once for each inspector.'}
      </div>
      {disabled && <input type="hidden" name="inspector" value={value} />}
    </div>
  );
}

export function InspectorFilterForm({
  ctx,
  inspectors,
  filter,
  show,
}: {
  ctx: AdminViewContext;
  inspectors: Inspector[];
  filter: InspectorFilter;
  show: 'upcoming' | 'past';
}) {
  return (
    <form
      method="get"
      action={ctx.path}
      className="row g-2 align-items-end mb-3"
      aria-label="Filter slots"
    >
      {show === 'past' && <input type="hidden" name="when" value="past" />}
      <div className="col-sm-6 col-md-4">
        <label htmlFor="slot-inspector-filter" className="form-label">
          Show slots of
        </label>
        <select
          id="slot-inspector-filter"
          name="inspector"
          className="form-select"
          defaultValue={filter === undefined ? '' : String(filter)}
        >
          <option value="">Every inspector</option>
          {inspectors.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
              {i.active ? '' : ' (no longer an inspector)'}
            </option>
          ))}
          <option value="none">{NO_INSPECTOR_LABEL}</option>
        </select>
      </div>
      <div className="col-auto">
        <SubmitButton variant="outline-primary">Show</SubmitButton>
      </div>
    </form>
  );
}
