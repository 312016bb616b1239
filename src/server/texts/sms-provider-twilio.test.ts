import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioProvider } from './sms-provider';

// The Twilio adapter over real HTTP, against a local server that speaks Twilio's REST shape:
// POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth (sid:token), a form body, a JSON
// answer with the message sid (201) or Twilio's error object (400).

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'secret-token';
const env = {
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM_NUMBER: '+14125550100',
  SMS_TIMEOUT_MS: 5_000,
};

interface Seen {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

describe('the Twilio adapter over HTTP', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];

  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      void read(req).then((body) => {
        const form = Object.fromEntries(new URLSearchParams(body));
        seen.push({
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          contentType: req.headers['content-type'] ?? '',
          form,
        });
        res.setHeader('content-type', 'application/json');
        if (form.To === '+14125550999') {
          // Twilio's error answer for a number it cannot reach.
          res.statusCode = 400;
          res.end(
            JSON.stringify({
              code: 21211,
              message: "The 'To' number +14125550999 is not a valid phone number.",
              more_info: 'https://www.twilio.com/docs/errors/21211',
              status: 400,
            }),
          );
          return;
        }
        res.statusCode = 201;
        res.end(
          JSON.stringify({
            sid: 'SM0123456789abcdef0123456789abcdef',
            status: 'queued',
            to: form.To,
            from: form.From,
            body: form.Body,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the form with basic auth to Messages.json and answers the message sid', async () => {
    const provider = twilioProvider(env, base);
    const sent = await provider.send({ to: '+14125550123', body: 'Reminder & café: 9 AM' });
    expect(sent).toEqual({ id: 'SM0123456789abcdef0123456789abcdef' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
    );
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.form).toEqual({
      To: '+14125550123',
      From: '+14125550100',
      Body: 'Reminder & café: 9 AM',
    });
    expect(provider.signingKey).toBe(TOKEN);
  });

  it('throws with Twilio’s status and message when it refuses', async () => {
    const provider = twilioProvider(env, base);
    await expect(provider.send({ to: '+14125550999', body: 'Hi' })).rejects.toThrow(
      "Twilio answered 400: The 'To' number +14125550999 is not a valid phone number.",
    );
  });
});
