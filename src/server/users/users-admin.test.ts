import { beforeAll, describe, expect, it } from 'vitest';
import { API, browser, linkOf, nextMail } from '../../testing/sign-in-testing';
import { findUserByEmail } from './users.repository';
import { testDialects } from '../../testing/test-app';
import { ADMIN, adminSuite, signedInCustomer } from '../../testing/admin-testing';
import { listAudit } from '../audit/audit.service';
import { EMAIL_TAKEN, OWN_ADMIN_ROLE } from './users-admin.service';
import {
  CODE_FAILURES_PER_ACCOUNT_AND_CLIENT,
  codesLockedUntil,
  recordWrongCode,
} from '../auth/code-lock.service';

const URL = '/cms-admin/manage-users.php';

describe.each(testDialects)('Users admin page on %s', (dialect) => {
  let adminId: number;

  const suite = adminSuite(dialect);
  beforeAll(async () => {
    adminId = (await findUserByEmail(suite.app.db, ADMIN))?.id ?? 0;
  });

  const post = (fields: Record<string, string | string[]>, url = URL) => suite.post(url, fields);

  it('creates a user and refuses a second one with the same e-mail', async () => {
    const fields = {
      action: 'create',
      email: 'Pat.Lee@Example.test',
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '',
    };
    expect((await post(fields, `${URL}?new=1`)).statusCode).toBe(303);
    expect(await findUserByEmail(suite.app.db, 'pat.lee@example.test')).toMatchObject({
      firstName: 'Pat',
      roles: [],
    });
    const again = await post(fields, `${URL}?new=1`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(EMAIL_TAKEN);
  });

  it('searches by e-mail or name, case-insensitively', async () => {
    const hit = await suite.admin.get(`${URL}?q=LEE`);
    expect(hit.body).toContain('pat.lee@example.test');
    expect(hit.body).not.toContain(ADMIN);
    const byName = await suite.admin.get(`${URL}?q=${encodeURIComponent('pat l')}`);
    expect(byName.body).toContain('pat.lee@example.test');
    expect((await suite.admin.get(`${URL}?q=%25`)).body).not.toContain('pat.lee@example.test');
  });

  it('edits names and roles; a role change ends that user’s sessions', async () => {
    const customer = await signedInCustomer(suite.app, suite.catcher, 'role.change@example.test');
    const user = await findUserByEmail(suite.app.db, 'role.change@example.test');
    const res = await post({
      action: 'save',
      id: String(user?.id),
      firstName: 'Robin',
      lastName: 'Change',
      phone: '555',
      roles: 'administrator',
    });
    expect(res.statusCode).toBe(303);
    expect(await findUserByEmail(suite.app.db, 'role.change@example.test')).toMatchObject({
      firstName: 'Robin',
      lastName: 'Change',
      roles: ['administrator'],
    });
    const session = (await customer.get(`${API}/session.php`)).json() as { user_id?: number };
    expect(session.user_id).toBeUndefined();
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'user' });
    expect(entry?.details).toMatchObject({ roles: ['administrator'], previousRoles: [] });
  });

  it('refuses to let an administrator remove their own administrator role', async () => {
    const res = await post(
      { action: 'save', id: String(adminId), firstName: 'Me', lastName: '', phone: '' },
      `${URL}?edit=${adminId}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(OWN_ADMIN_ROLE);
    expect((await findUserByEmail(suite.app.db, ADMIN))?.roles).toContain('administrator');
    // Their own names can still be changed, and they stay signed in.
    const ok = await post({
      action: 'save',
      id: String(adminId),
      firstName: 'Morgan',
      lastName: 'Admin',
      phone: '',
      roles: 'administrator',
    });
    expect(ok.statusCode).toBe(303);
    expect((await suite.admin.get(URL)).statusCode).toBe(200);
  });

  it('sends a sign-in link through the sign-in service; only the link works', async () => {
    const user = await findUserByEmail(suite.app.db, 'pat.lee@example.test');
    const seen = suite.catcher.mails.length;
    const res = await post({ action: 'send-link', id: String(user?.id) });
    expect(res.statusCode).toBe(303);
    const { token, code } = linkOf(await nextMail(suite.catcher, 'pat.lee@example.test', seen));
    // The code cannot be used from the administrator's browser.
    const byCode = await suite.admin.post(`${API}/authenticate.php`, { code });
    expect(byCode.json()).toMatchObject({ success: false });
    const pat = await browser(suite.app);
    const byLink = await pat.post(`${API}/authenticate.php`, { token });
    expect(byLink.json()).toMatchObject({ success: true });
    expect((await pat.get(`${API}/session.php`)).json()).toMatchObject({
      email: 'pat.lee@example.test',
    });
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'user' });
    expect(entry).toMatchObject({ action: 'send-link', entityId: String(user?.id) });
  });

  it('shows a running code lock and lifts it on every client', async () => {
    const user = await findUserByEmail(suite.app.db, 'pat.lee@example.test');
    const who = { userId: user?.id ?? 0, ip: '203.0.113.50' };
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++)
      await recordWrongCode(suite.app.db, who, new Date());
    expect((await suite.admin.get(URL)).body).toContain('Sign-in locked');
    expect((await suite.admin.get(`${URL}?edit=${who.userId}`)).body).toContain('Unlock sign-in');
    const res = await post({ action: 'unlock', id: String(who.userId) });
    expect(res.statusCode).toBe(303);
    expect(await codesLockedUntil(suite.app.db, who, new Date())).toBeNull();
    expect((await suite.admin.get(`${URL}?edit=${who.userId}`)).body).not.toContain(
      'Unlock sign-in',
    );
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'user' });
    expect(entry).toMatchObject({ action: 'unlock', entityId: String(who.userId) });
  });
});
