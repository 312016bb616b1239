import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseEnv } from '../../src/server/env';
import {
  queueCancellationEmails,
  queueRescheduleEmails,
} from '../../src/server/booking/changes/order-change.emails';
import { findOrderById, type Order } from '../../src/server/booking/orders/orders.repository';
import { paymentConfirmation } from '../../src/server/booking/pay-later/pay-order.emails';
import { testEmail } from '../../src/server/email/test-email';
import type { OutgoingEmail } from '../../src/server/email/email.types';
import { enqueueEmail } from '../../src/server/email/outbox.service';
import { beforeInspectionEmail, thankYouEmail } from '../../src/server/reminders/reminder-emails';
import { customerReportEmail, realtorReportEmail } from '../../src/server/reports/report-emails';
import { getSiteSettings } from '../../src/server/settings/settings.service';
import { emailChangedNotice, emailCodeMessage } from '../../src/server/users/profile-emails';
import { CONTENT_ROUTES, OTHER_LISTED_PATHS } from '../../src/shared/pages/site-routes';
import { createCustomer } from './support/auth-helpers';
import {
  addSlot,
  fillBilling,
  fillProperty,
  openOrderForm,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, type Inbox, test } from './support/fixtures';
import { nuErrors } from './support/nu-checker';
import { SHOTS } from './support/page-checks';
import { E2E_BASE_URL, E2E_BUSINESS_EMAIL, E2E_DB_PATH } from './support/ports';

// The W3C's Nu HTML checker finds no error in any public page, as the server sends it and as the
// browser shows it at phone and desktop width (the booking steps with their optional sections
// open), nor in the HTML part of any kind of e-mail the site sends, as delivered over SMTP. The
// checker is slow to start: every document is gathered first and checked in one run.

const PUBLIC_PATHS = [
  '/',
  ...CONTENT_ROUTES.map((r) => r.path),
  ...OTHER_LISTED_PATHS,
  '/user/login',
  '/no-such-page',
];

// The page that is not there answers 404, which the browser reports in its console.
test.use({ allowedConsoleErrors: [/status of 404/] });

type Db = Parameters<typeof findOrderById>[0];

/**
 * The page as the browser shows it now: its DOM written out as HTML, doctype first. Every group
 * of fields on it is named by its legend (the checker does not ask; screen readers do).
 */
async function shown(page: Page): Promise<string> {
  const unnamed = await page.evaluate(
    () => document.querySelectorAll('fieldset:not(:has(> legend))').length,
  );
  expect.soft(unnamed, `fieldsets without a legend on ${page.url()}`).toBe(0);
  return page.content();
}

async function browsedPages(page: Page, documents: Map<string, string>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      documents.set(`page ${path} ${width}`, await shown(page));
    }
  }
}

/** Books with every optional part of the checkout shown; answers the order's id. */
async function booking(
  page: Page,
  db: Db,
  customer: string,
  realtor: string,
  documents: Map<string, string>,
) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const slot = await addSlot(db, 300, 'nu-check');
  await openOrderForm(page, slot.id);
  await page.getByRole('textbox', { name: 'Neighborhood' }).press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  documents.set('booking /home-inspection with errors', await shown(page));
  await fillProperty(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/cart');
  await page.waitForLoadState('networkidle');
  documents.set('booking /cart', await shown(page));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('checkbox', { name: 'Add a second buyer' }).check();
  await page.getByRole('checkbox', { name: /mailing address is different/ }).check();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('textbox', { name: 'Company', exact: true }).press('Enter');
  await expect(page.getByText('First name is required.').first()).toBeVisible();
  documents.set('booking /checkout with errors', await shown(page));

  await page.getByRole('checkbox', { name: 'Add a second buyer' }).uncheck();
  await page.getByRole('checkbox', { name: /mailing address is different/ }).uncheck();
  await fillBilling(page, customer);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Realtor first name').fill('Rae');
  await box('Realtor last name').fill('Agent');
  await box('Realtor e-mail').fill(realtor);
  await box('Realtor phone').fill('412-555-0199');
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  documents.set('booking /checkout filled in', await shown(page));
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  const number = page.getByTestId('reservation-number');
  await expect(number).toBeVisible();
  await page.waitForLoadState('networkidle');
  documents.set('booking /thank-you', await shown(page));
  return Number((await number.textContent())?.replace(/\D/g, ''));
}

/** Every other kind of e-mail, built by its own builder and queued in the site's outbox. */
async function queueTheOtherKinds(db: Db, order: Order, to: (kind: string) => string) {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${E2E_DB_PATH}`,
    PUBLIC_URL: E2E_BASE_URL,
    // The settings the site runs with (global-setup) where the database keeps none of its own.
    BUSINESS_EMAIL: E2E_BUSINESS_EMAIL,
    MAIL_FROM: 'Keystone Home Inspections <bookings@example.test>',
  });
  const now = new Date();
  const settings = await getSiteSettings(db, env);
  const ctx = { settings, publicUrl: env.PUBLIC_URL, now };
  const manageUrl = `${env.PUBLIC_URL}/user/manage/${'x'.repeat(43)}`;
  const built: OutgoingEmail[] = [
    beforeInspectionEmail(order, { agreementSigned: false }, manageUrl, ctx),
    thankYouEmail(order, ctx),
    paymentConfirmation(
      order,
      {
        status: 'paid',
        card: { type: 'Visa', last4: '1111' },
        transactionId: '60000001',
        receiptUrl: `${env.PUBLIC_URL}/user/payments/${order.id}/receipt`,
      },
      settings,
    ),
    customerReportEmail(
      order,
      settings,
      `${env.PUBLIC_URL}/user/inspections/${order.id}`,
      'report.pdf',
    ),
    realtorReportEmail(
      order,
      settings,
      { email: to('report-realtor'), name: 'Rae Agent' },
      `${env.PUBLIC_URL}/realtor/${'y'.repeat(43)}`,
    ),
    emailCodeMessage({ site: settings, to: '', firstName: 'Dana', code: '123456', minutes: 30 }),
    emailChangedNotice({ site: settings, to: '', firstName: 'Dana', newEmail: 'new@example.test' }),
    testEmail(settings, '', now),
  ];
  await db.transaction().execute(async (trx) => {
    for (const email of built) await enqueueEmail(trx, { ...email, to: to(email.kind) }, now);
    await queueRescheduleEmails(trx, { order, previousStart: now.toISOString() }, ctx);
    await queueCancellationEmails(
      trx,
      {
        order,
        money: {
          outcome: 'refunded',
          keptCents: 75_00,
          refundedCents: 300_00,
          dueCents: 0,
          paymentStatus: 'paid',
          capturedCents: 375_00,
        },
        by: 'customer',
        feeCents: 75_00,
      },
      ctx,
    );
  });
  return built.map((e) => e.kind);
}

async function deliveredHtml(inbox: Inbox, to: string, subject: RegExp): Promise<string> {
  const mail = await inbox.waitFor(to, subject, 20_000);
  return mail.html;
}

test('every public page and every e-mail passes the Nu HTML checker', async ({
  page,
  db,
  inbox,
}) => {
  test.slow();
  const documents = new Map<string, string>();
  for (const path of PUBLIC_PATHS) {
    const res = await page.request.get(path);
    documents.set(`server ${path}`, await res.text());
  }
  await browsedPages(page, documents);

  const customer = uniqueEmail('nu-customer');
  const realtor = uniqueEmail('nu-realtor');
  const id = await booking(page, db, customer, realtor, documents);

  // The sign-in e-mail, asked for on the login page.
  const signIn = uniqueEmail('nu-login');
  await createCustomer(db, { email: signIn, firstName: 'Dana' });
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Email address' }).fill(signIn);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  documents.set('page /user/login after sending', await shown(page));

  const order = (await findOrderById(db, id))!;
  const other = (kind: string) => `nu-${kind}-${id}@example.test`;
  const kinds = await queueTheOtherKinds(db, order, other);

  const mails: [name: string, to: string, subject: RegExp][] = [
    ['login', signIn, /sign-in link/],
    ['order-confirmation', customer, /is reserved/],
    ['realtor-notice', realtor, /access needed/],
    ['business-notice', E2E_BUSINESS_EMAIL, new RegExp(`^New booking #${id}:`)],
    ['order-rescheduled', customer, /is moved to/],
    ['order-cancellation', customer, /is cancelled$/],
    ['order-rescheduled-notice', E2E_BUSINESS_EMAIL, new RegExp(`^Booking #${id} moved:`)],
    ['order-cancellation-notice', E2E_BUSINESS_EMAIL, new RegExp(`^Booking #${id} cancelled`)],
    ['order-rescheduled-realtor', realtor, /^Inspection moved:/],
    ['order-cancellation-realtor', realtor, /^Inspection cancelled:/],
    ...kinds.map((kind): [string, string, RegExp] => [kind, other(kind), /./]),
  ];
  for (const [name, to, subject] of mails) {
    const html = await deliveredHtml(inbox, to, subject);
    expect.soft(html, `${name}: a whole document`).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    documents.set(`mail ${name}`, html);
    // Kept for a person to open at phone and desktop width, when screenshots are asked for.
    if (SHOTS) writeFileSync(join(SHOTS, `mail-${name}.html`), html);
  }

  expect(await nuErrors(documents)).toEqual([]);
});
