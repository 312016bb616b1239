import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { API, askForLink, browser, sessionIdOf } from '../../testing/sign-in-testing';
import { findUserByEmail, upsertCustomerUser } from '../users/users.service';
import { ensureAdministrators } from '../users/users.service';
import { deleteExpiredSessions, findSession } from './session.repository';
import { anonymousCookieValue, csrfTokenFor, newRandomToken, sha256Hex } from './session-crypto';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testDialects)('sessions on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: 'boss@example.test, Chief@Example.test',
      LOGIN_REQUESTS_PER_IP_HOUR: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const newCustomer = async () => {
    const email = `s${++n}@example.test`;
    await upsertCustomerUser(
      t.app.db,
      { email, firstName: 'Sam', lastName: 'Lee', phone: '' },
      new Date().toISOString(),
    );
    return email;
  };
  const signIn = async (email: string): Promise<TestAgent> => {
    const a = await browser(t.app);
    const { code } = await askForLink(catcher, a, email);
    const res = await a.post(`${API}/authenticate.php`, { code });
    if (res.statusCode !== 200) throw new Error(res.body);
    return a;
  };
  const whoIs = async (a: TestAgent) =>
    (await a.get(`${API}/session.php`)).json<{ email?: string }>().email;
  /** Moves a session's clock: its start and last activity, `ago` milliseconds back. */
  const age = (a: TestAgent, ago: { created: number; seen: number }) =>
    t.app.db
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - ago.created).toISOString(),
        last_seen_at: new Date(Date.now() - ago.seen).toISOString(),
      })
      .where('id', '=', sessionIdOf(a))
      .execute();

  const countSessions = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setCookies = (res: { headers: Record<string, unknown> }) =>
    [res.headers['set-cookie']].flat().join('\n');

  it('GET session.php starts an anonymous session in a signed, HttpOnly cookie with its XSRF token, for 7 days', async () => {
    const res = await t.app.inject(`${API}/session.php`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = setCookies(res);
    expect(setCookie).toMatch(
      /^sid=[\w-]{43}\.\d+\.[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/m,
    );
    expect(setCookie).toMatch(/^XSRF-TOKEN=[\w-]+; Max-Age=604800; Path=\/; SameSite=Lax$/m);
  });

  it('1,000 cookieless GET session.php write no session row', async () => {
    const before = await countSessions();
    for (let i = 0; i < 1000; i++) {
      const res = await t.app.inject(`${API}/session.php`);
      expect(res.statusCode).toBe(200);
    }
    expect(await countSessions()).toBe(before);
  });

  it('an anonymous visitor can post with its token; a forged or expired anonymous cookie is no session', async () => {
    const a = await browser(t.app);
    const before = await countSessions();
    const post = await a.post(`${API}/request_login_link.php`, { email: 'anon@example.test' });
    expect(post.statusCode).toBe(200);
    expect(await countSessions()).toBe(before);

    const random = newRandomToken();
    const valid = anonymousCookieValue(t.app.secret, random, Date.now() + DAY);
    const [, expires, mac] = valid.split('.');
    const stretched = `${random}.${Number(expires) + 30 * 86400}.${mac}`;
    const expired = anonymousCookieValue(t.app.secret, random, Date.now() - 1000);
    for (const cookie of [valid, stretched, expired]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/request_login_link.php`,
        payload: { email: 'anon@example.test' },
        headers: {
          cookie: `sid=${cookie}`,
          'x-xsrf-token': csrfTokenFor(t.app.secret, sha256Hex(random)),
        },
      });
      expect(res.statusCode).toBe(cookie === valid ? 200 : 403);
    }
  });

  it('still honours an anonymous session row made before anonymous ids moved to the cookie', async () => {
    const token = newRandomToken();
    const now = new Date();
    await t.app.db
      .insertInto('sessions')
      .values({
        id: sha256Hex(token),
        user_id: null,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + DAY).toISOString(),
      })
      .execute();
    const a = createAgent(t.app);
    a.cookies.set('sid', token);
    const post = await a.post(
      `${API}/request_login_link.php`,
      { email: 'old@example.test' },
      {
        'x-xsrf-token': csrfTokenFor(t.app.secret, sha256Hex(token)),
      },
    );
    expect(post.statusCode).toBe(200);
  });

  it('renews an anonymous cookie a day old for 7 more days, keeping its id', async () => {
    const random = newRandomToken();
    const a = createAgent(t.app);
    a.cookies.set('sid', anonymousCookieValue(t.app.secret, random, Date.now() + 5 * DAY));
    const res = await a.get(`${API}/session.php`);
    expect(setCookies(res)).toMatch(/^sid=[^;]+; Max-Age=60480\d; /m);
    expect(sessionIdOf(a)).toBe(sha256Hex(random));
    expect(a.cookies.get('XSRF-TOKEN')).toBe(csrfTokenFor(t.app.secret, sha256Hex(random)));
  });

  it('gives a signed-in session a row and cookies that end at the same time', async () => {
    const maxAgeOf = (res: { headers: Record<string, unknown> }, name: string) =>
      Number(new RegExp(`^${name}=[^;]+; Max-Age=(\\d+)`, 'm').exec(setCookies(res))?.[1]);
    const expiresIn = async (a: TestAgent) => {
      const row = await findSession(t.app.db, sessionIdOf(a));
      return Math.round((Date.parse(row?.expiresAt ?? '') - Date.now()) / 1000);
    };
    const a = await browser(t.app);
    const { code } = await askForLink(catcher, a, await newCustomer());
    const signIn = await a.post(`${API}/authenticate.php`, { code });
    expect(maxAgeOf(signIn, 'sid')).toBe(7 * 86400);
    expect(maxAgeOf(signIn, 'XSRF-TOKEN')).toBe(7 * 86400);
    expect(Math.abs((await expiresIn(a)) - 7 * 86400)).toBeLessThanOrEqual(2);
    // Used again two days later: the row and both cookies move on together.
    await age(a, { created: 2 * DAY, seen: 2 * DAY });
    const renewed = await a.get(`${API}/session.php`);
    expect(maxAgeOf(renewed, 'sid')).toBe(maxAgeOf(renewed, 'XSRF-TOKEN'));
    expect(Math.abs(maxAgeOf(renewed, 'sid') - (await expiresIn(a)))).toBeLessThanOrEqual(2);
    expect(Math.abs(maxAgeOf(renewed, 'sid') - 7 * 86400)).toBeLessThanOrEqual(2);

    const admin = await browser(t.app);
    const adminCode = (await askForLink(catcher, admin, 'boss@example.test')).code;
    const adminSignIn = await admin.post(`${API}/authenticate.php`, { code: adminCode });
    expect(maxAgeOf(adminSignIn, 'sid')).toBe(12 * 3600);
    expect(Math.abs((await expiresIn(admin)) - 12 * 3600)).toBeLessThanOrEqual(2);
  });

  it('keeps the same session across calls', async () => {
    const a = await browser(t.app);
    const sid = a.cookies.get('sid');
    const again = await a.get(`${API}/session.php`);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(a.cookies.get('sid')).toBe(sid);
  });

  it('answers the signed-in user with the fields the SPA reads', async () => {
    const email = await newCustomer();
    const a = await signIn(email);
    const user = await findUserByEmail(t.app.db, email);
    expect((await a.get(`${API}/session.php`)).json()).toEqual({
      user_id: user?.id,
      first_name: 'Sam',
      last_name: 'Lee',
      roles: [],
      email,
    });
  });

  it('issues a new session id at sign-in and forgets the anonymous one', async () => {
    const email = await newCustomer();
    const a = await browser(t.app);
    const before = { sid: a.cookies.get('sid'), xsrf: a.cookies.get('XSRF-TOKEN') };
    const { code } = await askForLink(catcher, a, email);
    await a.post(`${API}/authenticate.php`, { code });
    expect(a.cookies.get('sid')).not.toBe(before.sid);
    expect(a.cookies.get('XSRF-TOKEN')).not.toBe(before.xsrf);
    expect(await whoIs(a)).toBe(email);
    const fixated = createAgent(t.app);
    fixated.cookies.set('sid', before.sid ?? '');
    expect(await whoIs(fixated)).toBeUndefined();
  });

  it('logout ends the session and hands out a fresh anonymous one that can post', async () => {
    const email = await newCustomer();
    const a = await signIn(email);
    const signedInSid = a.cookies.get('sid') ?? '';
    const res = await a.post(`${API}/logout.php`, {});
    expect(res.statusCode).toBe(200);
    expect(a.cookies.get('sid')).not.toBe(signedInSid);
    expect(await whoIs(a)).toBeUndefined();
    const replay = createAgent(t.app);
    replay.cookies.set('sid', signedInSid);
    expect(await whoIs(replay)).toBeUndefined();
    const post = await a.post(`${API}/request_login_link.php`, { email: 'x@example.test' });
    expect(post.statusCode).toBe(200);
  });

  it('ends a customer session after 7 idle days or 30 days in all', async () => {
    const a = await signIn(await newCustomer());
    await age(a, { created: 6 * DAY, seen: 6 * DAY });
    expect(await whoIs(a)).toBeDefined();
    await age(a, { created: 7 * DAY + MINUTE, seen: 7 * DAY + MINUTE });
    expect(await whoIs(a)).toBeUndefined();

    const b = await signIn(await newCustomer());
    await age(b, { created: 30 * DAY + MINUTE, seen: MINUTE });
    expect(await whoIs(b)).toBeUndefined();
  });

  it('ends an administrator session sooner: 12 idle hours or 24 hours in all', async () => {
    const customer = await signIn(await newCustomer());
    await age(customer, { created: 13 * HOUR, seen: 13 * HOUR });
    expect(await whoIs(customer)).toBeDefined();

    const admin = await signIn('boss@example.test');
    await age(admin, { created: 11 * HOUR, seen: 11 * HOUR });
    expect(await whoIs(admin)).toBe('boss@example.test');
    await age(admin, { created: 12 * HOUR + MINUTE, seen: 12 * HOUR + MINUTE });
    expect(await whoIs(admin)).toBeUndefined();

    const admin2 = await signIn('chief@example.test');
    await age(admin2, { created: 24 * HOUR + MINUTE, seen: MINUTE });
    expect(await whoIs(admin2)).toBeUndefined();
  });

  it('prunes expired sessions', async () => {
    const a = await signIn(await newCustomer());
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - MINUTE).toISOString() })
      .where('id', '=', sessionIdOf(a))
      .execute();
    expect(await deleteExpiredSessions(t.app.db, new Date().toISOString())).toBeGreaterThan(0);
    expect(await findSession(t.app.db, sessionIdOf(a))).toBeUndefined();
  });

  it('ADMIN_EMAIL makes administrators at start; a customer who gains the role signs in again', async () => {
    for (const email of ['boss@example.test', 'chief@example.test'])
      expect((await findUserByEmail(t.app.db, email))?.roles).toEqual(['administrator']);
    const admin = await signIn('boss@example.test');
    expect((await admin.get(`${API}/session.php`)).json()).toMatchObject({
      first_name: 'Administrator',
      roles: ['administrator'],
    });

    const email = await newCustomer();
    const a = await signIn(email);
    await ensureAdministrators(t.app.db, [email], new Date().toISOString());
    expect((await findUserByEmail(t.app.db, email))?.roles).toEqual(['administrator']);
    expect(await whoIs(a)).toBeUndefined();
    // Idempotent: a second start changes nothing.
    const b = await signIn(email);
    await ensureAdministrators(t.app.db, [email], new Date().toISOString());
    expect(await whoIs(b)).toBe(email);
  });
});

describe('session cookies over HTTPS', () => {
  it('use the __Host- prefix and Secure', async () => {
    const t = await createTestApp('sqlite', { PUBLIC_URL: 'https://inspections.example.test' });
    try {
      const res = await t.app.inject(`${API}/session.php`);
      const setCookie = [res.headers['set-cookie']].flat().join('\n');
      expect(setCookie).toMatch(
        /^__Host-sid=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/m,
      );
      expect(setCookie).toMatch(/^XSRF-TOKEN=[^;]+; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/m);
    } finally {
      await t.close();
    }
  });
});
