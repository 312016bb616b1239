import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { API, askForLink, browser } from './sign-in-testing';
import { upsertCustomerUser } from '../server/users/users.service';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';
import type { TestAgent } from './test-agent';
import { createTestApp, type TestApp } from './test-app';

// Helpers for the admin tests (not a test file itself).

export const ADMIN = 'admin@example.test';

/** A test app on `dialect` whose e-mail reaches a real SMTP catcher, with ADMIN its administrator. */
export async function appWithMail(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<{ t: TestApp; catcher: SmtpCatcher }> {
  const catcher = await startSmtpCatcher();
  const t = await createTestApp(dialect, { SMTP_URL: catcher.url, ADMIN_EMAIL: ADMIN, ...env });
  return { t, catcher };
}

/** A browser stand-in signed in as `email` through the real sign-in API and e-mail. */
export async function signedIn(
  app: FastifyInstance,
  catcher: SmtpCatcher,
  email: string,
): Promise<TestAgent> {
  const agent = await browser(app);
  const { code } = await askForLink(catcher, agent, email);
  const res = await agent.post(`${API}/authenticate.php`, { code });
  if (!(res.json() as { success?: boolean }).success)
    throw new Error(`sign-in failed: ${res.body}`);
  return agent;
}

export async function signedInCustomer(
  app: FastifyInstance,
  catcher: SmtpCatcher,
  email = 'customer@example.test',
): Promise<TestAgent> {
  await upsertCustomerUser(
    app.db,
    { email, firstName: 'Casey', lastName: 'Buyer', phone: '' },
    new Date().toISOString(),
  );
  return signedIn(app, catcher, email);
}

/**
 * Posts an admin form the way a browser does: urlencoded, the token only in the `_csrf` field
 * (no X-XSRF-TOKEN header), with the agent's cookies. Cookies it answers are not kept.
 */
export function postForm(
  app: FastifyInstance,
  agent: TestAgent,
  url: string,
  fields: Record<string, string | string[]>,
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields))
    for (const value of [v].flat()) body.append(k, value);
  return app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
}

/** The admin form token of an agent's session (what every admin form carries). */
export function csrfOf(agent: TestAgent): string {
  return decodeURIComponent(agent.cookies.get('XSRF-TOKEN') ?? '');
}

export interface AdminSuite {
  readonly t: TestApp;
  readonly app: FastifyInstance;
  readonly catcher: SmtpCatcher;
  /** The administrator (ADMIN), signed in through the real sign-in e-mail. */
  readonly admin: TestAgent;
  /** Posts an admin form as the administrator, with its form token. */
  post(url: string, fields: Record<string, string | string[]>): ReturnType<typeof postForm>;
}

/**
 * Registers the setup the admin tests share: an SMTP catcher, a test app on `dialect` (with `env`
 * over the defaults) and the administrator signed in; both closed after the suite. Its parts are
 * set by its beforeAll, so read them inside tests and later hooks.
 */
export function adminSuite(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): AdminSuite {
  let catcher: SmtpCatcher | undefined;
  let t: TestApp | undefined;
  let admin: TestAgent | undefined;
  beforeAll(async () => {
    ({ t, catcher } = await appWithMail(dialect, env));
    admin = await signedIn(t.app, catcher, ADMIN);
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.stop();
  });
  const ready = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('adminSuite: its parts are set in its beforeAll');
    return part;
  };
  return {
    get t() {
      return ready(t);
    },
    get app() {
      return ready(t).app;
    },
    get catcher() {
      return ready(catcher);
    },
    get admin() {
      return ready(admin);
    },
    post: (url, fields) =>
      postForm(ready(t).app, ready(admin), url, { _csrf: csrfOf(ready(admin)), ...fields }),
  };
}
