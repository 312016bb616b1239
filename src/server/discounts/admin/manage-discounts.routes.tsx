import { formId, formValues, idFrom, parseForm } from '../../admin/ui/admin-form';
import { type AdminContext, defineAdminPage } from '../../admin/ui/admin-page';
import { listServices } from '../../services/services.service';
import { getSiteSettings } from '../../settings/settings.service';
import type { FormValues } from '../../admin/ui/admin-page';
import { discountFormSchema } from '../discounts-admin.schema';
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

const timeZoneOf = async (ctx: AdminContext) =>
  (await getSiteSettings(ctx.db, ctx.app.env)).timeZone;

async function fieldsFrom(ctx: AdminContext, form: FormValues) {
  const input = parseForm(discountFormSchema, form);
  const offered = new Set((await listServices(ctx.db)).map((s) => s.id));
  return discountFields(input, formValues(form, 'serviceIds'), offered, await timeZoneOf(ctx));
}

const idOf = (value: string) => idFrom(value, 'discount code');

/** Discounts: codes with their uses and limits; create, edit, (de)activate, delete if unused. */
export const discountsAdminPage = defineAdminPage({
  name: 'manage-discounts',
  title: 'Discounts',
  async view(ctx) {
    const { query } = ctx;
    const timeZone = await timeZoneOf(ctx);
    const services = await listServices(ctx.db);
    if (query.new !== undefined)
      return <DiscountForm ctx={ctx} services={services} timeZone={timeZone} />;
    if (query.edit) {
      const discount = await findDiscount(ctx.db, idOf(query.edit));
      return <DiscountForm ctx={ctx} discount={discount} services={services} timeZone={timeZone} />;
    }
    if (query.confirmDelete) {
      const discount = await findDiscount(ctx.db, idOf(query.confirmDelete));
      return (
        <ConfirmDelete ctx={ctx} discount={discount} used={await hasUses(ctx.db, discount.id)} />
      );
    }
    const discounts = await listDiscounts(ctx.db);
    return <DiscountList ctx={ctx} discounts={discounts} services={services} timeZone={timeZone} />;
  },
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
