import { describe, expect, it } from 'vitest';
import { AGENT_DETAIL_MESSAGES } from '../../shared/agents/agent-details';
import { escapeHtml } from '../../shared/html';
import { adminSuite, signedIn, signedInCustomer } from '../../testing/admin-testing';
import {
  AGENTS_PAGE,
  AGENTS_TEST_ENV,
  agentsByEmail,
  orderNaming,
} from '../../testing/agents-test-kit';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';

// The office edits an agent's name, e-mail, phone and brokerage: checked on the server, audited;
// the agent then finds /agent from /user/home (agent_status.php).

describe.each(testDialects)('editing an agent on %s', (dialect) => {
  const s = adminSuite(dialect, AGENTS_TEST_ENV);

  it('saves valid details, audited, and refuses bad ones naming the field', async () => {
    await orderNaming(s, { first: 'Ed', last: 'Agent', email: 'ed@realty.test', company: '' });
    await orderNaming(s, { first: 'Other', last: 'One', email: 'other@realty.test', company: '' });
    const ed = (await agentsByEmail(s)).get('ed@realty.test')!;
    const url = `${AGENTS_PAGE}?id=${ed.id}`;
    const page = await s.admin.get(url);
    expect(page.body).toContain('Edit details');

    const saved = await s.post(url, {
      action: 'edit',
      id: String(ed.id),
      name: ' Edward Agent ',
      email: 'Edward@Summit.test',
      phone: '412-555-0177',
      agency: 'Summit Realty',
    });
    expect(saved.statusCode).toBe(303);
    const after = (await agentsByEmail(s)).get('edward@summit.test');
    expect(after).toMatchObject({
      id: ed.id,
      name: 'Edward Agent',
      phone: '412-555-0177',
      agency: 'Summit Realty',
    });
    const [entry] = await listAudit(s.app.db, { limit: 1, entity: 'agent' });
    expect(entry).toMatchObject({ action: 'update', entityId: String(ed.id) });
    expect(entry?.details).toMatchObject({
      email: { from: 'ed@realty.test', to: 'edward@summit.test' },
      name: { from: 'Ed Agent', to: 'Edward Agent' },
    });

    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, AGENT_DETAIL_MESSAGES.name],
      [{ email: 'not-an-email' }, AGENT_DETAIL_MESSAGES.email],
      [{ phone: 'call me' }, AGENT_DETAIL_MESSAGES.phone],
      [{ agency: 'x'.repeat(201) }, AGENT_DETAIL_MESSAGES.agency],
      [{ email: 'OTHER@realty.test' }, AGENT_DETAIL_MESSAGES.emailTaken],
    ];
    const valid = { name: 'Edward Agent', email: 'edward@summit.test', phone: '', agency: '' };
    for (const [change, message] of cases) {
      const res = await s.post(url, { action: 'edit', id: String(ed.id), ...valid, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.body, message).toContain(escapeHtml(message));
    }
    // A field the form did not send is refused in that field's words too.
    const { email, phone, agency } = valid;
    const unnamed = await s.post(url, { action: 'edit', id: String(ed.id), email, phone, agency });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain(escapeHtml(AGENT_DETAIL_MESSAGES.name));
    expect((await agentsByEmail(s)).get('edward@summit.test')?.agency).toBe('Summit Realty');
  });

  it('agent_status.php says whether the signed-in user is an agent', async () => {
    await orderNaming(s, { first: 'Ann', last: 'Agent', email: 'ann@realty.test', company: '' });
    const agent = await signedIn(s.app, s.catcher, 'ann@realty.test');
    expect((await agent.get('/cms-admin/api/agent_status.php')).json()).toEqual({ agent: true });
    const customer = await signedInCustomer(s.app, s.catcher, 'just.a.client@example.test');
    expect((await customer.get('/cms-admin/api/agent_status.php')).json()).toEqual({
      agent: false,
    });
  });
});
