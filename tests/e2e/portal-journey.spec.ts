import type { Browser, BrowserContext, Page } from '@playwright/test';
import { openAdmin } from './support/admin-helpers';
import { createCustomer, signInAs } from './support/auth-helpers';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expect, type Inbox, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { payOnPaymentsPage, reserveWithoutPayment } from './support/portal-helpers';
import {
  downloadBytes,
  publishOnOrderPage,
  type ReportFile,
  reportId,
  reportPdf,
  reportsSection,
  uploadReportOnOrderPage,
} from './support/report-helpers';

// The customer portal end to end, on the built server with the real SMTP catcher and the payment
// sandbox: book without paying (with a realtor), sign in, find the inspection, the report refused
// until the agreement is signed and the order paid, sign, pay, receipt; the administrator uploads
// and publishes the report; the customer and the realtor download the very bytes uploaded; another
// customer finds none of it.

const API = '/cms-admin/api';

// A refused download (403) and someone else's order (404) are answers the browser logs.
test.use({ allowedConsoleErrors: [/status of 40[34] \((Forbidden|Not Found)\)/] });
test.setTimeout(120_000);

/** The administrator, in a browser of their own: uploads the file and publishes it. */
async function uploadAndPublish(browser: Browser, inbox: Inbox, orderId: number, file: ReportFile) {
  const staff: BrowserContext = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'orders');
  await admin.goto(`/cms-admin/manage-orders.php?id=${orderId}`);
  await uploadReportOnOrderPage(admin, file);
  const flash = await publishOnOrderPage(admin, file.name);
  await expect(reportsSection(admin).getByRole('row').filter({ hasText: file.name })).toContainText(
    'Published',
  );
  await staff.close();
  return flash;
}

/** The newest e-mail to `to` with this subject that arrived after `since`. */
async function mailAfter(inbox: Inbox, to: string, subject: RegExp, since: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const found = (await inbox.all(to)).filter(
          (m) => m.receivedAt >= since && subject.test(m.subject),
        );
        text = found.at(-1)?.text ?? '';
        return found.length;
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return text;
}

async function downloadRefused(page: Page, id: number, waits: string[]) {
  const res = await page.request.get(`${API}/report_file.php?id=${id}`);
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { waits: string[] }).waits).toEqual(waits);
}

test('book, sign in, sign, pay, receive the report with the realtor; strangers get 404', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const email = uniqueEmail('journey');
  const realtor = { firstName: 'Rita', lastName: 'Agent', email: uniqueEmail('journey-realtor') };
  const slot = await addSlot(db, 60 * 24 * 8, 'journey');

  // Booked without payment, with the realtor given access; then signed in by e-mailed code.
  const orderId = await reserveWithoutPayment(page, slot.id, email, realtor);
  await inbox.waitFor(email, /reserved/);
  await signInAs(page, inbox, email, '/user/home');
  await page.getByRole('link', { name: 'My inspections' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My inspections');
  const card = page
    .getByTestId('inspection')
    .filter({ has: page.locator(`#inspection-${orderId}`) });
  await expect(card).toContainText('12 Walnut St');
  await expect(card.getByTestId('inspection-status')).toHaveText('Status: Reserved');
  await expect(card.getByTestId('inspection-payment')).toHaveText('Payment: Not paid');

  // A first report published now: neither signed nor paid, its download is refused and says why.
  const draft = reportPdf('preliminary-findings.pdf', 64 * 1024);
  await uploadAndPublish(browser, inbox, orderId, draft);
  const draftId = await reportId(db, orderId, draft.name);
  await page.goto('/user/reports');
  const inspection = page.getByRole('region', { name: /12 Walnut St/ });
  await expect(inspection).toContainText(draft.name);
  await expect(inspection.getByRole('link', { name: 'Sign the agreement' })).toBeVisible();
  await expect(inspection.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expect(inspection.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  await downloadRefused(page, draftId, ['agreement', 'payment']);

  // Sign the agreement on the order page: the download now waits for the payment only.
  await inspection.getByRole('link', { name: 'Sign the agreement' }).click();
  const agreement = page.getByRole('region', { name: 'Inspection agreement', exact: true });
  await agreement.getByRole('textbox', { name: 'Full name' }).fill('Dana Buyer');
  await agreement
    .getByRole('checkbox', { name: 'I have read and agree to the inspection agreement' })
    .check();
  await agreement.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(agreement.getByText(/^Signed by Dana Buyer on /)).toBeVisible();
  const orderReports = page.getByRole('region', { name: 'Reports', exact: true });
  await expect(orderReports.getByRole('link', { name: 'Sign the agreement' })).toHaveCount(0);
  await expect(orderReports.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await downloadRefused(page, draftId, ['payment']);

  // Pay on /user/payments through the sandbox's hosted card form; then the receipt.
  await orderReports.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/user\/payments$/);
  await payOnPaymentsPage(page, orderId);
  const paid = page.getByTestId('paid-order').filter({ hasText: `Reservation #${orderId}` });
  await expect(paid).toContainText('Visa ending in 1111');
  await paid.getByRole('link', { name: /Receipt/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Visa ending in 1111')).toBeVisible();
  await inbox.waitFor(email, /Payment received|Card payment approved/);

  // The administrator uploads and publishes the final report: both e-mails arrive.
  const pdf = reportPdf('inspection-report.pdf', 700 * 1024);
  const since = new Date().toISOString();
  const flash = await uploadAndPublish(browser, inbox, orderId, pdf);
  expect(flash).toContain(`and the realtor (${realtor.email})`);
  const finalId = await reportId(db, orderId, pdf.name);
  const customerMail = await mailAfter(inbox, email, /^Your inspection report is ready: /, since);
  expect(customerMail).toContain('/user/reports');
  const realtorMail = await mailAfter(inbox, realtor.email, /^Inspection report for /, since);
  const link = /(http:\/\/\S+\/realtor\/[\w-]{43})/.exec(realtorMail)?.[1];
  expect(link).toBeDefined();

  // The customer downloads from /user/reports: the same bytes as uploaded.
  await page.goto('/user/reports');
  await expect(inspection.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expectNoViolations(page);
  await screenshots(page, 'reports-downloadable');
  const mine = await downloadBytes(
    page,
    inspection.getByRole('link', { name: `Download ${pdf.name}` }),
  );
  expect(mine.name).toBe(pdf.name);
  expect(mine.bytes.equals(pdf.buffer)).toBe(true);

  // The realtor, with no account, through the e-mailed link: open, press the button, Download.
  const realtorContext = await browser.newContext();
  const realtorPage = await realtorContext.newPage();
  await realtorPage.goto(link!);
  await realtorPage.getByRole('button', { name: 'View the inspection reports' }).click();
  await expect(realtorPage.getByText('12 Walnut St, Pittsburgh, PA 15232')).toBeVisible();
  const theirs = await downloadBytes(
    realtorPage,
    realtorPage.getByRole('link', { name: `Download ${pdf.name}` }),
  );
  expect(theirs.bytes.equals(pdf.buffer)).toBe(true);
  await realtorContext.close();

  // Another customer: the order, its reports, the agreement PDF and the receipt are not found.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await signInAs(stranger, inbox, await createCustomer(db), `/user/inspections/${orderId}`);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Inspection not found');
  for (const path of [
    `my_inspection.php?id=${orderId}`,
    `report_file.php?id=${finalId}`,
    `report_file.php?id=${draftId}`,
    `agreement_pdf.php?id=${orderId}`,
    `order_agreement.php?id=${orderId}`,
    `my_receipt.php?id=${orderId}`,
  ]) {
    const res = await stranger.request.get(`${API}/${path}`);
    expect(res.status(), path).toBe(404);
  }
  const reports = await stranger.request.get(`${API}/my_reports.php`);
  expect(((await reports.json()) as { orders: unknown[] }).orders).toEqual([]);
  await stranger.goto(`/user/payments/${orderId}/receipt`);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Receipt not found');
  await strangerContext.close();
});
