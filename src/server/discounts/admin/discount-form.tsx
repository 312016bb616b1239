import { dayOf, lastDayBefore } from '../../../shared/discounts/discount-dates';
import { centsToDecimal } from '../../../shared/money';
import type { Service } from '../../../shared/services/service';
import { checkedIn, formValue, formValues } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { CheckboxField, FieldColumns, SelectField, TextField } from '../../admin/ui/form-fields';
import { FieldGroup } from '../../admin/ui/form-layout';
import { EntryForm } from '../../admin/ui/entry-page';
import type { DiscountRecord } from '../discounts-admin.service';
import { DISCOUNT_CODES } from './manage-discounts.page';

// Discounts → new or edit: the code's terms, the services it applies to, its days and its uses.

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
];

const AMOUNT_FIELDS = [
  {
    name: 'percent',
    label: 'Percentage off',
    inputMode: 'numeric',
    maxLength: 3,
    help: 'For a percentage: a whole number from 1 to 100.',
  },
  {
    name: 'amount',
    label: 'Amount off (dollars)',
    inputMode: 'decimal',
    maxLength: 20,
    help: 'For a fixed amount, e.g. 25 or 25.50; never more than the services it applies to.',
  },
] as const;

const DAY_FIELDS = [
  { name: 'validFrom', type: 'date', label: 'First day (optional)' },
  {
    name: 'validTo',
    type: 'date',
    label: 'Last day (optional)',
    help: 'Usable until the end of this day.',
  },
] as const;

const USE_FIELDS = [
  {
    name: 'maxUses',
    label: 'Total uses (optional)',
    inputMode: 'numeric',
    maxLength: 7,
    help: 'Empty: no limit. A cancelled booking gives its use back.',
  },
  {
    name: 'maxUsesPerCustomer',
    label: 'Uses per customer (optional)',
    inputMode: 'numeric',
    maxLength: 7,
    help: 'Counted by e-mail address.',
  },
] as const;

type TextName =
  | 'code'
  | 'kind'
  | (typeof AMOUNT_FIELDS)[number]['name']
  | (typeof DAY_FIELDS)[number]['name']
  | (typeof USE_FIELDS)[number]['name'];

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
  services: readonly (Pick<Service, 'id' | 'name'> & { enabled: boolean })[];
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
  const active = checkedIn(sent, 'active', discount?.active ?? true);
  return (
    <EntryForm ctx={ctx} entry={discount} words={DISCOUNT_CODES}>
      <TextField
        name="code"
        label="Code"
        value={value('code')}
        required
        maxLength={32}
        help="Letters, digits, dashes and underscores, at most 32; customers may type it in any case."
      />
      <SelectField name="kind" label="Kind" value={value('kind')} options={KIND_OPTIONS} />
      <FieldColumns fields={AMOUNT_FIELDS} value={value} />
      <FieldGroup legend="Services it applies to" describedBy="services-help">
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
      </FieldGroup>
      <FieldColumns fields={DAY_FIELDS} value={value} />
      <FieldColumns fields={USE_FIELDS} value={value} />
      <CheckboxField name="active" label="Active: customers can use it" checked={active} />
    </EntryForm>
  );
}
