import { z } from 'zod';

// POST /cms-admin/api/sms_inbound.php: an inbound text as the provider's webhook posts it
// (Twilio's form fields), and the answer.

// Loose: the provider signs every field it posts (AccountSid, NumMedia, …), so all are kept.
export const inboundTextSchema = z.looseObject({
  From: z.string().min(1).max(40),
  To: z.string().max(40).optional(),
  Body: z.string().max(1_600),
  MessageSid: z.string().max(64).optional(),
});

export const inboundTextAnswerSchema = z.strictObject({ received: z.literal(true) });
export type InboundTextAnswer = z.infer<typeof inboundTextAnswerSchema>;

export const INBOUND_TEXT_PATH = '/cms-admin/api/sms_inbound.php';
