import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { validSubmission } from '../../src/testing/order-test-kit';
import { openAdmin } from './support/admin-helpers';
import { createCustomer, signInAs } from './support/auth-helpers';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, SHOTS } from './support/page-checks';

// The customer reads the inspection agreement on their order page, signs it with their name as
// on the order, and downloads the signed PDF; a name that is not a buyer's is refused.

// The refused name is a 400 answer, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await page
      .getByRole('region', { name: 'Inspection agreement', exact: true })
      .screenshot({ path: `${SHOTS}/${name}-${width}-panel.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a customer signs the inspection agreement and downloads the signed PDF', async ({
  page,
  db,
  inbox,
  browser,
}) => {
  const email = uniqueEmail('agreement');
  await createCustomer(db, { email, firstName: 'Dana', lastName: 'Buyer' });
  const slot = await addSlot(db, 60 * 24 * 6, 'agreement');
  const submission = await validSubmission(db, slot.id, email);
  await page.request.get('/cms-admin/api/session.php');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const placed = await page.request.post('/cms-admin/api/inspection_orders.php', {
    data: submission,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await inbox.waitFor(email, /reserved/);

  await signInAs(page, inbox, email, `/user/inspections/${id}`);
  const panel = page.getByRole('region', { name: 'Inspection agreement', exact: true });
  const text = panel.getByRole('region', { name: 'Pre-Inspection Agreement' });
  await expect(text).toContainText('Limits of liability');
  // The text scrolls in its own box, reachable by keyboard.
  await text.focus();
  await expect(text).toBeFocused();
  await expectNoViolations(page);
  await shoot(page, 'agreement-unsigned');

  const name = panel.getByRole('textbox', { name: 'Full name' });
  const box = panel.getByRole('checkbox', {
    name: 'I have read and agree to the inspection agreement',
  });
  const sign = panel.getByRole('button', { name: 'Sign agreement' });
  await sign.click();
  await expect(panel.getByText('Type your full name.')).toBeVisible();
  await name.fill('Rita Realtor');
  await box.check();
  await sign.click();
  await expect(panel.getByRole('alert')).toHaveText('Type your full name as on the order.');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await shoot(page, 'agreement-name-refused');

  // Case and spacing are forgiven; Enter in the field submits the form.
  await name.fill('  dana  buyer');
  await name.press('Enter');
  await expect(panel.getByText(/^Signed by dana {2}buyer on /)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Sign agreement' })).toHaveCount(0);
  await expectNoViolations(page);
  await shoot(page, 'agreement-signed');

  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download signed agreement (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`inspection-agreement-order-${id}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Still signed after a reload (the server's record, not the page's memory).
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Inspection agreement', exact: true })
      .getByText(/^Signed by /),
  ).toBeVisible();

  // The administrator sees the record on the order and downloads the same PDF.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'orders');
  await admin.goto(`/cms-admin/manage-orders.php?id=${id}`);
  const section = admin.getByRole('region', { name: 'Inspection agreement' });
  await expect(section.getByText('Signed', { exact: true })).toBeVisible();
  await expect(section).toContainText('dana  buyer');
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/agreement-admin-section.png` });
  const staffDownload = admin.waitForEvent('download');
  await section.getByRole('link', { name: 'Download signed agreement (PDF)' }).click();
  const staffBytes = readFileSync(await (await staffDownload).path());
  expect(staffBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await staff.close();
});
