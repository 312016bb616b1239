import { centsToDecimal, formatCents } from '../../../shared/money';
import {
  ADDON_SLUGS,
  type Service,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from '../../../shared/services/service';
import { formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { SelectField, SlugField, TextArea, TextField } from '../../admin/ui/form-fields';
import { AdminSection, RowActionButton } from '../../admin/ui/form-layout';
import {
  EntryActionsCell,
  EntryForm,
  type EntryWords,
  NewEntryLink,
} from '../../admin/ui/entry-page';
import { AdminTable, WIDE_ONLY, wide } from '../../admin/ui/table';
import type { ServiceRecord } from '../services-admin.service';

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  home_size: 'Home sizes',
  property_age: 'Property ages',
  addon: 'Add-ons',
  additional_unit: 'Additional units',
  reinspection: 'Reinspection',
};

const SERVICES: EntryWords<Pick<Service, 'id' | 'name'>> = {
  one: 'service',
  all: 'services',
  name: (s) => s.name,
};

export function ServiceList({ ctx, services }: { ctx: AdminViewContext; services: Service[] }) {
  return (
    <>
      <NewEntryLink ctx={ctx} words={SERVICES} />
      {SERVICE_CATEGORIES.map((category) => (
        <AdminSection
          key={category}
          headingId={`cat-${category}`}
          title={CATEGORY_LABELS[category]}
          className="mb-4"
        >
          <AdminTable
            caption={CATEGORY_LABELS[category]}
            headers={['Name', wide('Slug'), 'Price', wide('Minutes'), 'Status', 'Actions']}
            empty="None yet."
          >
            {services
              .filter((s) => s.category === category)
              .map((s) => (
                <tr key={s.id} className={s.enabled ? undefined : 'text-body-secondary'}>
                  <td>{s.name}</td>
                  <td className={WIDE_ONLY}>
                    <code>{s.slug}</code>
                  </td>
                  <td>{formatCents(s.price_cents)}</td>
                  <td className={WIDE_ONLY}>{s.minutes}</td>
                  <td>{s.enabled ? 'Enabled' : 'Disabled'}</td>
                  <EntryActionsCell ctx={ctx} entry={s} words={SERVICES} deletable={false}>
                    <RowActionButton
                      ctx={ctx}
                      action={s.enabled ? 'disable' : 'enable'}
                      id={s.id}
                      label={`${s.enabled ? 'Disable' : 'Enable'} ${s.name}`}
                    >
                      {s.enabled ? 'Disable' : 'Enable'}
                    </RowActionButton>
                  </EntryActionsCell>
                </tr>
              ))}
          </AdminTable>
        </AdminSection>
      ))}
    </>
  );
}

export function ServiceForm({ ctx, service }: { ctx: AdminViewContext; service?: ServiceRecord }) {
  const sent = ctx.submitted;
  const value = (name: 'name' | 'slug' | 'description' | 'price' | 'category' | 'minutes') => {
    if (sent) return formValue(sent, name);
    if (!service) return name === 'category' ? 'addon' : name === 'minutes' ? '0' : '';
    if (name === 'minutes') return String(service.minutes);
    return name === 'price' ? centsToDecimal(service.priceCents) : service[name];
  };
  const ruleSlug = service && (Object.values(ADDON_SLUGS) as string[]).includes(service.slug);
  return (
    <EntryForm ctx={ctx} entry={service} words={SERVICES}>
      {service ? (
        <p>
          Category: <strong>{CATEGORY_LABELS[service.category]}</strong>
          {service.enabled ? '' : ' (disabled)'}
        </p>
      ) : (
        <SelectField
          name="category"
          label="Category"
          value={value('category')}
          options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
      )}
      <TextField name="name" label="Name" value={value('name')} required maxLength={200} />
      <TextField
        name="price"
        label="Price (dollars)"
        value={value('price')}
        required
        inputMode="decimal"
        help="For example 375 or 375.50."
      />
      <TextField
        name="minutes"
        label="Minutes it adds to the visit"
        value={value('minutes')}
        type="number"
        inputMode="numeric"
        help="A home size's minutes are the visit's base; the age, add-ons and each additional unit add theirs."
      />
      <SlugField
        value={value('slug')}
        help={
          ruleSlug
            ? 'The order form’s add-on rules use this slug; it cannot be changed.'
            : undefined
        }
      />
      <TextArea name="description" label="Description" value={value('description')} rows={3} />
    </EntryForm>
  );
}
