import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-app';
import { flashOf, ordersWorld, type OrdersWorld } from '../../testing/orders-admin-test-kit';
import { signedInCustomer } from '../../testing/admin-testing';
import { waitForMail } from '../../testing/smtp-catcher';
import { pdfBytes, postReport, REPORTS_API } from '../../testing/report-test-kit';
import type { TestAgent } from '../../testing/test-agent';
import { REPORT_NOT_FOUND, WAIT_MESSAGES } from '../../shared/reports/reports';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const ADVANCED = '/cms-admin/advanced.php';
const realtor = {
  realtorAccess: 'yes',
  realtorFirstName: 'Rita',
  realtorLastName: 'Agent',
  realtorEmail: 'rita@example.test',
  realtorPhone: '412-555-0199',
};

describe.each(testDialects)('publishing reports and the download gates (%s)', (dialect) => {
  let w: OrdersWorld;
  let dana: TestAgent;
  let payer: TestAgent;

  const upload = async (orderId: number, data = pdfBytes(4000)) => {
    const res = await postReport(w.t.app, w.admin, orderId, { name: 'report.pdf', data });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<{ id: number }>().id, data };
  };
  const publish = (orderId: number, reportId: number, action = 'report-publish') =>
    w.post(
      { action, id: String(orderId), report: String(reportId) },
      `/cms-admin/manage-orders.php?id=${orderId}`,
    );
  const gates = (fields: Record<string, string>) =>
    w.post({ action: 'reports', storageDir: '', ...fields }, ADVANCED);
  const file = (agent: TestAgent, id: number) =>
    agent.get(`${REPORTS_API}/report_file.php?id=${id}`);

  beforeAll(async () => {
    w = await ordersWorld(dialect);
    // Several pay-later orders of one customer: more than the default limit keeps open.
    await w.post({ action: 'limits', unpaidPerEmail: '50', unpaidPerIpDay: '1000' }, ADVANCED);
    // Signed in before any report mail, so a sign-in code is never mistaken for one.
    dana = await signedInCustomer(w.t.app, w.catcher, 'dana@example.test');
    payer = await signedInCustomer(w.t.app, w.catcher, 'payer@example.test');
  });
  afterAll(() => w.close());

  it('publishing e-mails the customer (and the realtor when access is Yes), audited', async () => {
    const { id: orderId } = await w.payLater(realtor);
    const { id } = await upload(orderId);
    const res = await publish(orderId, id);
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toContain('Published report.pdf. The customer (dana@example.test)');
    const mail = await waitForMail(w.catcher, 'dana@example.test', /inspection report is ready/);
    expect(mail.text).toContain(`${w.t.env.PUBLIC_URL}/user/reports`);
    const toRealtor = await waitForMail(w.catcher, 'rita@example.test', /Inspection report for/);
    expect(toRealtor.text).toMatch(new RegExp(`${w.t.env.PUBLIC_URL}/realtor/\\S+`));
    const again = await publish(orderId, id);
    expect(again.statusCode).toBe(409);
    const actions = await w.t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(orderId))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['report-upload', 'report-publish']);
  });

  it('lists published reports with what they wait for, and refuses the file until then', async () => {
    const { id: orderId } = await w.payLater();
    const { id } = await upload(orderId);
    // Not published yet: not listed, not downloadable.
    const listed = () =>
      dana
        .get(`${REPORTS_API}/my_reports.php`)
        .then((r) =>
          r.json<{ orders: { orderId: number; waits: string[]; reports: { id: number }[] }[] }>(),
        );
    expect((await listed()).orders.find((o) => o.orderId === orderId)).toBeUndefined();
    expect((await file(dana, id)).statusCode).toBe(404);
    await publish(orderId, id);
    const entry = (await listed()).orders.find((o) => o.orderId === orderId);
    expect(entry).toMatchObject({ waits: ['agreement', 'payment'], reports: [{ id }] });
    const refused = await file(dana, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: `${WAIT_MESSAGES.agreement} ${WAIT_MESSAGES.payment}`,
      waits: ['agreement', 'payment'],
    });
  });

  it('waits only for payment when the agreement gate is off; a paid order downloads', async () => {
    expect(flashOf(await gates({ needPayment: '1' }))).toBe(
      'Report settings saved. They apply at once.',
    );
    const { id: unpaidOrder } = await w.payLater();
    const unpaid = await upload(unpaidOrder);
    await publish(unpaidOrder, unpaid.id);
    const refused = await file(dana, unpaid.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ waits: ['payment'] });

    const { id: paidOrder } = await w.payNow();
    const paid = await upload(paidOrder, pdfBytes(1_500_000));
    await publish(paidOrder, paid.id);
    const res = await file(payer, paid.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sha256(res.rawPayload)).toBe(sha256(paid.data));
  });

  it('waits for the agreement when only that gate is on, and for nothing with both off', async () => {
    const { id: paidOrder } = await w.payNow();
    const report = await upload(paidOrder);
    await publish(paidOrder, report.id);
    await gates({ needAgreement: '1' });
    const refused = await file(payer, report.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: WAIT_MESSAGES.agreement, waits: ['agreement'] });
    await gates({});
    const { id: unpaidOrder } = await w.payLater();
    const open = await upload(unpaidOrder);
    await publish(unpaidOrder, open.id);
    const res = await file(dana, open.id);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(open.data));
    await gates({ needPayment: '1', needAgreement: '1' });
  });

  it('unpublishing hides the report; someone else’s report is 404', async () => {
    await gates({});
    const { id: orderId } = await w.payLater();
    const { id } = await upload(orderId);
    await publish(orderId, id);
    expect((await file(dana, id)).statusCode).toBe(200);
    const stranger = await signedInCustomer(w.t.app, w.catcher, 'stranger@example.test');
    const refused = await file(stranger, id);
    expect(refused.statusCode).toBe(404);
    // In the same words as the written report's and the realtor's calls.
    expect(refused.json()).toEqual({ error: REPORT_NOT_FOUND });
    expect(REPORT_NOT_FOUND).toBe('Report not found.');
    expect((await stranger.get(`${REPORTS_API}/my_reports.php`)).json()).toEqual({ orders: [] });
    const res = await publish(orderId, id, 'report-unpublish');
    expect(flashOf(res)).toBe('Unpublished report.pdf: the customer and realtor no longer see it.');
    expect((await file(dana, id)).statusCode).toBe(404);
    await gates({ needPayment: '1', needAgreement: '1' });
  });
});
