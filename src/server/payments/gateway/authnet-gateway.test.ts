import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expireSandboxTokens,
  sandboxOpaqueData,
  type SandboxCard,
} from '../../../testing/sandbox-client';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { closeTestApp } from '../../../testing/payments-test-kit';
import { createAuthnetGateway } from './authnet-gateway';
import { gatewayCredentials, SANDBOX_API_PATH } from './gateway-config';
import type { PaymentGateway } from './gateway.types';

// The adapter against the built-in sandbox over real HTTP: the app listens on a free port and the
// adapter is pointed at it, exactly as it talks to Authorize.Net.

const TIMEOUT_MS = 1000;

describe.each(testDialects)('the gateway adapter over HTTP on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  let gateway: PaymentGateway;
  let invoiceCounter = 0;
  const invoice = () => `T${Date.now()}${(invoiceCounter += 1)}`.slice(-20);
  const token = (card: SandboxCard = {}) => sandboxOpaqueData(t.app, card);
  const adapter = (overrides: { transactionKey?: string; url?: string } = {}) => {
    const creds = gatewayCredentials(t.env, t.app.secret);
    return createAuthnetGateway({
      endpoint: () => ({ url: overrides.url ?? url, fetch: globalThis.fetch }),
      apiLoginId: creds.apiLoginId,
      transactionKey: overrides.transactionKey ?? creds.transactionKey,
      timeoutMs: TIMEOUT_MS,
    });
  };
  const authorize = async (card: SandboxCard = {}, amountCents = 12500, inv = invoice()) =>
    gateway.authorize({
      amountCents,
      opaqueData: await token(card),
      invoiceNumber: inv,
      refId: '1',
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}${SANDBOX_API_PATH}`;
    gateway = adapter();
  });
  afterAll(() => closeTestApp(t));

  it('approves an authorization and answers its transaction', async () => {
    const result = await authorize({ cardNumber: '5424000000000015' });
    expect(result).toMatchObject({
      status: 'approved',
      responseCode: '1',
      reasonCode: '1',
      accountNumber: 'XXXX0015',
      accountType: 'MasterCard',
    });
    if (result.status !== 'approved') return;
    expect(result.transactionId).toMatch(/^\d{11}$/);
    expect(result.authCode).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('declines the card when the ZIP is 46282', async () => {
    const result = await authorize({ zip: '46282' });
    expect(result).toMatchObject({ status: 'declined', responseCode: '2', reasonCode: '2' });
  });

  it('refuses a repeat of the same card, amount and invoice as a duplicate (reason 11)', async () => {
    const inv = invoice();
    expect((await authorize({}, 9900, inv)).status).toBe('approved');
    const repeat = await authorize({}, 9900, inv);
    expect(repeat).toMatchObject({ status: 'error', responseCode: '3', reasonCode: '11' });
    expect(repeat.status === 'error' && repeat.transactionId).toBeNull();
    expect((await authorize({}, 9900, invoice())).status).toBe('approved');
  });

  it('takes a one-time token once only (E00114) and not after 15 minutes (E00115)', async () => {
    const opaqueData = await token();
    const call = () =>
      gateway.authorize({ amountCents: 500, opaqueData, invoiceNumber: invoice(), refId: '2' });
    expect((await call()).status).toBe('approved');
    expect(await call()).toMatchObject({ status: 'rejected', code: 'E00114' });
    const unknown = { ...opaqueData, dataValue: 'bm90IGEgdG9rZW4=' };
    expect(
      await gateway.authorize({
        amountCents: 500,
        opaqueData: unknown,
        invoiceNumber: invoice(),
        refId: '3',
      }),
    ).toMatchObject({ status: 'rejected', code: 'E00114' });

    const old = await token();
    // Arrange: the sandbox's clock is real time, so age the stored token instead of waiting.
    await expireSandboxTokens(t.app);
    expect(
      await gateway.authorize({
        amountCents: 500,
        opaqueData: old,
        invoiceNumber: invoice(),
        refId: '4',
      }),
    ).toMatchObject({ status: 'rejected', code: 'E00115' });
  });

  it('captures once; a second capture answers 311 and moves no more money', async () => {
    const auth = await authorize({}, 20000);
    const transactionId = auth.status === 'approved' ? auth.transactionId : '';
    expect(await gateway.capture({ transactionId, amountCents: 20000 })).toMatchObject({
      status: 'approved',
      reasonCode: '1',
      transactionId,
    });
    expect(await gateway.capture({ transactionId })).toMatchObject({
      status: 'approved',
      reasonCode: '311',
    });
  });

  it('refuses to capture more than was authorized (reason 47)', async () => {
    const auth = await authorize({}, 10000);
    const transactionId = auth.status === 'approved' ? auth.transactionId : '';
    expect(await gateway.capture({ transactionId, amountCents: 10001 })).toMatchObject({
      status: 'error',
      reasonCode: '47',
    });
    expect((await gateway.capture({ transactionId, amountCents: 10000 })).status).toBe('approved');
  });

  it('voids an unsettled capture, answers 310 to a second void, and will not capture it', async () => {
    const auth = await authorize({}, 15000);
    const transactionId = auth.status === 'approved' ? auth.transactionId : '';
    expect((await gateway.capture({ transactionId })).status).toBe('approved');
    expect(await gateway.void({ transactionId })).toMatchObject({
      status: 'approved',
      reasonCode: '1',
    });
    expect(await gateway.void({ transactionId })).toMatchObject({
      status: 'approved',
      reasonCode: '310',
    });
    expect(await gateway.capture({ transactionId })).toMatchObject({
      status: 'error',
      reasonCode: '16',
    });
  });

  it('answers reason 16 for a transaction it never made', async () => {
    expect(await gateway.void({ transactionId: '99999999999' })).toMatchObject({
      status: 'error',
      reasonCode: '16',
    });
  });

  it('sends the body with a byte-order mark, always with HTTP 200', async () => {
    const res = await fetch(url, { method: 'POST', body: '{"nonsense":true}' });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(() => JSON.parse(bytes.toString('utf8'))).toThrow();
    expect(JSON.parse(bytes.toString('utf8').slice(1))).toMatchObject({
      messages: { resultCode: 'Error', message: [{ code: 'E00003' }] },
    });
  });

  it('refuses keys out of schema order with E00003', async () => {
    const creds = gatewayCredentials(t.env, t.app.secret);
    const body = {
      createTransactionRequest: {
        merchantAuthentication: { name: creds.apiLoginId, transactionKey: creds.transactionKey },
        transactionRequest: { amount: '5.00', transactionType: 'authOnlyTransaction' },
      },
    };
    const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
    const answer = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as {
      messages: { message: { code: string; text: string }[] };
    };
    expect(res.status).toBe(200);
    expect(answer.messages.message[0]?.code).toBe('E00003');
    expect(answer.messages.message[0]?.text).toContain("invalid child element 'transactionType'");
  });

  it('answers E00007 to wrong credentials', async () => {
    const wrong = adapter({ transactionKey: 'not-the-key-123' });
    expect(await wrong.void({ transactionId: '80000000001' })).toMatchObject({
      status: 'rejected',
      code: 'E00007',
    });
  });

  it('gives up after PAYMENT_TIMEOUT_MS, though the authorization was made (ZIP 46903)', async () => {
    const inv = invoice();
    const started = Date.now();
    const result = await authorize({ zip: '46903' }, 4200, inv);
    expect(result.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 800);
    const found = await gateway.findUnsettledByInvoice(inv);
    expect(found).toMatchObject({
      status: 'ok',
      transactions: [
        { invoiceNumber: inv, transactionStatus: 'authorizedPendingCapture', amountCents: 4200 },
      ],
    });
  });

  it('fails capture (ZIP 46901) and void (ZIP 46902) on the fault switches', async () => {
    const a = await authorize({ zip: '46901' });
    const b = await authorize({ zip: '46902' });
    const id = (r: typeof a) => (r.status === 'approved' ? r.transactionId : '');
    expect(await gateway.capture({ transactionId: id(a) })).toMatchObject({
      status: 'error',
      reasonCode: '19',
    });
    expect(await gateway.void({ transactionId: id(b) })).toMatchObject({
      status: 'error',
      reasonCode: '19',
    });
    expect((await gateway.void({ transactionId: id(a) })).status).toBe('approved');
  });

  it('lists only the transactions of the invoice asked for', async () => {
    const inv = invoice();
    await authorize({}, 1111, inv);
    await authorize({}, 2222, invoice());
    const found = await gateway.findUnsettledByInvoice(inv);
    expect(found.status === 'ok' && found.transactions.map((x) => x.amountCents)).toEqual([1111]);
  });

  it('answers "unreachable" when nothing listens', async () => {
    const nowhere = adapter({ url: 'http://127.0.0.1:9/xml/v1/request.api' });
    expect((await nowhere.void({ transactionId: '1' })).status).toBe('unreachable');
  });

  it("reaches the sandbox through the app's own gateway on its loopback address", async () => {
    const result = await t.app.gateway.authorize({
      amountCents: 3000,
      opaqueData: await token(),
      invoiceNumber: invoice(),
      refId: '9',
    });
    expect(result.status).toBe('approved');
  });
});
