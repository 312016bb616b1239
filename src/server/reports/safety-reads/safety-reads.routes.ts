import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  SAFETY_READ_MESSAGES as M,
  SAFETY_READS_API as API,
  safetyReadConfirmSchema,
  safetyReadsSchema,
} from '../../../shared/reports/safety-reads';
import { findCustomerOrder } from '../../booking/customer-orders.service';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { webReportViewer } from '../published/web-report-access';
import { confirmSafetyRead, safetyReads } from './safety-reads.service';
import { orderRead } from '../route-ids';

/** Whoever reads the web report sees the confirmations; the signed-in client confirms. */
async function readerOf(db: Db, request: FastifyRequest, orderId: number) {
  const viewer = await webReportViewer(db, request, orderId, new Date()).catch((e: unknown) => {
    throw e instanceof HttpError && e.statusCode === 404 ? notFound(M.notFound) : e;
  });
  const user = request.user;
  const client =
    viewer === 'customer' && user && (await findCustomerOrder(db, user.id, orderId))
      ? user
      : undefined;
  return { viewer, client };
}

/** The Safety findings read (docs/reports-writing.md). */
export const safetyReadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`/${API.list}`, orderRead(safetyReadsSchema), async (request) => {
    const { client } = await readerOf(app.db, request, request.query.order);
    return safetyReads(app.db, request.query.order, !!client);
  });

  app.post(
    `/${API.confirm}`,
    { schema: { body: safetyReadConfirmSchema, response: { 200: safetyReadsSchema } } },
    async (request) => {
      const { client } = await readerOf(app.db, request, request.body.orderId);
      if (!client) throw new HttpError(403, M.clientOnly);
      const name = `${client.firstName} ${client.lastName}`.trim() || client.email;
      return confirmSafetyRead(app.db, request.body, {
        userId: client.id,
        name: name.slice(0, 200),
        at: new Date(),
      });
    },
  );
};
