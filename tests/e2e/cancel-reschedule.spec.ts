import type { Page } from '@playwright/test';
import { formatCents } from '../../src/shared/money';
import { formatDateTimeLong } from '../../src/shared/time';
import { parseInvite } from '../../src/testing/ics-testing';
import type { CaughtMail } from '../../src/testing/smtp-catcher';
import { openAdmin } from './support/admin-helpers';
import { signInAs } from './support/auth-helpers';
import { addSlot, uniqueEmail } from './support/booking-helpers';
import { expect, type Inbox, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { payByCard, toPayNow } from './support/pay-now-helpers';
import { reserveWithoutPayment } from './support/portal-helpers';

// Self-service plans change on the order page, end to end on the built site with the real SMTP
// catcher and the payment sandbox: reschedule and cancel (free, far ahead) with the calendar
// updates under one UID and the slots freed and taken; a paid order cancelled inside the fee
// window refunded minus the fee; a stale second tab told that the order moved meanwhile.

const ZONE = 'America/New_York';
const DAY = 60 * 24;
const when = (iso: string) => formatDateTimeLong(iso, ZONE);

test.setTimeout(120_000);

/** The slot ids the public slots API lists as free now. */
async function freeSlotIds(page: Page): Promise<number[]> {
  const res = await page.request.get('/cms-admin/api/get_slots.php?future=true&limit=500');
  return ((await res.json()) as { id: number }[]).map((s) => s.id);
}

async function expectFree(page: Page, slotId: number, free: boolean) {
  await expect
    .poll(async () => (await freeSlotIds(page)).includes(slotId), {
      message: `slot ${slotId} ${free ? 'free' : 'taken'}`,
    })
    .toBe(free);
}

/** The calendar file of an e-mail, as a calendar program reads it. */
function inviteOf(mail: CaughtMail) {
  const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar')?.content;
  if (!ics) throw new Error(`No calendar file in "${mail.subject}"`);
  return parseInvite(ics);
}

async function slotStart(db: Parameters<typeof addSlot>[0], id: number) {
  const row = await db
    .selectFrom('slots')
    .select('starts_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return String(row.starts_at);
}

/** The screenshots with the pointer off the page, so no button is caught in its hover colour. */
async function shots(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await screenshots(page, name);
}

const changes = (page: Page) => page.getByRole('region', { name: 'Plans change?' });
const cancelDialog = (page: Page) => page.getByRole('dialog', { name: 'Cancel this inspection?' });

/** Settles the sandbox's captures now, as the signed-in administrator. */
async function settleNow(page: Page, inbox: Inbox) {
  const staff = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'orders');
  const xsrf = (await staff.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await staff.request.post('/sandbox/settle', {
    data: {},
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(res.status()).toBe(200);
  await staff.close();
}

test('reschedule, then cancel for free: the page, the e-mails and the slots follow', async ({
  page,
  db,
  inbox,
}) => {
  const email = uniqueEmail('plans');
  const first = await addSlot(db, 6 * DAY + 7, 'plans-first');
  const second = await addSlot(db, 7 * DAY + 37, 'plans-second');
  const id = await reserveWithoutPayment(page, first.id, email);
  const [firstStart, secondStart] = [await slotStart(db, first.id), await slotStart(db, second.id)];

  const booked = inviteOf(await inbox.waitFor(email, /reserved/));
  expect(booked.method).toBe('REQUEST');
  expect(booked.sequence).toBe(0);
  const uid = booked.uid;
  expect(uid).toBeTruthy();
  await expectFree(page, first.id, false);

  await signInAs(page, inbox, email, `/user/inspections/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Inspection on ${when(firstStart)}`,
  );
  const reschedule = changes(page).getByRole('button', { name: 'Reschedule' });
  const cancel = changes(page).getByRole('button', { name: 'Cancel inspection' });
  await expect(reschedule).toBeVisible();
  await expect(cancel).toBeVisible();
  await shots(page, 'plans-order-page');

  // Reschedule to the second slot.
  await reschedule.click();
  await expect(reschedule).toHaveAttribute('aria-expanded', 'true');
  const choices = changes(page).getByRole('group', { name: /Choose a new time/ });
  const target = choices.getByRole('radio', { name: when(secondStart), exact: true });
  await expect(target).toBeVisible();
  await expect(choices.getByRole('radio', { name: when(firstStart), exact: true })).toHaveCount(0);
  await target.check();
  await expectNoViolations(page);
  await shots(page, 'plans-reschedule-panel');
  await changes(page).getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Inspection on ${when(secondStart)}`,
  );
  const movedNote = changes(page).getByRole('status');
  await expect(movedNote).toHaveText(`Your inspection is now on ${when(secondStart)}.`);
  await expect(movedNote).toBeFocused();

  const moved = inviteOf(await inbox.waitFor(email, /moved to/));
  expect(moved).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
  await expectFree(page, first.id, true);
  await expectFree(page, second.id, false);

  // Cancel: the dialog states the terms now; Escape closes it and focus returns to the button.
  await cancel.click();
  const dialog = cancelDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Cancelling is free: the inspection is more than 48 hours away',
  );
  await expect(dialog).toContainText('No payment was taken, and nothing is charged.');
  await expect(dialog.getByRole('button', { name: 'Keep my inspection' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
  await expectNoViolations(page);
  await shots(page, 'plans-cancel-dialog-free');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('inspection-status')).toHaveText('Status: Cancelled');
  await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText(
    'This inspection is cancelled. No cancellation fee.',
  );
  await expect(page.getByRole('heading', { name: 'Cancellation', exact: true })).toBeFocused();
  await expect(changes(page)).toHaveCount(0);
  // The agreement of a cancelled inspection is no longer offered for signing.
  await expect(page.getByRole('button', { name: 'Sign agreement' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Inspection agreement', exact: true }),
  ).toContainText('This inspection was cancelled, so its agreement cannot be signed.');
  await expectNoViolations(page);
  await shots(page, 'plans-cancelled-free');

  const cancelled = inviteOf(await inbox.waitFor(email, /is cancelled/));
  expect(cancelled).toMatchObject({ method: 'CANCEL', uid });
  await expectFree(page, second.id, true);
  const order = await db
    .selectFrom('orders')
    .select(['booking_status', 'slot_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(order).toEqual({ booking_status: 'cancelled', slot_id: second.id });
});

test('a paid order cancelled inside 48 hours keeps the $75.00 fee and refunds the rest', async ({
  page,
  db,
  inbox,
}) => {
  const slot = await addSlot(db, 5 * 60 + 11, 'plans-fee');
  await toPayNow(page, slot.id, 'plans-fee');
  await payByCard(page);
  await page.waitForURL(/\/thank-you\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const paid = await db
    .selectFrom('orders')
    .select(['customer_email', 'payment_status', 'captured_cents', 'total_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(paid.payment_status).toBe('paid');
  const total = paid.captured_cents ?? 0;
  expect(total).toBe(paid.total_cents);
  // Booked days ago: the same-day free cut-off (5 PM ET on the booking day) has passed whatever
  // the hour this test runs at, so only the 48 hours decide.
  await db
    .updateTable('orders')
    .set({ created_at: new Date(Date.now() - 3 * DAY * 60_000).toISOString() })
    .where('id', '=', id)
    .execute();
  // The capture settles first, so the refund is made at once.
  await settleNow(page, inbox);

  await signInAs(page, inbox, paid.customer_email, `/user/inspections/${id}`);
  const cancel = changes(page).getByRole('button', { name: 'Cancel inspection' });
  await expect(cancel).toBeVisible();

  // Inside the window the reschedule panel says why not, with the phone.
  await changes(page).getByRole('button', { name: 'Reschedule' }).click();
  await expect(changes(page).getByRole('alert')).toContainText(
    'can no longer be moved online. To change it, please call',
  );
  await shots(page, 'plans-reschedule-refused');

  await cancel.click();
  const dialog = cancelDialog(page);
  await expect(dialog).toContainText(
    'Cancelling now costs $75.00: the inspection is less than 48 hours away.',
  );
  await expect(dialog).toContainText(
    `$75.00 of your ${formatCents(total)} payment is kept as the cancellation fee; ${formatCents(total - 7500)} is refunded to your card.`,
  );
  await expectNoViolations(page);
  await shots(page, 'plans-cancel-dialog-fee');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('inspection-status')).toHaveText('Status: Cancelled');
  const summary = page.getByRole('region', { name: 'Cancellation' });
  const row = (label: string) =>
    summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Cancellation fee:')).toHaveText('$75.00');
  await expect(row('Kept as the fee:')).toHaveText('$75.00');
  await expect(row('Refunded to your card:')).toHaveText(formatCents(total - 7500));
  await expect(page.getByRole('heading', { name: 'Cancellation', exact: true })).toBeFocused();
  await expectNoViolations(page);
  await shots(page, 'plans-cancelled-fee');

  const refunds = await db
    .selectFrom('payment_refunds')
    .select(['amount_cents', 'status'])
    .where('order_id', '=', id)
    .execute();
  expect(refunds).toEqual([{ amount_cents: total - 7500, status: 'issued' }]);
  await expectFree(page, slot.id, true);
});

test.describe('two tabs', () => {
  // The stale tab's refused move is a 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a stale second tab cannot reschedule after the first one did', async ({
    page,
    db,
    inbox,
  }) => {
    const email = uniqueEmail('plans-tabs');
    const [first, second, third] = [
      await addSlot(db, 8 * DAY + 13, 'tabs-first'),
      await addSlot(db, 8 * DAY + 73, 'tabs-second'),
      await addSlot(db, 8 * DAY + 133, 'tabs-third'),
    ];
    const id = await reserveWithoutPayment(page, first.id, email);
    await signInAs(page, inbox, email, `/user/inspections/${id}`);
    const stale = await page.context().newPage();
    await stale.goto(`/user/inspections/${id}`);

    // Both tabs open the panel; the stale one picks its time, the first moves first.
    const pick = async (tab: Page, slotId: number) => {
      const panel = changes(tab);
      if (
        (await panel.getByRole('button', { name: 'Reschedule' }).getAttribute('aria-expanded')) !==
        'true'
      )
        await panel.getByRole('button', { name: 'Reschedule' }).click();
      await panel
        .getByRole('radio', { name: when(await slotStart(db, slotId)), exact: true })
        .check();
    };
    await pick(stale, third.id);
    await pick(page, second.id);
    await changes(page).getByRole('button', { name: 'Confirm new time' }).click();
    await expect(changes(page).getByRole('status')).toContainText('Your inspection is now on');

    await changes(stale).getByRole('button', { name: 'Confirm new time' }).click();
    await expect(changes(stale).getByRole('alert')).toHaveText(
      'This inspection was changed in another window. Reload to see it.',
    );
    await shots(stale, 'plans-stale-tab');
    const order = await db
      .selectFrom('orders')
      .select('slot_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.slot_id).toBe(second.id);
    await expectFree(page, third.id, true);
    await expectFree(page, second.id, false);

    await stale.reload();
    await expect(stale.getByRole('heading', { level: 1 })).toHaveText(
      `Inspection on ${when(await slotStart(db, second.id))}`,
    );
    await stale.close();
  });
});
