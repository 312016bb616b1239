import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REINSPECTION_API as API,
  REINSPECTION_MESSAGES as M,
  reinspectionBookingSchema,
} from '../../../shared/reports/reinspections';
import { requireUser } from '../../auth/guards';
import { orderDocs } from '../../booking/order-docs';
import { notFound } from '../../errors';
import { reinspectableOrder, reinspectionService } from './reinspections.service';
import { orderRead } from '../route-ids';

/** Book a reinspection: what the booking form starts from, for the client of the order only. */
export const reinspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`/${API.booking}`, orderRead(reinspectionBookingSchema), async (request) => {
    const user = requireUser(request);
    const original = await reinspectableOrder(app.db, request.query.order, null);
    // Someone else's order is not found, as if it did not exist.
    if (original.userId !== user.id) throw notFound(M.notFound);
    const service = await reinspectionService(app.db);
    const { cart } = orderDocs(original);
    return {
      orderId: original.id,
      property: cart,
      service: { name: service.name, priceCents: service.price_cents, minutes: service.minutes },
    };
  });
};
