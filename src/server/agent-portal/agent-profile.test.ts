import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGE } from '../../shared/texts/mobile-number';
import { adminSuite, signedIn, signedInCustomer } from '../../testing/admin-testing';
import { AGENTS_TEST_ENV, agentsByEmail, orderNaming } from '../../testing/agents-test-kit';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { mayText } from '../texts/texts.service';

// The agent edits their own details on /agent: name, mobile phone (E.164), brokerage and texts
// consent; the e-mail stays; a bad phone is refused with the texts' words; audited; CSRF-checked.

const PROFILE = '/cms-admin/api/agent_profile.php';

describe.each(testDialects)('the agent’s own details on %s', (dialect) => {
  const s = adminSuite(dialect, AGENTS_TEST_ENV);

  it('saves name, phone in E.164 and brokerage, with consent to texts, audited', async () => {
    await orderNaming(s, { first: 'Cy', last: 'Realtor', email: 'cy@realty.test' });
    const agent = await signedIn(s.app, s.catcher, 'cy@realty.test');
    const saved = await agent.post(PROFILE, {
      name: '  Cy Realtor-Smith ',
      phone: '412-555-0100',
      agency: 'Three Rivers Realty',
      textConsent: true,
      email: 'taken.over@example.test',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Your details are saved.',
      agent: { name: 'Cy Realtor-Smith', phone: '+14125550100', textConsent: true },
    });
    const row = (await agentsByEmail(s)).get('cy@realty.test');
    expect(row).toMatchObject({
      name: 'Cy Realtor-Smith',
      phone: '+14125550100',
      agency: 'Three Rivers Realty',
    });
    expect(await mayText(s.app.db, '+14125550100')).toBe(true);
    const [entry] = await listAudit(s.app.db, { limit: 1, entity: 'agent' });
    expect(entry).toMatchObject({ action: 'update-own' });

    const list = await agent.get('/cms-admin/api/agent_inspections.php');
    expect(list.json()).toMatchObject({
      agent: { email: 'cy@realty.test', phone: '+14125550100', textConsent: true },
    });

    // Unticked: texts stop, as a STOP reply would.
    const withdrawn = await agent.post(PROFILE, {
      name: 'Cy Realtor-Smith',
      phone: '+1 412 555 0100',
      agency: '',
      textConsent: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await mayText(s.app.db, '+14125550100')).toBe(false);
  });

  it('refuses a number that cannot be a mobile one, an empty name, a stranger and a forged post', async () => {
    await orderNaming(s, { first: 'Di', last: 'Agent', email: 'di@realty.test' });
    const agent = await signedIn(s.app, s.catcher, 'di@realty.test');
    const bad = await agent.post(PROFILE, { name: 'Di', phone: '800-555-0100', agency: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { phone: MOBILE_NUMBER_MESSAGE } });
    const noName = await agent.post(PROFILE, { name: ' ', phone: '', agency: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Name: enter your name');
    const row = (await agentsByEmail(s)).get('di@realty.test');
    expect(row).toMatchObject({ name: 'Di Agent' });

    const stranger = await signedInCustomer(s.app, s.catcher, 'nobody@example.test');
    const refused = await stranger.post(PROFILE, { name: 'X', phone: '', agency: '' });
    expect(refused.statusCode).toBe(403);

    const forged = await agent.post(
      PROFILE,
      { name: 'Forged', phone: '', agency: '' },
      { 'x-xsrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await agentsByEmail(s)).get('di@realty.test')).toMatchObject({ name: 'Di Agent' });
  });
});
