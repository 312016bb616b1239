import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCredentials, SANDBOX_API_PATH } from '../payments/gateway/gateway-config';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { closeTestApp } from '../../testing/payments-test-kit';
import { requestSandboxToken } from '../../testing/sandbox-client';
import type { SandboxDatabase } from './sandbox-tables';

type Answer = {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: string; message: { code: string; text: string }[] };
  transactions?: { transId: string; invoiceNumber?: string }[];
  totalNumInResultSet?: number;
};

describe.each(testDialects)('the built-in payment sandbox on %s', (dialect) => {
  let t: TestApp;
  const nextYear = new Date().getUTCFullYear() + 1;
  const post = async (body: unknown): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: SANDBOX_API_PATH,
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body.replace(/^\uFEFF/, '')) as Answer;
  };
  const codes = (a: Answer) => a.messages.message.map((m) => m.code);

  beforeAll(async () => {
    t = await createTestApp(dialect, { PAYMENT_RECONCILE_INTERVAL_MS: '0' });
  });
  afterAll(() => closeTestApp(t));

  it('exchanges a good card for a one-time token and keeps neither number nor CVV', async () => {
    const answer = await requestSandboxToken(t.app, {
      cardNumber: '4007000000027',
      cardCode: '321',
    });
    expect(answer.messages).toEqual({
      resultCode: 'Ok',
      message: [{ code: 'I00001', text: 'Successful.' }],
    });
    expect(answer.opaqueData?.dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
    expect(answer.opaqueData?.dataValue.length).toBeGreaterThan(40);
    const sandboxDb = t.app.db.withTables<SandboxDatabase>();
    const rows = await sandboxDb.selectFrom('sandbox_tokens').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('4007000000027');
    expect(stored).not.toContain(answer.opaqueData?.dataValue ?? 'x');
    expect(rows.some((r) => r.card_last4 === '0027' && r.card_type === 'Visa')).toBe(true);
  });

  it('refuses bad cards with the hosted form codes', async () => {
    const cases: [Parameters<typeof requestSandboxToken>[1], string][] = [
      [{ cardNumber: '4111111111111112' }, 'E_WC_05'],
      [{ cardNumber: '1234' }, 'E_WC_05'],
      [{ expirationDate: '132030' }, 'E_WC_06'],
      [{ expirationDate: '012001' }, 'E_WC_08'],
      [{ cardCode: '12' }, 'E_WC_15'],
      [{ cardNumber: '370000000000002', cardCode: '123' }, 'E_WC_15'],
    ];
    for (const [card, code] of cases) {
      const answer = await requestSandboxToken(t.app, card);
      expect(answer.opaqueData, JSON.stringify(card)).toBeUndefined();
      expect(codes(answer), JSON.stringify(card)).toEqual([code]);
    }
    const amex = await requestSandboxToken(t.app, {
      cardNumber: '370000000000002',
      cardCode: '1234',
    });
    expect(amex.messages.resultCode).toBe('Ok');
  });

  it('answers E00007 to a wrong client key and E00003 to keys out of order', async () => {
    const { apiLoginId } = gatewayCredentials(t.env, t.app.secret);
    const token = {
      cardNumber: '4111111111111111',
      expirationDate: `12${nextYear}`,
      cardCode: '123',
    };
    const wrongKey = await post({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: apiLoginId, clientKey: 'guess' },
        data: { type: 'TOKEN', id: 'x', token },
      },
    });
    expect(codes(wrongKey)).toEqual(['E00007']);
    const outOfOrder = await post({
      securePaymentContainerRequest: {
        data: { type: 'TOKEN', id: 'x', token },
        merchantAuthentication: { name: apiLoginId, clientKey: 'guess' },
      },
    });
    expect(codes(outOfOrder)).toEqual(['E00003']);
  });

  it('answers E00003, never an HTTP error, to text that is not a request', async () => {
    // Roots named after Object's own members are unknown requests too, not internal errors.
    const prototypeKeys = ['{"constructor":{}}', '{"toString":{}}', '{"__proto__":{}}'];
    for (const payload of ['not json', '[]', '{"unknownRequest":{}}', '', ...prototypeKeys]) {
      const res = await t.app.inject({ method: 'POST', url: SANDBOX_API_PATH, payload });
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      expect(JSON.parse(res.body.slice(1))).toMatchObject({
        messages: { resultCode: 'Error', message: [{ code: 'E00003' }] },
      });
    }
  });

  it('pages the unsettled transaction list like the API', async () => {
    const { apiLoginId, transactionKey } = gatewayCredentials(t.env, t.app.secret);
    const auth = { name: apiLoginId, transactionKey };
    for (const invoiceNumber of ['INV-A', 'INV-B', 'INV-C']) {
      const token = await requestSandboxToken(t.app, { zip: '' });
      await post({
        createTransactionRequest: {
          merchantAuthentication: auth,
          transactionRequest: {
            transactionType: 'authOnlyTransaction',
            amount: '10.00',
            payment: { opaqueData: token.opaqueData },
            order: { invoiceNumber },
          },
        },
      });
    }
    const list = (offset: number) =>
      post({
        getUnsettledTransactionListRequest: {
          merchantAuthentication: auth,
          sorting: { orderBy: 'submitTimeUTC', orderDescending: false },
          paging: { limit: 2, offset },
        },
      });
    const [first, second, third] = [await list(1), await list(2), await list(3)];
    expect(first.transactions?.map((x) => x.invoiceNumber)).toEqual(['INV-A', 'INV-B']);
    expect(second.transactions?.map((x) => x.invoiceNumber)).toEqual(['INV-C']);
    expect(third.transactions).toBeUndefined();
    expect(third.totalNumInResultSet).toBe(3);
  });

  it('serves the hosted form stand-in as a script that compiles and uses no eval', async () => {
    const res = await t.app.inject('/sandbox/v3/AcceptUI.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(() => new Script(res.body)).not.toThrow();
    expect(res.body).not.toMatch(/\beval\(|new Function\(/);
    expect(res.body).toContain('.AcceptUI');
  });
});
