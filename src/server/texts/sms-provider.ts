import { createHmac, randomBytes } from 'node:crypto';
import type { Env } from '../env';

// The text message provider: Twilio's REST API, or the built-in sandbox that sends nothing and
// answers as Twilio does. Inbound texts reach /cms-admin/api/sms_inbound.php as Twilio's webhook
// posts them, signed with X-Twilio-Signature.

export interface SmsProvider {
  readonly name: 'sandbox' | 'twilio';
  /** Sends one text; answers the provider's message id, or throws with the reason. */
  send(message: { to: string; body: string }): Promise<{ id: string }>;
  /** The key inbound webhooks are signed with (Twilio: the auth token). */
  readonly signingKey: string;
}

/** Twilio's request signature: HMAC-SHA1 of the URL and the sorted form fields, base64. */
export function twilioSignature(key: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', key).update(data).digest('base64');
}

export function sandboxProvider(secret: string): SmsProvider {
  return {
    name: 'sandbox',
    signingKey: createHmac('sha256', secret).update('sms-sandbox').digest('hex'),
    send: async () => ({ id: `SM${randomBytes(16).toString('hex')}` }),
  };
}

/** Twilio's REST API; a test gives a local server speaking its shape instead. */
export const TWILIO_API = 'https://api.twilio.com';

export function twilioProvider(
  env: Pick<
    Env,
    'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM_NUMBER' | 'SMS_TIMEOUT_MS'
  >,
  apiBase = TWILIO_API,
): SmsProvider {
  const sid = env.TWILIO_ACCOUNT_SID ?? '';
  const token = env.TWILIO_AUTH_TOKEN ?? '';
  const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  return {
    name: 'twilio',
    signingKey: token,
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: env.TWILIO_FROM_NUMBER ?? '', Body: body }),
        signal: AbortSignal.timeout(env.SMS_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: unknown;
        message?: unknown;
      };
      if (!response.ok || typeof answer.sid !== 'string')
        throw new Error(
          `Twilio answered ${response.status}: ${typeof answer.message === 'string' ? answer.message.slice(0, 200) : 'no message id'}`,
        );
      return { id: answer.sid };
    },
  };
}
