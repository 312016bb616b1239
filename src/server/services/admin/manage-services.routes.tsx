import { formatCents } from '../../../shared/money';
import { entryOf, formId, parseForm } from '../../admin/ui/admin-form';
import { defineEntryAdminPage } from '../../admin/ui/entry-admin-page';
import { ServiceForm, ServiceList } from './manage-services.page';
import {
  createService,
  editService,
  findServiceRecord,
  listServices,
  SERVICE_NOT_FOUND,
  serviceCreateSchema,
  serviceEditSchema,
  switchService,
} from '../services-admin.service';

const serviceOf = entryOf(findServiceRecord, 'service', SERVICE_NOT_FOUND);

/** Services: list by category, create, edit name/price/slug/description, enable/disable. */
export const servicesAdminPage = defineEntryAdminPage({
  name: 'manage-services',
  title: 'Services',
  find: serviceOf,
  form: (ctx, service) => <ServiceForm ctx={ctx} service={service} />,
  list: async (ctx) => <ServiceList ctx={ctx} services={await listServices(ctx.db)} />,
  actions: {
    async create(ctx, form) {
      const input = parseForm(serviceCreateSchema, form);
      await createService(ctx.db, ctx.actor, input);
      return { flash: `Service “${input.name}” created at ${formatCents(input.price)}.`, to: {} };
    },
    async save(ctx, form) {
      const id = formId(form, 'service');
      const input = parseForm(serviceEditSchema, form);
      await editService(ctx.db, ctx.actor, id, input);
      return {
        flash: `Service “${input.name}” saved (${formatCents(input.price)}). The order form uses it at once.`,
        to: {},
      };
    },
    async enable(ctx, form) {
      const id = formId(form, 'service');
      const name = await switchService(ctx.db, ctx.actor, id, 'enable');
      return { flash: `Service “${name}” enabled.` };
    },
    async disable(ctx, form) {
      const id = formId(form, 'service');
      const name = await switchService(ctx.db, ctx.actor, id, 'disable');
      return { flash: `Service “${name}” disabled: the order form no longer offers it.` };
    },
  },
});
