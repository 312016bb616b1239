import { openAdmin } from './support/admin-helpers';
import { createCustomer, signInAs } from './support/auth-helpers';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots, SHOTS } from './support/page-checks';
import { placePayLaterOrder } from './support/portal-helpers';
import {
  publishOnOrderPage,
  reportPdf,
  reportsSection,
  startUpload,
  uploadReportOnOrderPage,
} from './support/report-helpers';

// The administrator uploads a PDF report on the order page (with the progress bar), a non-PDF is
// refused and nothing listed, Publish; the customer sees the report and why it still waits.

const NOT_A_PDF = 'That file is not a PDF. Please choose the report as a PDF file.';

// The refused upload is a 415 answer, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\)/] });

test('an uploaded, published report waits for the agreement and the payment', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const email = uniqueEmail('reports');
  await createCustomer(db, { email, firstName: 'Dana', lastName: 'Buyer' });
  const slot = await addSlot(db, 60 * 24 * 7, 'reports');
  const orderId = await placePayLaterOrder(page, db, slot.id, email);

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'orders');
  await admin.goto(`/cms-admin/manage-orders.php?id=${orderId}`);
  const section = reportsSection(admin);
  await expect(section.getByText('No reports uploaded yet.')).toBeVisible();
  await expectNoViolations(admin);
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/reports-admin-empty.png` });

  // A file that is not a PDF (by type, then by its first bytes) is refused; nothing is listed.
  for (const notPdf of [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes\n') },
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>no</html>') },
  ]) {
    await startUpload(admin, notPdf);
    await expect(section.getByRole('alert')).toHaveText(NOT_A_PDF);
    await expect(section.getByRole('button', { name: 'Upload report' })).toBeEnabled();
    await expect(section.locator('progress')).toBeHidden();
    await admin.unrouteAll({ behavior: 'wait' });
  }
  await expectNoViolations(admin);
  await screenshots(admin, 'reports-admin-refused');
  await admin.reload();
  await expect(section.getByText('No reports uploaded yet.')).toBeVisible();
  const stored = await db
    .selectFrom('reports')
    .select('id')
    .where('order_id', '=', orderId)
    .execute();
  expect(stored).toEqual([]);

  // A PDF: the progress bar shows while it goes, then the page lists it, not yet published.
  const pdf = reportPdf('inspection-report.pdf');
  const listed = uploadReportOnOrderPage(admin, pdf);
  await expect(section.locator('progress')).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Uploading inspection-report.pdf…');
  await listed;
  const row = section.getByRole('row').filter({ hasText: 'inspection-report.pdf' });
  await expect(row).toContainText('256 KB');
  await expect(row).toContainText('Not published');
  await expect(admin.getByText(/^Uploaded inspection-report\.pdf \(256 KB\)\./)).toBeVisible();
  await expectNoViolations(admin);

  const flash = await publishOnOrderPage(admin, pdf.name);
  expect(flash).toContain(`The customer (${email}) was e-mailed a link.`);
  await expect(row).toContainText(/Published \w+/);
  await expect(row.getByRole('button', { name: `Unpublish ${pdf.name}` })).toBeVisible();
  await expectNoViolations(admin);
  await screenshots(admin, 'reports-admin-published');
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: `${SHOTS}/reports-admin-section-${width}.png` });
    }
  }
  await staff.close();
  const mail = await inbox.waitFor(email, /^Your inspection report is ready: 12 Walnut St/);
  expect(mail.text).toContain('/user/reports');

  // The customer: neither signed nor paid, so the report is listed with what to do first.
  await signInAs(page, inbox, email, '/user/reports');
  await expect(page).toHaveTitle(/^Reports \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const inspection = page.getByRole('region', { name: /12 Walnut St/ });
  await expect(inspection).toContainText('inspection-report.pdf');
  await expect(inspection).toContainText('Sign the inspection agreement to download the report.');
  await expect(inspection).toContainText('Pay for the inspection to download the report.');
  await expect(inspection.getByRole('link', { name: 'Sign the agreement' })).toHaveAttribute(
    'href',
    `/user/inspections/${orderId}`,
  );
  await expect(inspection.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    '/user/payments',
  );
  await expect(inspection.getByRole('link', { name: /Download/ })).toHaveCount(0);
  await expectNoViolations(page);
  await screenshots(page, 'reports-waiting');

  // The order page's Reports panel says the same, and its button leads to the agreement.
  await inspection.getByRole('link', { name: 'Sign the agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/inspections/${orderId}$`));
  const panel = page.getByRole('region', { name: 'Reports', exact: true });
  await expect(panel).toContainText('inspection-report.pdf');
  await expect(panel.getByRole('link', { name: 'Sign the agreement' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Download/ })).toHaveCount(0);
  await expectNoViolations(page);
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/reports-order-panel.png` });
});
