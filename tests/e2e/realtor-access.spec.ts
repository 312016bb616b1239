import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseEnv } from '../../src/server/env';
import {
  issueRealtorLink,
  revokeRealtorLinks,
} from '../../src/server/realtor-access/realtor-access.service';
import { publishReport } from '../../src/server/reports/report-publish.service';
import { uploadReport } from '../../src/server/reports/report-upload.service';
import { openAdmin } from './support/admin-helpers';
import { addSlot, slotsChanged, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { E2E_BASE_URL, E2E_DB_PATH } from './support/ports';

// A realtor's link: opening it shows a button only; the click shows the order and its reports.
// An expired or revoked link says so and how to reach the business.

type Db = Parameters<typeof issueRealtorLink>[0];
/** A booked order with a realtor, written as the site would (the slot list is told). */
async function orderWithRealtor(db: Db, realtorEmail: string): Promise<number> {
  const slot = await addSlot(db, 3 * 24 * 60, 'realtor');
  const now = new Date().toISOString();
  const row = await db
    .insertInto('orders')
    .values({
      order_uuid: randomUUID(),
      slot_id: slot.id,
      user_id: null,
      session_id: null,
      booking_status: 'active',
      payment_status: 'pending',
      payment_method: 'pay-later',
      total_cents: 375_00,
      price_lines: '[]',
      cart: JSON.stringify({
        address1: '12 Walnut St',
        city: 'Pittsburgh',
        state: 'PA',
        zip: '15232',
      }),
      checkout: JSON.stringify({
        firstName: 'Dana',
        lastName: 'Buyer',
        realtorAccess: 'yes',
        realtorFirstName: 'Rita',
        realtorLastName: 'Agent',
        realtorEmail,
      }),
      customer_email: uniqueEmail('realtor-buyer'),
      customer_name: 'Dana Buyer',
      customer_phone: '(412) 555-0100',
      transaction_id: null,
      auth_code: null,
      response_code: null,
      authorized_cents: null,
      captured_cents: null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await slotsChanged(db, slot.id, false);
  return row.id;
}

const linkIn = (text: string) => /(http:\/\/\S+\/realtor\/[\w-]{43})/.exec(text)?.[1];

test('the e-mailed link shows a button; its click shows the order and its published report', async ({
  page,
  db,
  inbox,
}) => {
  const realtorEmail = uniqueEmail('rita');
  const orderId = await orderWithRealtor(db, realtorEmail);
  // Published by the reports feature itself: its e-mail to the realtor carries the link.
  const by = { id: 1, at: new Date() };
  const report = await uploadReport(db, {
    orderId,
    by,
    filename: 'inspection-report.pdf',
    contentType: 'application/pdf',
    body: Readable.from([Buffer.from('%PDF-1.4\n% realtor e2e\n%%EOF\n')]),
    maxBytes: 1_000_000,
  });
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${E2E_DB_PATH}`,
    PUBLIC_URL: E2E_BASE_URL,
  });
  await publishReport(db, env, { orderId, reportId: report.id, by });
  const mail = await inbox.waitFor(realtorEmail, /^Inspection report for /);
  const link = linkIn(mail.text);
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page).toHaveTitle(/^Inspection reports \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection reports' })).toBeVisible();
  const button = page.getByRole('button', { name: 'View the inspection reports' });
  await expect(button).toBeVisible();
  await expect(page.getByText('12 Walnut St')).toHaveCount(0);
  await expectNoViolations(page);
  await screenshots(page, 'realtor-button');

  // By keyboard, as anyone may.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('12 Walnut St, Pittsburgh, PA 15232')).toBeVisible();
  await expect(page.getByText(/ at \d{1,2}:\d{2} (AM|PM) E[SD]T/)).toBeVisible();
  await expect(page.getByText('inspection-report.pdf')).toBeVisible();
  // The client has neither paid nor signed yet: the report waits, and the page says why.
  await expect(
    page.getByText(
      'Available once the client signs the inspection agreement and the inspection is paid.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  await expectNoViolations(page);
  await screenshots(page, 'realtor-reports');
});

test('staff issue a link on the order page, the realtor opens it, Revoke ends it', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const orderId = await orderWithRealtor(db, uniqueEmail('rita-staff'));
  await openAdmin(page, inbox, 'orders');
  await page.goto(`/cms-admin/manage-orders.php?id=${orderId}`);
  const section = page.getByRole('region', { name: 'Realtor access' });
  await expect(section).toContainText('Rita Agent');
  await section.getByRole('button', { name: 'Issue link' }).click();
  const newLink = page.getByLabel(/New realtor link/);
  await expect(newLink).toHaveValue(/\/realtor\/[\w-]{43}$/);
  const link = await newLink.inputValue();
  await expectNoViolations(page);
  await screenshots(page, 'realtor-admin-issued');

  // The realtor, in a browser of their own, with no account.
  const realtor = await browser.newPage();
  await realtor.goto(link);
  await realtor.getByRole('button', { name: 'View the inspection reports' }).click();
  await expect(realtor.getByText('12 Walnut St, Pittsburgh, PA 15232')).toBeVisible();
  await expect(
    realtor.getByText('No report has been published for this inspection yet.', { exact: false }),
  ).toBeVisible();

  await page.goto(`/cms-admin/manage-orders.php?id=${orderId}`);
  await expect(page.getByLabel(/New realtor link/)).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Realtor access' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(`Revoked 1 realtor link of order #${orderId}`)).toBeVisible();
  await expect(page.getByText('No live realtor link for this order.')).toBeVisible();
  await realtor.close();
});

test.describe('dead links', () => {
  // A dead link is answered 404 by design (the page reads its reason): the browser logs that.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('an expired link says so and offers the business phone, e-mail and contact page', async ({
    page,
    db,
  }) => {
    const orderId = await orderWithRealtor(db, uniqueEmail('rita-old'));
    const path = await issueRealtorLink(db, orderId, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    await page.goto(path);
    await page.getByRole('button', { name: 'View the inspection reports' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link has expired or was revoked.');
    await expect(alert).toHaveAttribute('data-reason', 'expired');
    await expect(alert.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(alert.getByRole('link', { name: 'Contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoViolations(page);
    await screenshots(page, 'realtor-expired');
  });

  test('a link revoked by the administrator is refused the same way', async ({ page, db }) => {
    const orderId = await orderWithRealtor(db, uniqueEmail('rita-revoked'));
    const path = await issueRealtorLink(db, orderId, new Date());
    await revokeRealtorLinks(db, orderId, new Date());
    await page.goto(path);
    await page.getByRole('button', { name: 'View the inspection reports' }).click();
    await expect(page.getByRole('alert')).toHaveAttribute('data-reason', 'revoked');
    await expect(page.getByRole('alert')).toContainText(
      'The inspection company has turned this link off.',
    );
  });
});
