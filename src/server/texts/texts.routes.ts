import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INBOUND_TEXT_PATH,
  inboundTextAnswerSchema,
  inboundTextSchema,
} from '../../shared/texts/texts-api';
import { safeEqual } from '../auth/session-crypto';
import { forbidden } from '../errors';
import { createSlidingWindowLimiter } from '../rate-limits/sliding-window-limiter';
import { perAddress } from '../rate-limits/per-address';
import { twilioSignature } from './sms-provider';
import { receiveText } from './texts.service';

/**
 * The provider's inbound webhook: signed (X-Twilio-Signature over the public URL and the fields)
 * instead of CSRF-checked, and rate-limited per address.
 */
export const textsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createSlidingWindowLimiter<string>({
    bucket: 'sms-inbound',
    windowMs: 60_000,
    perWindow: 120,
    message: 'Too many requests.',
  });
  app.post(
    '/sms_inbound.php',
    {
      config: { csrf: false },
      schema: { body: inboundTextSchema, response: { 200: inboundTextAnswerSchema } },
      preHandler: perAddress(limiter),
    },
    async (request) => {
      const now = new Date();
      const fields = request.body as Record<string, string>;
      const expected = twilioSignature(
        app.sms.signingKey,
        `${app.env.PUBLIC_URL}${INBOUND_TEXT_PATH}`,
        fields,
      );
      const sent = request.headers['x-twilio-signature'];
      if (typeof sent !== 'string' || !safeEqual(sent, expected))
        throw forbidden('The signature does not match.');
      await receiveText(
        app.db,
        { from: fields.From ?? '', body: fields.Body ?? '', providerId: fields.MessageSid ?? '' },
        now,
      );
      return { received: true as const };
    },
  );
};
