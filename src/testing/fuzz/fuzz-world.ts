import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { csrfTokenFor, newRandomToken, sha256Hex } from '../../server/auth/session-crypto';
import { insertSession } from '../../server/auth/session.repository';
import { sessionCookieName } from '../../server/auth/session.service';
import { type Env, parseEnv } from '../../server/env';
import { insertDiscount } from '../../server/discounts/discounts.repository';
import { gatewayCredentials } from '../../server/payments/gateway/gateway-config';
import { upsertCustomerUser } from '../../server/users/users.service';
import { percentCode } from '../discounts-test-kit';
import { addSlots, validSubmission } from '../order-test-kit';
import { startSmtpCatcher } from '../smtp-catcher';
import { createTestDatabase, type TestDatabase } from '../test-app';
import { type AdminForm, scrapeAdminForms } from './admin-forms';
import { portalSeeds } from './portal-seeds';
import { type ServedRoute, servedRoutes } from './route-list';

export type Identity = 'none' | 'visitor' | 'customer' | 'admin';

/** What a request may start from: valid bodies and queries of each route, by "METHOD url". */
export interface Seeds {
  json: Record<string, unknown[]>;
  query: Record<string, Record<string, string>[]>;
  forms: Record<string, AdminForm[]>;
}

export interface FuzzWorld {
  app: FastifyInstance;
  env: Env;
  routes: ServedRoute[];
  seeds: Seeds;
  /** A fresh session of the identity: its cookie header and CSRF token. */
  session(identity: Identity): Promise<{ cookie: string; csrf: string } | undefined>;
  close(): Promise<void>;
}

export const FUZZ_ADMIN = 'fuzz-admin@example.test';
const FUZZ_CUSTOMER = 'fuzz-customer@example.test';
/** FUZZ_LOG_LEVEL (e.g. error) shows the app's log, to see what a finding's answer hid. */
const logLevel = process.env.FUZZ_LOG_LEVEL;

/** A built client stand-in, so the SPA's routes answer as in production without a build. */
function clientStandIn(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hi-fuzz-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'app-0000.js'), 'export {};');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The whole app on a fresh database, with a customer, an administrator and valid seeds. */
export async function createFuzzWorld(dialect: 'sqlite' | 'postgres'): Promise<FuzzWorld> {
  const database: TestDatabase = await createTestDatabase(dialect);
  const clientDir = clientStandIn();
  // Mail goes to a real SMTP catcher, as it would to a mail server (not printed to the console).
  const catcher = await startSmtpCatcher();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: logLevel ?? 'silent',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAIL: FUZZ_ADMIN,
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    SMTP_URL: catcher.url,
  });
  const app = await buildApp(env, { logger: logLevel !== undefined, clientDir });
  await app.ready();
  const now = () => new Date().toISOString();
  const customerId = await upsertCustomerUser(
    app.db,
    { email: FUZZ_CUSTOMER, firstName: 'Fuzz', lastName: 'Customer', phone: '' },
    now(),
  );
  const admin = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', FUZZ_ADMIN)
    .executeTakeFirstOrThrow();

  const session = async (identity: Identity) => {
    if (identity === 'none') return undefined;
    const token = newRandomToken();
    const id = sha256Hex(token);
    const userId = identity === 'admin' ? admin.id : identity === 'customer' ? customerId : null;
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await insertSession(app.db, { id, userId, now: now(), expiresAt });
    return { cookie: `${sessionCookieName(env)}=${token}`, csrf: csrfTokenFor(app.secret, id) };
  };

  const routes = servedRoutes(app);
  const adminSession = await session('admin');
  const seeds = await seedsFor(app, env, routes, {
    adminCookie: adminSession?.cookie ?? '',
    visitor: await session('visitor'),
    customer: await session('customer'),
  });
  return {
    app,
    env,
    routes,
    seeds,
    session,
    close: async () => {
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, 250));
      await database.drop();
      await catcher.stop();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

async function seedsFor(
  app: FastifyInstance,
  env: Env,
  routes: ServedRoute[],
  sessions: {
    adminCookie: string;
    visitor?: { cookie: string; csrf: string };
    customer?: { cookie: string; csrf: string };
  },
): Promise<Seeds> {
  const [slotId = 1, portalSlotId = 2] = await addSlots(app.db, [48, 72]);
  const order = await validSubmission(app.db, slotId, 'fuzz-order@example.test');
  const checkout = { slot_id: order.slot_id, cart: order.cart, order_uuid: order.order_uuid };
  // A token the server really issued (to another session: the fuzzer's sessions are new each
  // time), so authorize.php is fuzzed past its validation into the checkout look-up.
  const issued = await app.inject({
    method: 'POST',
    url: '/cms-admin/api/payment/checkout.php',
    headers: {
      cookie: sessions.visitor?.cookie ?? '',
      'x-xsrf-token': sessions.visitor?.csrf ?? '',
    },
    payload: checkout,
  });
  if (issued.statusCode !== 200) throw new Error(`fuzz seed checkout refused: ${issued.body}`);
  const { checkout_token, amount } = issued.json<{ checkout_token: string; amount: string }>();
  const { apiLoginId, transactionKey, clientKey } = gatewayCredentials(env, app.secret);
  const auth = { name: apiLoginId, transactionKey };
  const api = '/cms-admin/api';
  // A live code, so apply_discount.php and a discounted order are fuzzed past the code's look-up.
  await insertDiscount(app.db, percentCode('FUZZ10', 10), new Date().toISOString());
  const json: Seeds['json'] = {
    [`POST ${api}/apply_discount.php`]: [{ code: 'fuzz10', cart: order.cart }],
    [`POST ${api}/request_login_link.php`]: [{ email: 'someone@example.test' }],
    [`POST ${api}/authenticate.php`]: [{ code: '123456' }],
    [`POST ${api}/logout.php`]: [{}],
    [`POST ${api}/inspection_orders.php`]: [
      order,
      { ...order, order_uuid: randomUUID(), payment_status: 'authorized' },
      { ...order, order_uuid: randomUUID(), discount_code: 'FUZZ10' },
    ],
    [`POST ${api}/payment/authorize.php`]: [
      {
        opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'x'.repeat(40) },
        amount,
        order_uuid: order.order_uuid,
        checkout_token,
      },
    ],
    [`POST ${api}/payment/checkout.php`]: [checkout, { ...checkout, order_uuid: randomUUID() }],
    [`POST ${api}/payment/capture.php`]: [{ transactionId: '1234567', order_id: 1 }],
    [`POST ${api}/payment/void.php`]: [{ transactionId: '1234567' }],
    ['POST /sandbox/xml/v1/request.api']: [
      { authenticateTestRequest: { merchantAuthentication: auth } },
      {
        securePaymentContainerRequest: {
          merchantAuthentication: { name: apiLoginId, clientKey },
          data: {
            type: 'TOKEN',
            id: randomUUID(),
            token: { cardNumber: '4111111111111111', expirationDate: '122030', cardCode: '123' },
          },
        },
      },
      {
        createTransactionRequest: {
          merchantAuthentication: auth,
          transactionRequest: {
            transactionType: 'authOnlyTransaction',
            amount: '125.00',
            payment: {
              opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'x' },
            },
          },
        },
      },
    ],
  };
  const query: Seeds['query'] = {
    [`GET ${api}/pages.php`]: [{ slug: 'about' }, { id: '1' }],
    [`GET ${api}/get_slots.php`]: [{ future: 'true', limit: '20' }, {}, { inspector: '1' }],
    [`GET ${api}/inspection_orders.php`]: [{ id: '1' }],
    [`GET ${api}/authenticate.php`]: [{ token: 'A'.repeat(43) }],
  };
  if (sessions.customer) {
    const portal = await portalSeeds(app, sessions.customer, FUZZ_CUSTOMER, portalSlotId);
    Object.assign(json, portal.json);
    Object.assign(query, portal.query);
  }
  const forms = await scrapeAdminForms(app, routes, sessions.adminCookie);
  for (const [key, list] of Object.entries(forms.links)) query[key] = list;
  return { json, query, forms: forms.forms };
}
