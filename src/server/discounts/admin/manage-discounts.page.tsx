import { discountTerms } from '../../../shared/discounts/discount';
import { dayOf, lastDayBefore } from '../../../shared/discounts/discount-dates';
import { formatDate } from '../../../shared/time';
import type { Service } from '../../../shared/services/service';
import { formValue, formValues } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../../admin/ui/form-fields';
import {
  BackLink,
  DeleteConfirmation,
  EditDeleteCell,
  EntryForm,
  FormButtons,
  NewEntryLink,
  RowActionButton,
} from '../../admin/ui/form-layout';
import { AdminTable, WIDE_ONLY, wide } from '../../admin/ui/table';
import { centsToDecimal } from '../../../shared/money';
import type { DiscountRecord } from '../discounts-admin.service';

type Named = Pick<Service, 'id' | 'name'>;

function servicesText(d: DiscountRecord, services: readonly Named[]): string {
  if (d.serviceIds === null) return 'All services';
  const names = new Map(services.map((s) => [s.id, s.name]));
  return d.serviceIds.map((id) => names.get(id) ?? `Service ${id}`).join(', ');
}

function validText(d: DiscountRecord, timeZone: string): string {
  const from = d.validFrom && formatDate(d.validFrom, timeZone);
  const to = d.validTo && formatDate(`${lastDayBefore(d.validTo, timeZone)}T12:00:00Z`, 'UTC');
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

const usesText = (d: DiscountRecord) =>
  [
    d.maxUses === null ? `${d.uses} (no limit)` : `${d.uses} of ${d.maxUses}`,
    d.maxUsesPerCustomer === null ? '' : `, ${d.maxUsesPerCustomer} per customer`,
  ].join('');

export function DiscountList({
  ctx,
  discounts,
  services,
  timeZone,
}: {
  ctx: AdminViewContext;
  discounts: DiscountRecord[];
  services: readonly Named[];
  timeZone: string;
}) {
  return (
    <>
      <p>
        Customers type a code at the checkout (upper or lower case). Days are in the business time
        zone ({timeZone}).
      </p>
      <NewEntryLink href={ctx.link({ new: 1 })}>New discount code</NewEntryLink>
      <AdminTable
        caption="Discount codes"
        headers={[
          'Code',
          'Discount',
          wide('Services'),
          wide('Valid'),
          'Uses',
          wide('Status'),
          'Actions',
        ]}
        empty="There are no discount codes yet."
      >
        {discounts.map((d) => (
          <tr key={d.id} className={d.active ? undefined : 'text-body-secondary'}>
            <td>
              <code>{d.code}</code>
              {/* Phones leave out the Status column: an inactive code says so here. */}
              {!d.active && <span className="d-md-none small"> (inactive)</span>}
            </td>
            <td>{discountTerms(d)}</td>
            <td className={WIDE_ONLY}>{servicesText(d, services)}</td>
            <td className={WIDE_ONLY}>{validText(d, timeZone)}</td>
            <td>{usesText(d)}</td>
            <td className={WIDE_ONLY}>{d.active ? 'Active' : 'Inactive'}</td>
            <EditDeleteCell ctx={ctx} id={d.id} entry={`the code ${d.code}`}>
              <RowActionButton
                ctx={ctx}
                action={d.active ? 'deactivate' : 'activate'}
                id={d.id}
                label={`${d.active ? 'Deactivate' : 'Activate'} the code ${d.code}`}
              >
                {d.active ? 'Deactivate' : 'Activate'}
              </RowActionButton>
            </EditDeleteCell>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
];

type TextName =
  | 'code'
  | 'kind'
  | 'percent'
  | 'amount'
  | 'validFrom'
  | 'validTo'
  | 'maxUses'
  | 'maxUsesPerCustomer';

function storedValue(d: DiscountRecord, name: TextName, timeZone: string): string {
  const count = (n: number | null) => (n === null ? '' : String(n));
  switch (name) {
    case 'code':
      return d.code;
    case 'kind':
      return d.kind;
    case 'percent':
      return count(d.percent);
    case 'amount':
      return d.amountCents === null ? '' : centsToDecimal(d.amountCents);
    case 'validFrom':
      return d.validFrom ? dayOf(d.validFrom, timeZone) : '';
    case 'validTo':
      return d.validTo ? lastDayBefore(d.validTo, timeZone) : '';
    case 'maxUses':
      return count(d.maxUses);
    case 'maxUsesPerCustomer':
      return count(d.maxUsesPerCustomer);
  }
}

/** Create (no discount) or edit form; after a refused post it shows what was sent. */
export function DiscountForm({
  ctx,
  discount,
  services,
  timeZone,
}: {
  ctx: AdminViewContext;
  discount?: DiscountRecord;
  services: readonly (Named & { enabled: boolean })[];
  timeZone: string;
}) {
  const sent = ctx.submitted;
  const value = (name: TextName) => {
    if (sent) return formValue(sent, name);
    if (!discount) return name === 'kind' ? 'percent' : '';
    return storedValue(discount, name, timeZone);
  };
  const chosen = new Set(
    sent ? formValues(sent, 'serviceIds').map(Number) : (discount?.serviceIds ?? []),
  );
  const active = sent ? formValue(sent, 'active') === '1' : (discount?.active ?? true);
  return (
    <EntryForm
      ctx={ctx}
      id={discount?.id}
      back="Back to all discount codes"
      label={discount ? `Edit the code ${discount.code}` : 'New discount code'}
    >
      <TextField
        name="code"
        label="Code"
        value={value('code')}
        required
        maxLength={32}
        help="Letters, digits, dashes and underscores, at most 32; customers may type it in any case."
      />
      <SelectField name="kind" label="Kind" value={value('kind')} options={KIND_OPTIONS} />
      <div className="row">
        <div className="col-sm-6">
          <TextField
            name="percent"
            label="Percentage off"
            value={value('percent')}
            inputMode="numeric"
            maxLength={3}
            help="For a percentage: a whole number from 1 to 100."
          />
        </div>
        <div className="col-sm-6">
          <TextField
            name="amount"
            label="Amount off (dollars)"
            value={value('amount')}
            inputMode="decimal"
            maxLength={20}
            help="For a fixed amount, e.g. 25 or 25.50; never more than the services it applies to."
          />
        </div>
      </div>
      <fieldset className="mb-3" aria-describedby="services-help">
        <legend className="form-label fs-6">Services it applies to</legend>
        <p id="services-help" className="form-text mt-0">
          Tick none for every service.
        </p>
        {services.map((s) => (
          <CheckboxField
            key={s.id}
            name="serviceIds"
            value={String(s.id)}
            label={s.enabled ? s.name : `${s.name} (disabled)`}
            checked={chosen.has(s.id)}
          />
        ))}
      </fieldset>
      <div className="row">
        <div className="col-sm-6">
          <TextField
            name="validFrom"
            type="date"
            label="First day (optional)"
            value={value('validFrom')}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            name="validTo"
            type="date"
            label="Last day (optional)"
            value={value('validTo')}
            help="Usable until the end of this day."
          />
        </div>
      </div>
      <div className="row">
        <div className="col-sm-6">
          <TextField
            name="maxUses"
            label="Total uses (optional)"
            value={value('maxUses')}
            inputMode="numeric"
            maxLength={7}
            help="Empty: no limit. A cancelled booking gives its use back."
          />
        </div>
        <div className="col-sm-6">
          <TextField
            name="maxUsesPerCustomer"
            label="Uses per customer (optional)"
            value={value('maxUsesPerCustomer')}
            inputMode="numeric"
            maxLength={7}
            help="Counted by e-mail address."
          />
        </div>
      </div>
      <CheckboxField name="active" label="Active: customers can use it" checked={active} />
      <FormButtons cancelHref={ctx.path}>
        <SubmitButton>{discount ? 'Save code' : 'Create code'}</SubmitButton>
      </FormButtons>
    </EntryForm>
  );
}

export function ConfirmDelete({
  ctx,
  discount,
  used,
}: {
  ctx: AdminViewContext;
  discount: DiscountRecord;
  /** Used on an order: kept with it, so no Delete button. */
  used: boolean;
}) {
  if (used)
    return (
      <section aria-label="Cannot delete">
        <p>
          The code <strong>{discount.code}</strong> has been used on orders, so it is kept with
          them. Deactivate it instead.
        </p>
        <BackLink href={ctx.path}>Back to all discount codes</BackLink>
      </section>
    );
  return (
    <DeleteConfirmation ctx={ctx} id={discount.id} button="Delete code">
      Delete the code <strong>{discount.code}</strong>? This cannot be undone. A code used on any
      order cannot be deleted; deactivate it instead.
    </DeleteConfirmation>
  );
}
