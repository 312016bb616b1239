import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inspectionDetailSchema,
  type InspectionList,
  inspectionListSchema,
} from '../../shared/portal/inspection-view';
import { requireUser } from '../auth/guards';
import { notFound } from '../errors';
import { INSPECTION_NOT_FOUND } from '../../shared/portal/inspection-view';
import { myInspection, myInspections } from './portal.service';
import { manageLinkRoutes } from './manage-link.routes';

const MAX_ID = 2_147_483_647;
// Any id that names no order of this customer is the same 404, a malformed one included.
const idQuery = z.object({ id: z.string().max(20).optional() });

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(manageLinkRoutes);
  const list = { response: { 200: inspectionListSchema } };
  app.get('/my_inspections.php', { schema: list }, async (request): Promise<InspectionList> => {
    const user = requireUser(request);
    return { inspections: await myInspections(app.db, user.id, new Date()) };
  });

  app.get(
    '/my_inspection.php',
    { schema: { querystring: idQuery, response: { 200: inspectionDetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      const text = request.query.id ?? '';
      const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
      if (id < 1 || id > MAX_ID) throw notFound(INSPECTION_NOT_FOUND);
      return myInspection(app.db, user.id, id, new Date());
    },
  );
};
