import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/booking/messages';
import { PROFILE_MESSAGES, type ProfileAnswer } from '../../shared/portal/profile';
import { listAudit } from '../audit/audit.service';
import { signedIn } from '../../testing/admin-testing';
import { API, browser, signInSuite } from '../../testing/sign-in-testing';
import { testDialects } from '../../testing/test-app';

describe.each(testDialects)('profile.php on %s', (dialect) => {
  const suite = signInSuite(dialect);

  it('saves the name and phone; session.php answers the new name at once; audited', async () => {
    const { id, email } = await suite.customer('Jane');
    const agent = await signedIn(suite.t.app, suite.catcher, email);
    const before = (await agent.get(`${API}/profile.php`)).json<ProfileAnswer>();
    expect(before).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '',
      email,
      pendingEmail: null,
      textConsent: false,
    });

    const res = await agent.post(`${API}/profile.php`, {
      firstName: '  Janet ',
      lastName: 'Smith',
      phone: '(412) 555-0199',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.saved });
    expect((await agent.get(`${API}/session.php`)).json()).toMatchObject({
      first_name: 'Janet',
      last_name: 'Smith',
    });
    expect((await agent.get(`${API}/profile.php`)).json()).toMatchObject({
      phone: '(412) 555-0199',
    });
    const [entry] = await listAudit(suite.t.app.db, {
      limit: 5,
      entity: 'user',
      entityId: String(id),
    });
    expect(entry).toMatchObject({ userId: id, action: 'update-profile' });
    expect(entry?.details).toMatchObject({
      before: { firstName: 'Jane' },
      after: { firstName: 'Janet' },
    });
  });

  it('refuses a bad phone or a blank name with the checkout’s words, and changes nothing', async () => {
    const { email } = await suite.customer('Nia');
    const agent = await signedIn(suite.t.app, suite.catcher, email);
    const bad = await agent.post(`${API}/profile.php`, {
      firstName: ' ',
      lastName: 'Doe',
      phone: '12-ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({
      firstName: MESSAGES.firstNameRequired,
      phone: MESSAGES.phoneInvalid,
    });
    const long = await agent.post(`${API}/profile.php`, {
      firstName: 'x'.repeat(101),
      lastName: 'Doe',
      phone: '4125550100',
    });
    expect(long.statusCode).toBe(400);
    expect((await agent.get(`${API}/profile.php`)).json()).toMatchObject({ firstName: 'Nia' });
  });

  it('is for signed-in users only, and a post needs the CSRF header', async () => {
    const visitor = await browser(suite.t.app);
    expect((await visitor.get(`${API}/profile.php`)).statusCode).toBe(401);
    const body = { firstName: 'A', lastName: 'B', phone: '4125550100' };
    expect((await visitor.post(`${API}/profile.php`, body)).statusCode).toBe(401);
    expect(
      (await visitor.post(`${API}/email_change.php`, { email: 'x@example.test' })).statusCode,
    ).toBe(401);
    expect(
      (await visitor.post(`${API}/email_change_confirm.php`, { code: '123456' })).statusCode,
    ).toBe(401);

    const { email } = await suite.customer();
    const agent = await signedIn(suite.t.app, suite.catcher, email);
    const forged = await agent.post(`${API}/profile.php`, body, { 'x-xsrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
  });
});
