import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';
import { createAgent, type TestAgent } from './test-agent';
import { createTestApp, type TestApp } from './test-app';
import { sha256Hex } from '../server/auth/session-crypto';
import { upsertCustomerUser } from '../server/users/users.service';
import { normalizeEmail } from '../shared/email-address';

// Helpers for the sign-in API tests (not a test file itself).

export const API = '/cms-admin/api';

/** A browser stand-in that has loaded session.php, as the SPA does at start. */
export async function browser(app: FastifyInstance): Promise<TestAgent> {
  const agent = createAgent(app);
  const res = await agent.get(`${API}/session.php`);
  if (res.statusCode !== 200) throw new Error(`session.php answered ${res.statusCode}`);
  return agent;
}

/** The session id of an agent: SHA-256 of its cookie's random part (all of a signed-in one). */
export function sessionIdOf(agent: TestAgent): string {
  const cookie = agent.cookies.get('sid') ?? agent.cookies.get('__Host-sid');
  if (!cookie) throw new Error('no session cookie');
  return sha256Hex(cookie.split('.', 1)[0] ?? '');
}

/** Waits for the next message to `to` after the first `seen` messages the catcher holds. */
export async function nextMail(
  catcher: SmtpCatcher,
  to: string,
  seen: number,
  timeoutMs = 5000,
  wanted: (mail: CaughtMail) => boolean = () => true,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = catcher.mails
      .slice(seen)
      .find((m) => m.to.includes(normalizeEmail(to)) && wanted(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function linkOf(mail: CaughtMail): { link: string; token: string; code: string } {
  const link = /(https?:\/\/\S+\/user\/login\?token=([\w-]{43}))/.exec(mail.text);
  const code = /asked for it: (\d{6})/.exec(mail.text);
  if (!link?.[1] || !link[2] || !code?.[1]) throw new Error(`no link or code in:\n${mail.text}`);
  return { link: link[1], token: link[2], code: code[1] };
}

/** Asks for a sign-in e-mail from `agent` and answers what it carried. */
export async function askForLink(
  catcher: SmtpCatcher,
  agent: TestAgent,
  email: string,
): Promise<{ link: string; token: string; code: string }> {
  const seen = catcher.mails.length;
  const res = await agent.post(`${API}/request_login_link.php`, { email });
  if (res.statusCode !== 200)
    throw new Error(`request_login_link answered ${res.statusCode}: ${res.body}`);
  // The sign-in e-mail itself: another one to the same address (a booking's, sent by the outbox
  // just before) may reach the inbox after the request.
  const isSignIn = (m: CaughtMail) => m.text.includes('/user/login?token=');
  return linkOf(await nextMail(catcher, email, seen, 5000, isSignIn));
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export interface SignInSuite {
  readonly t: TestApp;
  readonly catcher: SmtpCatcher;
  /** A fresh customer per test, so the per-e-mail limit never carries over. */
  customer(firstName?: string): Promise<{ id: number; email: string }>;
}

/** An app delivering to a real SMTP catcher, started before and stopped after the suite. */
export function signInSuite(
  dialect: 'sqlite' | 'postgres',
  overrides: Record<string, string> = {},
): SignInSuite {
  const state: { t?: TestApp; catcher?: SmtpCatcher } = {};
  let n = 0;
  beforeAll(async () => {
    state.catcher = await startSmtpCatcher();
    state.t = await createTestApp(dialect, { SMTP_URL: state.catcher.url, ...overrides });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.catcher?.stop();
  });
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started');
    return value;
  };
  return {
    get t() {
      return need(state.t);
    },
    get catcher() {
      return need(state.catcher);
    },
    async customer(firstName = 'Jane') {
      const email = `customer${++n}@example.test`;
      const id = await upsertCustomerUser(
        need(state.t).app.db,
        { email, firstName, lastName: 'Doe', phone: '' },
        new Date().toISOString(),
      );
      return { id, email };
    },
  };
}

export const codeOf = (a: TestAgent, code: string): Promise<LightMyRequestResponse> =>
  a.post(`${API}/authenticate.php`, { code });

/** The link page's Sign in button: POST authenticate.php {token}. */
export const tokenOf = (a: TestAgent, token: string): Promise<LightMyRequestResponse> =>
  a.post(`${API}/authenticate.php`, { token });

/** The e-mail of the user the agent's session is signed in as, if any. */
export const signedInEmail = async (a: TestAgent): Promise<string | undefined> =>
  (await a.get(`${API}/session.php`)).json<{ email?: string }>().email;
