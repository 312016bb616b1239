import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AGENTS_ONLY } from '../../shared/agents/agent-portal';
import { ADMIN, adminSuite, signedIn, signedInCustomer } from '../../testing/admin-testing';
import {
  AGENTS_PAGE,
  AGENTS_TEST_ENV,
  agentsByEmail,
  orderNaming,
} from '../../testing/agents-test-kit';
import { visitor } from '../../testing/discounts-test-kit';
import { testDialects } from '../../testing/test-app';
import { waitForMail } from '../../testing/smtp-catcher';
import { publishReport } from '../reports/report-publish.service';
import { uploadReport } from '../reports/report-upload.service';
import { setReportSetting } from '../settings/settings.service';

const API = '/cms-admin/api';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe.each(testDialects)('the agent portal on %s', (dialect) => {
  const s = adminSuite(dialect, AGENTS_TEST_ENV);

  const publish = async (orderId: number, realtorEmail: string) => {
    const admin = await s.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN)
      .executeTakeFirstOrThrow();
    const by = { id: admin.id, at: new Date() };
    const report = await uploadReport(s.app.db, {
      orderId,
      by,
      filename: `report-${orderId}.pdf`,
      contentType: 'application/pdf',
      body: Readable.from([pdf(`order ${orderId}`)]),
      maxBytes: 1_000_000,
    });
    await publishReport(s.app.db, s.t.env, { orderId, reportId: report.id, by });
    // Its realtor link e-mail is out before the agent asks to sign in.
    s.app.mailer.wake();
    await waitForMail(s.catcher, realtorEmail, /^Inspection report for /);
    return report.id;
  };

  it('shows the agent every inspection naming them, no price, and refuses anyone else’s', async () => {
    const mine = await orderNaming(s, { first: 'Ava', last: 'Agent', email: 'ava@realty.test' });
    const theirs = await orderNaming(s, { first: 'Bo', last: 'Broker', email: 'bo@realty.test' });
    const agent = await signedIn(s.app, s.catcher, 'AVA@realty.test');
    const list = await agent.get(`${API}/agent_inspections.php`);
    expect(list.statusCode).toBe(200);
    const body = list.json<{ agent: { email: string }; inspections: { id: number }[] }>();
    expect(body.agent.email).toBe('ava@realty.test');
    expect(body.inspections.map((i) => i.id)).toEqual([mine]);
    expect(list.body).not.toMatch(/cents|total|price/i);

    const one = await agent.get(`${API}/agent_inspection.php?id=${mine}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: mine, status: 'Reserved', shared: true, reports: [] });
    expect(one.json<{ services: string[] }>().services.length).toBeGreaterThan(0);
    expect(one.body).not.toMatch(/cents|total|price|\$/i);

    for (const id of [theirs, 999_999]) {
      const other = await agent.get(`${API}/agent_inspection.php?id=${id}`);
      expect(other.statusCode).toBe(404);
    }
  });

  it('refuses a customer who is no agent (403) and a visitor (401)', async () => {
    const customer = await signedInCustomer(s.app, s.catcher, 'plain@example.test');
    const refused = await customer.get(`${API}/agent_inspections.php`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(AGENTS_ONLY);
    const anon = await visitor(s);
    expect((await anon.get(`${API}/agent_inspections.php`)).statusCode).toBe(401);
  });

  it('lets the agent download a report the client shared, once its gates pass', async () => {
    const orderId = await orderNaming(s, { first: 'Cy', last: 'Agent', email: 'cy@realty.test' });
    const reportId = await publish(orderId, 'cy@realty.test');
    const agent = await signedIn(s.app, s.catcher, 'cy@realty.test');
    const waiting = await agent.get(`${API}/agent_inspection.php?id=${orderId}`);
    expect(waiting.json<{ reports: { id: number; waits: string[] }[] }>().reports).toEqual([
      expect.objectContaining({ id: reportId, waits: expect.arrayContaining(['payment']) }),
    ]);
    expect((await agent.get(`${API}/agent_report.php?id=${reportId}`)).statusCode).toBe(403);
    await setReportSetting(s.app.db, 'needPayment', false);
    await setReportSetting(s.app.db, 'needAgreement', false);
    try {
      const file = await agent.get(`${API}/agent_report.php?id=${reportId}`);
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain(`order ${orderId}`);
      // Another agent cannot have it.
      await orderNaming(s, { first: 'Di', last: 'Agent', email: 'di@realty.test' });
      const other = await signedIn(s.app, s.catcher, 'di@realty.test');
      expect((await other.get(`${API}/agent_report.php?id=${reportId}`)).statusCode).toBe(404);
    } finally {
      await setReportSetting(s.app.db, 'needPayment', true);
      await setReportSetting(s.app.db, 'needAgreement', true);
    }
  });

  it('shows a merged duplicate’s e-mail the inspections of the agent kept', async () => {
    const a = await orderNaming(s, { first: 'Em', last: 'Agent', email: 'em@one.test' });
    const b = await orderNaming(s, { first: 'Em', last: 'Agent', email: 'em@two.test' });
    const agents = await agentsByEmail(s);
    const keep = agents.get('em@one.test')!.id;
    const dup = agents.get('em@two.test')!.id;
    const merged = await s.post(`${AGENTS_PAGE}?id=${keep}`, {
      action: 'merge',
      id: String(keep),
      duplicate: String(dup),
    });
    expect(merged.statusCode).toBe(303);
    const agent = await signedIn(s.app, s.catcher, 'em@two.test');
    const list = await agent.get(`${API}/agent_inspections.php`);
    const ids = list.json<{ inspections: { id: number }[] }>().inspections.map((i) => i.id);
    expect(ids.sort()).toEqual([a, b].sort());
  });
});
