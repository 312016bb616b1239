import { discountTerms } from '../../../shared/discounts/discount';
import { lastDayBefore } from '../../../shared/discounts/discount-dates';
import { formatDate } from '../../../shared/time';
import type { Service } from '../../../shared/services/service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { BackLink, DeleteConfirmation, RowActionButton } from '../../admin/ui/form-layout';
import { EntryActionsCell, type EntryWords, NewEntryLink } from '../../admin/ui/entry-page';
import { AdminTable, WIDE_ONLY, wide } from '../../admin/ui/table';
import type { DiscountRecord } from '../discounts-admin.service';

type Named = Pick<Service, 'id' | 'name'>;

export const DISCOUNT_CODES: EntryWords<DiscountRecord> = {
  one: 'discount code',
  all: 'discount codes',
  short: 'code',
  name: (d) => `the code ${d.code}`,
};

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
      <NewEntryLink ctx={ctx} words={DISCOUNT_CODES} />
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
            <EntryActionsCell ctx={ctx} entry={d} words={DISCOUNT_CODES}>
              <RowActionButton
                ctx={ctx}
                action={d.active ? 'deactivate' : 'activate'}
                id={d.id}
                label={`${d.active ? 'Deactivate' : 'Activate'} the code ${d.code}`}
              >
                {d.active ? 'Deactivate' : 'Activate'}
              </RowActionButton>
            </EntryActionsCell>
          </tr>
        ))}
      </AdminTable>
    </>
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
