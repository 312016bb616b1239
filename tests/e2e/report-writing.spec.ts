import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  bookingSubmission,
  inspectorSlot,
  makeInspector,
} from '../../src/testing/inspector-portal-kit';
import { createCustomer, signInAs } from './support/auth-helpers';
import { uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { jpegFacts } from './support/jpeg-facts';
import { expectNoViolations, screenshots } from './support/page-checks';
import { payOnPaymentsPage } from './support/portal-helpers';
import { downloadBytes } from './support/report-helpers';
import {
  firstSection,
  itemCard,
  openSection,
  safetyItem,
  syncStatus,
  writeFinding,
} from './support/report-writing-helpers';

// The inspector writes the report on a phone: marks items, picks a Safety comment and adds a
// sideways phone photo carrying a GPS position; loses the connection, goes on, reloads and finds
// everything; the connection returns and all is sent. Publishing makes the web report and the
// PDF; the client, once they have paid and signed, reads the summary first with the photo
// upright and stripped, downloads the PDF; the realtor's link shows the same report.

test.setTimeout(180_000);
// Offline, the browser logs each request it could not make.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

const API = '/cms-admin/api';
const PHOTO = 'tests/e2e/fixtures/sideways-gps.jpg';
// 240 × 160, written by ImageMagick's HEIC encoder (libheif).
const HEIC = 'tests/e2e/fixtures/small-photo.heic';

async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

test('an inspector writes the report offline and on, publishes; client and realtor read it', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const inspectorEmail = uniqueEmail('writer');
  const buyerEmail = uniqueEmail('writer-buyer');
  const realtorEmail = uniqueEmail('writer-realtor');
  const { inspectorId } = await makeInspector(db, inspectorEmail, { first: 'Ivy', last: 'Stone' });
  await createCustomer(db, { email: buyerEmail, firstName: 'Dana', lastName: 'Buyer' });
  const slot = await inspectorSlot(db, inspectorId, 2);

  // The client books the inspector's slot with a realtor (the order API, as the form does).
  const client = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await client.request.get(`${API}/session.php`);
  const booked = await client.request.post(`${API}/inspection_orders.php`, {
    data: await bookingSubmission(db, slot, buyerEmail, {
      realtorAccess: 'yes',
      realtorFirstName: 'Rita',
      realtorLastName: 'Realtor',
      realtorEmail,
      realtorPhone: '412-555-0111',
    }),
    headers: { 'X-XSRF-TOKEN': await xsrf(client) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const orderId = ((await booked.json()) as { id: number }).id;

  // The inspector, phone in hand, opens the visit's report from /inspector.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, inbox, inspectorEmail, '/inspector');
  const visit = page.getByTestId('inspector-visit').filter({ hasText: '12 Walnut St' });
  await expect(visit.getByTestId('visit-report-progress')).toHaveText('Report: Not started');
  await visit.getByRole('link', { name: /^Write the report/ }).click();
  await expect(page).toHaveURL(new RegExp(`/inspector/reports/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection report' })).toBeVisible();
  await expect(syncStatus(page)).toHaveText('All changes synced');
  await expect(page.getByRole('textbox', { name: 'Size' })).not.toHaveValue('');

  // Items marked, by touch and by keyboard.
  const first = firstSection();
  const one = itemCard(page, first.items[0]!.title);
  await one.getByRole('button', { name: 'Inspected', exact: true }).click();
  await expect(one.getByRole('button', { name: 'Inspected', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const two = itemCard(page, first.items[1]!.title);
  await two.getByRole('button', { name: 'Not present' }).focus();
  await page.keyboard.press('Enter');
  await expect(two.getByRole('button', { name: 'Not present' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('button', {
      name: new RegExp(`^${first.title}.*2 of ${first.items.length} items done`),
    }),
  ).toBeVisible();

  // A Safety comment from the library, with a location and the sideways photo.
  const safety = safetyItem();
  await openSection(page, safety.section.title);
  const card = itemCard(page, safety.item.title);
  await card.getByRole('button', { name: 'Deficient' }).click();
  await card.locator('summary').click();
  await card
    .getByRole('button', {
      name: new RegExp(`^Safety ${escape(safety.comment.text.slice(0, 30))}`),
    })
    .click();
  const finding = card.getByTestId('finding').first();
  await expect(finding.getByRole('combobox', { name: 'Severity' })).toHaveValue('safety');
  await finding.getByRole('textbox', { name: 'Location' }).fill('Kitchen, by the sink');
  await finding.getByRole('textbox', { name: 'Location' }).blur();
  await finding.getByTestId('photo-library').setInputFiles(PHOTO);
  const preview = finding.getByRole('img', { name: 'Photo without a caption' });
  await expect(preview).toBeVisible();
  // Upright on the device already: the sideways 600×400 shows as a portrait.
  const shown = await preview.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(shown[1]).toBeGreaterThan(shown[0]!);
  await finding.getByRole('textbox', { name: 'Caption' }).fill('Outlet beside the sink');
  await finding.getByRole('button', { name: 'Add circle' }).click();
  await expect(syncStatus(page)).toHaveText('All changes synced', { timeout: 15_000 });
  // An iPhone's own HEIC photo, which Chromium cannot decode: decoded on the device, sent as JPEG.
  await finding.getByTestId('photo-library').last().setInputFiles(HEIC);
  const heic = finding.getByRole('img', { name: 'Photo without a caption' });
  await expect(heic).toBeVisible({ timeout: 30_000 });
  expect(
    await heic.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([240, 160]);
  await expect(syncStatus(page)).toHaveText('All changes synced', { timeout: 15_000 });
  await expectNoViolations(page);
  await screenshots(page, 'report-editor');

  // No signal: two findings and a photo stay on the device, and survive a reload.
  await page.context().setOffline(true);
  const other = itemCard(page, safety.section.items.find((i) => i !== safety.item)!.title);
  await writeFinding(other, 'Offline finding one: loose cover plate.');
  await writeFinding(other, 'Offline finding two: scorch marks on the receptacle.');
  await other.getByTestId('photo-library').last().setInputFiles(PHOTO);
  // Shown once it is prepared and kept on the device.
  await expect(other.getByRole('img')).toHaveCount(1);
  await expect(syncStatus(page)).toHaveText(/^Saved on this device \(\d+ changes waiting\)$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection report' })).toBeVisible();
  await expect(
    page.getByText('No connection: showing the copy kept on this device.'),
  ).toBeVisible();
  await expect(syncStatus(page)).toHaveText(/^Saved on this device/);
  await openSection(page, safety.section.title);
  await expect(other.getByRole('textbox', { name: /^Text of / })).toHaveCount(2);
  await expect(other.getByRole('textbox', { name: /^Text of / }).first()).toHaveValue(
    'Offline finding one: loose cover plate.',
  );
  await expect(other.getByRole('img')).toHaveCount(1);
  await page.context().setOffline(false);
  await expect(syncStatus(page)).toHaveText('All changes synced', { timeout: 15_000 });

  // Publish: what is incomplete first, then a confirmation, then the version.
  await page.getByRole('button', { name: 'Publish report' }).click();
  const confirm = page.getByTestId('publish-confirm');
  await expect(confirm).toContainText('items without a status');
  await confirm.getByRole('button', { name: 'Confirm and publish' }).click();
  await expect(page.getByText(/^Published version 1\. The client and the realtor/)).toBeVisible({
    timeout: 60_000,
  });
  await screenshots(page, 'report-editor-published');
  await page.goto('/inspector');
  await expect(visit.getByTestId('visit-report-progress')).toHaveText(
    'Report: Published (version 1)',
  );
  await screenshots(page, 'inspector-visit-published');

  // The client signs and pays, then reads the web report: the summary first.
  await signInAs(client, inbox, buyerEmail, `/user/inspections/${orderId}`);
  const agreement = client.getByRole('region', { name: 'Inspection agreement', exact: true });
  await agreement.getByRole('textbox', { name: 'Full name' }).fill('Dana Buyer');
  await agreement
    .getByRole('checkbox', { name: 'I have read and agree to the inspection agreement' })
    .check();
  await agreement.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(agreement.getByText(/^Signed by Dana Buyer on /)).toBeVisible();
  await client.goto('/user/payments');
  await payOnPaymentsPage(client, orderId);
  await client.goto('/user/reports');
  await client.getByRole('link', { name: /^View report/ }).click();
  await expect(client).toHaveURL(new RegExp(`/reports/${orderId}$`));
  const headings = client.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Summary');
  const summary = client.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(safety.comment.text);
  await expect(summary).toContainText('Kitchen, by the sink');
  const photo = summary.getByRole('img', { name: 'Outlet beside the sink' });
  await expect(photo).toHaveAttribute('loading', 'lazy');
  const served = await client.request.get((await photo.getAttribute('src'))!);
  const facts = jpegFacts(Buffer.from(await served.body()));
  expect(facts.height).toBeGreaterThan(facts.width);
  expect(facts.hasExif).toBe(false);
  await expectNoViolations(client);
  await screenshots(client, 'report-web');

  // The PDF has the findings' text and embeds the photos.
  const pdf = await downloadBytes(client, client.getByRole('link', { name: 'Download PDF' }));
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
  ).text;
  expect(text.replace(/\s+/g, ' ')).toContain(safety.comment.text.slice(0, 40));
  expect(text).toContain('Offline finding two');
  expect(pdf.bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

  // The realtor's link shows the same report.
  const mail = await inbox.waitFor(realtorEmail, /^Inspection report for /, 20_000);
  const link = /(http:\/\/\S+\/realtor\/[\w-]{43})/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  const realtor = await (await browser.newContext()).newPage();
  await realtor.goto(link!);
  await realtor.getByRole('button', { name: 'View the inspection reports' }).click();
  await expect(realtor.getByText('12 Walnut St', { exact: false }).first()).toBeVisible();
  await expect(realtor.getByRole('link', { name: /^Download PDF/ })).toBeVisible();
  await expectNoViolations(realtor);
  await screenshots(realtor, 'realtor-access-report');
  // The realtor's session now holds the order: View report opens the web report as for the client.
  await realtor.getByRole('link', { name: /^View report/ }).click();
  await expect(realtor).toHaveURL(new RegExp(`/reports/${orderId}$`));
  await expect(realtor.getByRole('heading', { level: 2 }).first()).toHaveText('Summary');
  await expect(realtor.getByRole('region', { name: 'Summary' })).toContainText(safety.comment.text);
  // Rendered on the server in the realtor's session too: the first HTML holds the report.
  const firstHtml = await realtor.request.get(`/reports/${orderId}`);
  expect(await firstHtml.text()).toContain('Location: <!-- -->Kitchen, by the sink');
  expect(firstHtml.headers()['cache-control']).toBe('private, no-store');
  await expect(realtor.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /realtor_report\.php/,
  );
  await realtor.context().close();
  await client.context().close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
