import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishReport } from '../reports/report-publish.service';
import { uploadReport } from '../reports/report-upload.service';
import { setReportSetting, setReservationLimit } from '../settings/settings.service';
import { waitForMail } from '../../testing/smtp-catcher';
import { testDialects } from '../../testing/test-app';
import { ORDERS_URL, ordersWorld, type OrdersWorld } from '../../testing/orders-admin-test-kit';
import {
  pressLink,
  realtorBrowser,
  realtorReportUrl,
  tokenOf,
} from '../../testing/realtor-test-kit';

// The realtor's downloads, with reports uploaded and published by the reports feature itself.

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe.each(testDialects)('Realtor downloads on %s', (dialect) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await ordersWorld(dialect);
    await setReservationLimit(w.t.app.db, 'unpaidPerIpDay', 1000);
    await setReservationLimit(w.t.app.db, 'unpaidPerEmail', 1000);
  });
  afterAll(() => w.close());

  /** An order with a realtor and one published report; answers the e-mailed link too. */
  const orderWithReport = async (realtorEmail: string, bytes: Buffer) => {
    const { id } = await w.payLater({
      realtorAccess: 'yes',
      realtorFirstName: 'Rita',
      realtorLastName: 'Agent',
      realtorEmail,
      realtorPhone: '412-555-0199',
    });
    const by = { id: w.adminId, at: new Date() };
    const report = await uploadReport(w.t.app.db, {
      orderId: id,
      by,
      filename: `report-${id}.pdf`,
      contentType: 'application/pdf',
      body: Readable.from([bytes]),
      maxBytes: 1_000_000,
    });
    await publishReport(w.t.app.db, w.t.env, { orderId: id, reportId: report.id, by });
    w.t.app.mailer.wake();
    const mail = await waitForMail(w.catcher, realtorEmail, /^Inspection report for /);
    const link = /(http:\/\/localhost:3000\/realtor\/[\w-]{43})/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no realtor link in: ${JSON.stringify(mail)}`);
    return { orderId: id, reportId: report.id, link };
  };

  it('the e-mailed link opens its order only: its report downloads, another order’s is 404', async () => {
    const a = await orderWithReport('rita.a@example.test', pdf('order A'));
    const b = await orderWithReport('rita.b@example.test', pdf('order B'));
    await setReportSetting(w.t.app.db, 'needPayment', false);
    await setReportSetting(w.t.app.db, 'needAgreement', false);
    try {
      const realtor = await realtorBrowser(w.t.app);
      const opened = await pressLink(realtor, tokenOf(a.link));
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        reports: [{ id: a.reportId, filename: `report-${a.orderId}.pdf`, waits: [] }],
      });

      const mine = await realtor.get(realtorReportUrl(a.reportId));
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['content-disposition']).toContain('attachment');
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.rawPayload.equals(pdf('order A'))).toBe(true);

      const other = await realtor.get(realtorReportUrl(b.reportId));
      expect(other.statusCode).toBe(404);
      expect(other.rawPayload.includes(Buffer.from('order B'))).toBe(false);

      // Revoked after the grant: the same browser gets nothing more.
      await w.post(
        { action: 'realtor-revoke-links', id: String(a.orderId) },
        `${ORDERS_URL}?id=${a.orderId}`,
      );
      expect((await realtor.get(realtorReportUrl(a.reportId))).statusCode).toBe(404);
    } finally {
      await setReportSetting(w.t.app.db, 'needPayment', true);
      await setReportSetting(w.t.app.db, 'needAgreement', true);
    }
  });

  it('the customer’s gates hold for the realtor too: the page says why, the download is 403', async () => {
    const a = await orderWithReport('rita.c@example.test', pdf('order C'));
    const realtor = await realtorBrowser(w.t.app);
    const opened = await pressLink(realtor, tokenOf(a.link));
    expect(opened.json()).toMatchObject({
      reports: [{ id: a.reportId, waits: ['agreement', 'payment'] }],
    });
    const refused = await realtor.get(realtorReportUrl(a.reportId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Available once the client signs the inspection agreement and the inspection is paid.',
      waits: ['agreement', 'payment'],
    });
  });
});
