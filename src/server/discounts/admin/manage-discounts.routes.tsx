import { formId, formValues, idFrom, parseForm } from '../../admin/ui/admin-form';
import type { AdminContext } from '../../admin/ui/admin-page';
import { defineEntryAdminPage } from '../../admin/ui/entry-admin-page';
import { listServices } from '../../services/services.service';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import type { FormValues } from '../../admin/ui/admin-page';
import { discountFormSchema } from '../discounts-admin-schema';
import {
  createDiscount,
  discountFields,
  editDiscount,
  findDiscount,
  hasUses,
  listDiscounts,
  removeDiscount,
  switchDiscount,
} from '../discounts-admin.service';
import { ConfirmDelete, DiscountList } from './manage-discounts.page';
import { DiscountForm } from './discount-form';

async function fieldsFrom(ctx: AdminContext, form: FormValues) {
  const input = parseForm(discountFormSchema, form);
  const offered = new Set((await listServices(ctx.db)).map((s) => s.id));
  return discountFields(input, formValues(form, 'serviceIds'), offered, await siteTimeZone(ctx));
}

const discountOf = (ctx: Pick<AdminContext, 'db'>, value: string) =>
  findDiscount(ctx.db, idFrom(value, 'discount code'));

/** What the form and the list show the codes with: the services offered and the time zone. */
const servicesAndZone = async (ctx: AdminContext) => ({
  services: await listServices(ctx.db),
  timeZone: await siteTimeZone(ctx),
});

/** Discounts: codes with their uses and limits; create, edit, (de)activate, delete if unused. */
export const discountsAdminPage = defineEntryAdminPage({
  name: 'manage-discounts',
  title: 'Discounts',
  find: discountOf,
  form: async (ctx, discount) => (
    <DiscountForm ctx={ctx} discount={discount} {...await servicesAndZone(ctx)} />
  ),
  views: {
    confirmDelete: async (ctx, discount) => (
      <ConfirmDelete ctx={ctx} discount={discount} used={await hasUses(ctx.db, discount.id)} />
    ),
  },
  list: async (ctx) => (
    <DiscountList
      ctx={ctx}
      discounts={await listDiscounts(ctx.db)}
      {...await servicesAndZone(ctx)}
    />
  ),
  actions: {
    async create(ctx, form) {
      const fields = await fieldsFrom(ctx, form);
      await createDiscount(ctx.db, ctx.actor, fields);
      return { flash: `Discount code ${fields.code} created.`, to: {} };
    },
    async save(ctx, form) {
      const id = formId(form, 'discount code');
      const fields = await fieldsFrom(ctx, form);
      await editDiscount(ctx.db, ctx.actor, id, fields);
      return { flash: `Discount code ${fields.code} saved.`, to: {} };
    },
    async activate(ctx, form) {
      const d = await switchDiscount(ctx.db, ctx.actor, formId(form, 'discount code'), true);
      return { flash: `Discount code ${d.code} is active.` };
    },
    async deactivate(ctx, form) {
      const id = formId(form, 'discount code');
      const d = await switchDiscount(ctx.db, ctx.actor, id, false);
      return { flash: `Discount code ${d.code} is inactive: customers can no longer use it.` };
    },
    async delete(ctx, form) {
      const code = await removeDiscount(ctx.db, ctx.actor, formId(form, 'discount code'));
      return { flash: `Discount code ${code} deleted.`, to: {} };
    },
  },
});
