import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPAIR_REQUEST_API as API,
  repairItemRemoveSchema,
  repairItemSaveSchema,
  repairRequestCreateSchema,
  repairRequestSchema,
  repairRequestsSchema,
  repairRevokeSchema,
  repairShareAnswerSchema,
  repairShareSchema,
  sellerRequestSchema,
} from '../../../shared/reports/repair-requests';
import { editableRequest, mustEdit, orderViewer } from './repair-access';
import {
  createRepairRequest,
  listRepairRequests,
  removeRepairItem,
  repairRequestAnswer,
  saveRepairItem,
} from './repair-requests.service';
import {
  requestOfLink,
  revokeSellerLink,
  sellerRequest,
  shareRepairRequest,
} from './seller-links.service';
import { orderRead } from '../route-ids';

/** The repair requests of a published report, and the seller's link (docs/reports-writing.md). */
export const repairRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { user?: { id: number } | null }) => ({
    userId: request.user?.id ?? null,
    at: new Date(),
  });
  /** Who acts, and the request they change (the body's `requestId`), or a refusal. */
  const editing = async (request: FastifyRequest & { body: { requestId: number } }) => {
    const by = actor(request);
    return { by, row: await editableRequest(app.db, request, request.body.requestId, by.at) };
  };

  app.get(`/${API.list}`, orderRead(repairRequestsSchema), async (request) => {
    const now = new Date();
    const viewer = await orderViewer(app.db, request, request.query.order, now);
    return {
      canEdit: viewer !== 'business',
      requests: await listRepairRequests(app.db, request.query.order, now),
    };
  });

  app.post(
    `/${API.list}`,
    { schema: { body: repairRequestCreateSchema, response: { 200: repairRequestSchema } } },
    async (request) => {
      const by = actor(request);
      mustEdit(await orderViewer(app.db, request, request.body.orderId, by.at));
      return createRepairRequest(app.db, request.body, by);
    },
  );

  app.post(
    `/${API.item}`,
    { schema: { body: repairItemSaveSchema, response: { 200: repairRequestSchema } } },
    async (request) => {
      const { by, row } = await editing(request);
      return saveRepairItem(app.db, row, request.body, by);
    },
  );

  app.post(
    `/${API.itemRemove}`,
    { schema: { body: repairItemRemoveSchema, response: { 200: repairRequestSchema } } },
    async (request) => {
      const { by, row } = await editing(request);
      return removeRepairItem(app.db, row, request.body.findingId, by);
    },
  );

  app.post(
    `/${API.share}`,
    { schema: { body: repairShareSchema, response: { 200: repairShareAnswerSchema } } },
    async (request) => {
      const { by, row } = await editing(request);
      const path = await shareRepairRequest(app.db, row, by);
      return { path, request: await repairRequestAnswer(app.db, row.id, by.at) };
    },
  );

  app.post(
    `/${API.revoke}`,
    { schema: { body: repairRevokeSchema, response: { 200: repairRequestSchema } } },
    async (request) => {
      const by = actor(request);
      const row = await requestOfLink(app.db, request.body.linkId);
      await editableRequest(app.db, request, row.id, by.at);
      await revokeSellerLink(app.db, row, request.body.linkId, by);
      return repairRequestAnswer(app.db, row.id, by.at);
    },
  );

  app.get(
    `/${API.seller}`,
    {
      schema: {
        querystring: z.object({ token: z.string().max(200) }),
        response: { 200: sellerRequestSchema },
      },
    },
    async (request) =>
      sellerRequest({ db: app.db, env: app.env }, request.query.token, request.ip, new Date()),
  );
};
