import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementViewSchema,
  signAgreementSchema,
  signedAgreementSchema,
} from '../../shared/agreements/agreement';
import { isAdministrator, requireUser } from '../auth/guards';
import { sendPdf } from '../pdf/pdf-document';
import { getSiteSettings } from '../settings/settings.service';
import { agreementPdfName, renderAgreementPdf } from './agreement-pdf';
import { customerAgreement, downloadableAgreement, signAgreement } from './agreements.service';
import { savedOrFound } from '../plugins/route-answers';

const orderQuery = {
  querystring: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
};

export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The text to sign, or the signed record; someone else's order is 404.
  const view = { ...orderQuery, response: { 200: agreementViewSchema } };
  app.get('/order_agreement.php', { schema: view }, async (request) =>
    customerAgreement(app.db, requireUser(request).id, request.query.id),
  );

  // → the signed record: 201 when signed now, 200 when it already was.
  app.post(
    '/sign_agreement.php',
    {
      schema: {
        body: signAgreementSchema,
        response: savedOrFound(signedAgreementSchema),
      },
    },
    async (request, reply) => {
      const result = await signAgreement(app.db, {
        userId: requireUser(request).id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        request: request.body,
        now: new Date(),
        rules: {
          settings: await getSiteSettings(app.db, app.env),
          publicUrl: app.env.PUBLIC_URL,
        },
      });
      return reply.status(result.created ? 201 : 200).send(result.agreement);
    },
  );

  app.get('/agreement_pdf.php', { schema: orderQuery }, async (request, reply) => {
    const user = requireUser(request);
    const agreement = await downloadableAgreement(
      app.db,
      { userId: user.id, administrator: isAdministrator(user) },
      request.query.id,
    );
    const settings = await getSiteSettings(app.db, app.env);
    const pdf = await renderAgreementPdf({
      agreement,
      businessName: settings.businessName,
      timeZone: settings.timeZone,
    });
    return sendPdf(reply, agreementPdfName(agreement.orderId), pdf);
  });
};
