import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { validSubmission } from '../../src/testing/order-test-kit';
import {
  SANDBOX_API_PATH,
  sandboxCredentials,
} from '../../src/server/payments/gateway/gateway-config';
import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { addSlot } from './support/booking-helpers';
import { expect, test } from './support/fixtures';

// An administrator opens dates in bulk and sees them in the calendar, sees a customer's
// card booking and captures it, and cancels another booking whose date is then free again.

type Db = Parameters<typeof validSubmission>[0];
const ZONE = 'America/New_York';

/** Clicks "next" in the week view until an event with this title shows (or gives up). */
async function findInCalendar(page: Page, title: string) {
  await page.goto('/availability');
  await page.locator('.fc-timeGridWeek-button').click();
  const events = page.locator('.fc-event', { hasText: title });
  for (let i = 0; i < 20 && (await events.count()) === 0; i++) {
    await page.locator('.fc-next-button').click();
    await page.waitForTimeout(50);
  }
  return events;
}

/** Minutes from now to a time of day `days` ahead in New York, inside the week view's 7 AM–7 PM. */
function minutesTo(days: number, hour: number, minute: number): number {
  const at = DateTime.now().setZone(ZONE).plus({ days }).set({ hour, minute, second: 0 });
  return Math.round(at.diffNow('minutes').minutes);
}

/** A customer's own browser session with its CSRF token, for the booking API. */
async function customerApi(browser: Browser) {
  const context = await browser.newContext();
  await context.request.get('/cms-admin/api/session.php');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const post = (request: APIRequestContext, url: string, data: unknown) =>
    request.post(url, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
  return { context, post: (url: string, data: unknown) => post(context.request, url, data) };
}

/** What the hosted card form does: a one-time card token from the built-in sandbox. */
async function cardToken(db: Db, request: APIRequestContext) {
  const { value } = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'secret.session')
    .executeTakeFirstOrThrow();
  const { apiLoginId, clientKey } = sandboxCredentials(value);
  const res = await request.post(SANDBOX_API_PATH, {
    data: {
      securePaymentContainerRequest: {
        merchantAuthentication: { name: apiLoginId, clientKey },
        data: {
          type: 'TOKEN',
          id: randomUUID(),
          token: {
            cardNumber: '4111111111111111',
            expirationDate: `12${new Date().getFullYear() + 1}`,
            cardCode: '123',
            zip: '15232',
          },
        },
      },
    },
  });
  const body = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as {
    opaqueData: { dataDescriptor: string; dataValue: string };
  };
  return body.opaqueData;
}

test('slots created in bulk show in the calendar; a second run skips them', async ({
  page,
  inbox,
}) => {
  const title = `Bulk ${uid()}`;
  // A Tuesday-to-Thursday nine weeks out, past the demo slots; Tuesday and Thursday only.
  const tuesday = DateTime.now().setZone(ZONE).plus({ weeks: 9 }).set({ weekday: 2 });
  const from = tuesday.toISODate() ?? '';
  const to = tuesday.plus({ days: 2 }).toISODate() ?? '';

  await openAdmin(page, inbox, 'slots');
  const frame = adminFrame(page, 'Inspection slots');
  const createMany = async () => {
    await frame.getByRole('link', { name: 'Create many slots' }).click();
    await frame.getByLabel('First date').fill(from);
    await frame.getByLabel('Last date').fill(to);
    await frame.getByRole('checkbox', { name: 'Wednesday' }).uncheck();
    await frame.getByLabel('Times').fill('8:15 AM, 3:45 PM');
    await frame.getByLabel('Title').fill(title);
    await frame.getByRole('button', { name: 'Create slots' }).click();
  };
  await createMany();
  await expect(flash(frame)).toHaveText('Created 4 slots. None skipped.');
  await expect(frame.getByRole('cell', { name: title })).toHaveCount(0); // nine weeks out: page 2+
  await createMany();
  await expect(flash(frame)).toHaveText('Created 0 slots. Skipped 4: 4 already existed.');

  const events = await findInCalendar(page, title);
  await expect(events).toHaveCount(4);
  await expect(events.locator('.slot-event-time')).toHaveText([
    '8:15 AM',
    '3:45 PM',
    '8:15 AM',
    '3:45 PM',
  ]);
});

test('a customer’s card booking is captured; a cancelled booking frees its date', async ({
  page,
  inbox,
  db,
  browser,
}) => {
  // The customer books two dates: one paid by card now (authorized), one to pay later.
  const paidSlot = await addSlot(db, minutesTo(3, 10, 7), 'card');
  const laterSlot = await addSlot(db, minutesTo(4, 11, 11), 'later');
  const customer = await customerApi(browser);
  const payerEmail = `payer-${uid()}@example.test`;
  const card = await validSubmission(db, paidSlot.id, payerEmail);
  // As the checkout page does: the server prices the checkout, then the card is authorized for it.
  const started = await customer.post('/cms-admin/api/payment/checkout.php', {
    slot_id: card.slot_id,
    cart: card.cart,
    order_uuid: card.order_uuid,
  });
  expect(started.status()).toBe(200);
  const { checkout_token } = (await started.json()) as { checkout_token: string };
  const auth = await customer.post('/cms-admin/api/payment/authorize.php', {
    opaqueData: await cardToken(db, customer.context.request),
    amount: card.cart.totalPriceDecimal,
    order_uuid: card.order_uuid,
    checkout_token,
  });
  expect(auth.status()).toBe(200);
  const payment = (await auth.json()) as { transactionId: string; authCode: string };
  const paidOrder = await customer.post('/cms-admin/api/inspection_orders.php', {
    ...card,
    checkout: { ...card.checkout, paymentMethod: 'pay-now' },
    payment_status: 'authorized',
    payment: { ...payment, responseCode: '1', amount: card.cart.totalPriceDecimal },
  });
  expect(paidOrder.status()).toBe(201);
  const paidId = ((await paidOrder.json()) as { id: number }).id;
  const laterEmail = `later-${uid()}@example.test`;
  const laterOrder = await customer.post(
    '/cms-admin/api/inspection_orders.php',
    await validSubmission(db, laterSlot.id, laterEmail),
  );
  const laterId = ((await laterOrder.json()) as { id: number }).id;
  await customer.context.close();

  // The administrator finds the authorized payment and captures it.
  await openAdmin(page, inbox, 'orders');
  const frame = adminFrame(page, 'Orders');
  // The Orders page may show several banners (open unpaid reservations too): this one must be there.
  await expect(
    frame.getByRole('status').filter({ hasText: /waits? to be captured/ }),
  ).toBeVisible();
  await frame.getByRole('link', { name: 'Show them' }).click();
  await frame.getByRole('link', { name: `Order #${paidId}`, exact: true }).click();
  await expect(frame.getByRole('heading', { name: `Order #${paidId}` })).toContainText(
    'Authorized, not captured',
  );
  const checkout = frame.getByRole('region', { name: 'Checkout details' });
  await expect(checkout).toContainText(`E-mail:${payerEmail}`);
  await expect(checkout).toContainText('Billing address line 1:1 Main St');
  await expect(checkout).toContainText('Payment method:Pay now by card');
  const total = `$${card.cart.totalPriceDecimal}`;
  await frame.getByRole('button', { name: `Capture ${total}` }).click();
  await expect(flash(frame)).toHaveText(
    `Captured ${total} for order #${paidId}. The order is paid.`,
  );
  await expect(frame.getByRole('heading', { name: `Order #${paidId}` })).toContainText('Paid');
  const paid = await db
    .selectFrom('orders')
    .select(['payment_status', 'captured_cents', 'total_cents'])
    .where('id', '=', paidId)
    .executeTakeFirstOrThrow();
  expect(paid.payment_status).toBe('paid');
  expect(paid.captured_cents).toBe(paid.total_cents);

  // The other booking is cancelled: the customer is told and the date is offered again.
  await frame.getByRole('link', { name: 'Back to all orders' }).click();
  await frame.getByLabel('Customer or order number').fill(laterEmail);
  await frame.getByRole('button', { name: 'Filter' }).click();
  await frame.getByRole('link', { name: `Order #${laterId}`, exact: true }).click();
  await frame.getByRole('link', { name: 'Cancel booking' }).click();
  await frame.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(flash(frame)).toContainText(`Order #${laterId} cancelled; its date is free`);
  const mail = await inbox.waitFor(laterEmail, /is cancelled$/);
  expect(mail.text).toContain(`Reservation number: ${laterId}`);

  const calendar = await page.context().newPage();
  const freed = await findInCalendar(calendar, laterSlot.title);
  await expect(freed).toHaveCount(1);
  await expect(calendar.locator('.fc-event', { hasText: paidSlot.title })).toHaveCount(0);
});
