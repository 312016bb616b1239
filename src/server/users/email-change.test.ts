import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type ProfileAnswer } from '../../shared/portal/profile';
import { listAudit } from '../audit/audit.service';
import { signedIn } from '../../testing/admin-testing';
import { askForEmailCode, confirmEmailCode } from '../../testing/portal-profile-kit';
import { API, nextMail, signInSuite, wrongCode } from '../../testing/sign-in-testing';
import { testDialects } from '../../testing/test-app';
import {
  confirmEmailChange,
  EMAIL_CHANGES_PER_IP_HOUR,
  EMAIL_CHANGES_PER_USER_HOUR,
  MAX_EMAIL_CODE_ATTEMPTS,
} from './profile.service';
import { findUserById, upsertCustomerUser } from './users.service';

describe.each(testDialects)('e-mail change by code on %s', (dialect) => {
  const suite = signInSuite(dialect);
  let n = 0;
  const fresh = () => `new-address${++n}@example.test`;
  const signedInCustomer = async () => {
    const customer = await suite.customer();
    return { ...customer, agent: await signedIn(suite.t.app, suite.catcher, customer.email) };
  };

  it('mails a code to the new address; the right code changes the e-mail, a wrong one does not', async () => {
    const { id, email, agent } = await signedInCustomer();
    const newEmail = fresh();
    const { res, code } = await askForEmailCode(suite.catcher, agent, newEmail);
    expect(res.json()).toEqual({
      message: PROFILE_MESSAGES.codeSent(newEmail),
      pendingEmail: newEmail,
    });
    expect((await agent.get(`${API}/profile.php`)).json<ProfileAnswer>()).toMatchObject({
      email,
      pendingEmail: newEmail,
    });
    // The log keeps the message without its code.
    const logged = await suite.t.app.db
      .selectFrom('email_log')
      .select('text_body')
      .where('to_address', '=', newEmail)
      .executeTakeFirstOrThrow();
    expect(logged.text_body).not.toContain(code);

    const wrong = await confirmEmailCode(agent, wrongCode(code));
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: PROFILE_MESSAGES.codeWrong }]);
    expect((await findUserById(suite.t.app.db, id))?.email).toBe(email);

    const seen = suite.catcher.mails.length;
    const ok = await confirmEmailCode(agent, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: PROFILE_MESSAGES.emailChanged(newEmail),
      email: newEmail,
    });
    expect((await agent.get(`${API}/session.php`)).json()).toMatchObject({ email: newEmail });
    // The old address hears of it, in case the change was not its owner's.
    expect((await nextMail(suite.catcher, email, seen)).text).toContain(newEmail);
    const [entry] = await listAudit(suite.t.app.db, {
      limit: 1,
      entity: 'user',
      entityId: String(id),
    });
    expect(entry).toMatchObject({ action: 'change-email', details: { from: email, to: newEmail } });
    // Used once: the same code again is dead.
    const again = await confirmEmailCode(agent, code);
    expect([again.statusCode, again.json()]).toEqual([400, { error: PROFILE_MESSAGES.codeDead }]);
  });

  it('refuses an expired code', async () => {
    const { id, email, agent } = await signedInCustomer();
    const { code } = await askForEmailCode(suite.catcher, agent, fresh());
    const user = await findUserById(suite.t.app.db, id);
    if (!user) throw new Error('no user');
    const later = new Date(Date.now() + 16 * 60_000);
    await expect(confirmEmailChange(suite.t.app, user, { code, now: later })).rejects.toMatchObject(
      {
        statusCode: 400,
        message: PROFILE_MESSAGES.codeDead,
      },
    );
    expect((await findUserById(suite.t.app.db, id))?.email).toBe(email);
  });

  it('refuses another account’s address, when asked and when it was taken meanwhile', async () => {
    const { email: taken } = await suite.customer();
    const { id, email, agent } = await signedInCustomer();
    const seen = suite.catcher.mails.length;
    const res = await agent.post(`${API}/email_change.php`, { email: taken.toUpperCase() });
    expect([res.statusCode, res.json()]).toEqual([409, { error: PROFILE_MESSAGES.emailTaken }]);
    const own = await agent.post(`${API}/email_change.php`, { email });
    expect([own.statusCode, own.json()]).toEqual([400, { error: PROFILE_MESSAGES.sameEmail }]);

    const meanwhile = fresh();
    const { code } = await askForEmailCode(suite.catcher, agent, meanwhile);
    await upsertCustomerUser(
      suite.t.app.db,
      { email: meanwhile, firstName: 'Other', lastName: 'Person', phone: '' },
      new Date().toISOString(),
    );
    const late = await confirmEmailCode(agent, code);
    expect([late.statusCode, late.json()]).toEqual([409, { error: PROFILE_MESSAGES.emailTaken }]);
    expect((await findUserById(suite.t.app.db, id))?.email).toBe(email);
    expect(suite.catcher.mails.slice(seen).some((m) => m.to.includes(taken))).toBe(false);
  });

  it('checks the address and the code’s shape before anything', async () => {
    const { agent } = await signedInCustomer();
    const bad = await agent.post(`${API}/email_change.php`, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    const huge = await agent.post(`${API}/email_change.php`, {
      email: `${'a'.repeat(70_000)}@x.io`,
    });
    expect(huge.statusCode).toBe(400);
    const code = await confirmEmailCode(agent, '12ab56');
    expect(code.statusCode).toBe(400);
    const none = await confirmEmailCode(agent, '123456');
    expect([none.statusCode, none.json()]).toEqual([400, { error: PROFILE_MESSAGES.codeDead }]);
  });

  it('ends a code after too many wrong tries', async () => {
    const { agent } = await signedInCustomer();
    const { code } = await askForEmailCode(suite.catcher, agent, fresh());
    for (let i = 1; i < MAX_EMAIL_CODE_ATTEMPTS; i++)
      expect((await confirmEmailCode(agent, wrongCode(code))).statusCode).toBe(400);
    const last = await confirmEmailCode(agent, wrongCode(code));
    expect([last.statusCode, last.json()]).toEqual([429, { error: PROFILE_MESSAGES.codeTooMany }]);
    const right = await confirmEmailCode(agent, code);
    expect([right.statusCode, right.json()]).toEqual([400, { error: PROFILE_MESSAGES.codeDead }]);
  });

  it('limits code requests per account in an hour; only the newest code works', async () => {
    const { agent } = await signedInCustomer();
    const codes: string[] = [];
    for (let i = 0; i < EMAIL_CHANGES_PER_USER_HOUR; i++)
      codes.push((await askForEmailCode(suite.catcher, agent, fresh())).code);
    const over = await agent.post(`${API}/email_change.php`, { email: fresh() });
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { error: PROFILE_MESSAGES.tooManyRequests },
    ]);
    expect(over.headers['retry-after']).toBe('3600');
    const older = await confirmEmailCode(agent, codes[0] ?? '');
    expect(older.statusCode).toBe(400);
    expect((await confirmEmailCode(agent, codes.at(-1) ?? '')).statusCode).toBe(200);
  });
  it('limits code requests per client address over every account', async () => {
    // The earlier tests asked from this same address: count what is left of its hour.
    const asked = await suite.t.app.db
      .selectFrom('email_changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let left = EMAIL_CHANGES_PER_IP_HOUR - Number(asked.n);
    while (left > 0) {
      const { agent } = await signedInCustomer();
      for (let i = 0; i < EMAIL_CHANGES_PER_USER_HOUR && left > 0; i++, left--)
        await askForEmailCode(suite.catcher, agent, fresh());
    }
    const other = await signedInCustomer();
    const over = await other.agent.post(`${API}/email_change.php`, { email: fresh() });
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { error: PROFILE_MESSAGES.tooManyRequests },
    ]);
  });
});
