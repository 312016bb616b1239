import type { Page } from '@playwright/test';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { sandboxTransaction } from '../../../src/testing/sandbox-client';
import { expect } from './fixtures';
import { addToCart, fillBilling, uniqueEmail } from './booking-helpers';

// Helpers of the pay-now journeys: the checkout up to the card form, the sandbox's card form,
// and what the database and the sandbox gateway recorded.

export type Db = DatabaseHandle['db'];

export const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
export const MESSAGES = {
  declined: 'Payment authorization failed. Please try again.',
  notCharged: "We couldn't save your order. Your card was not charged.",
  staff:
    "We couldn't save your order, and we could not release the hold on your card. Our staff will follow up with you.",
};

export async function toPayNow(page: Page, slotId: number, label: string) {
  await addToCart(page, slotId);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(page, uniqueEmail(label));
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: 'Pay now by card' }).check();
}

/** Opens the card form from Reserve & Pay and pays with the sandbox's test Visa. */
export async function payByCard(page: Page, zip = '15232') {
  await page.getByRole('button', { name: 'Reserve & Pay' }).click();
  await payInCardForm(page, zip);
}

/** In the open card form: the sandbox's test Visa, then Pay; the form closes. */
export async function payInCardForm(page: Page, zip = '15232') {
  const dialog = page.getByRole('dialog', { name: 'Card Information' });
  await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await dialog.getByLabel('Expiration (MM/YY)').fill(`12/${year}`);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('ZIP Code').fill(zip);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export const ordersOf = (db: Db, slotId: number) =>
  db.selectFrom('orders').selectAll().where('slot_id', '=', slotId).orderBy('id').execute();

/**
 * The gateway's view of the latest authorization for an order that was never saved (this
 * journey's: its time was taken first), with our attempt rows for it. Journeys in the other
 * worker pay for saved orders (at checkout or later), so theirs never match.
 */
export async function latestAuthorization(db: Db, since: string) {
  const auth = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('kind', '=', 'authorize')
    .where('created_at', '>=', since)
    .where('transaction_id', 'is not', null)
    // A reservation paid later names its order, not a checkout's order UUID.
    .where('order_uuid', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.order_uuid', '=', 'payment_attempts.order_uuid'),
        ),
      ),
    )
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const id = auth.transaction_id ?? '';
  const gateway = await sandboxTransaction({ db }, id);
  const attempts = await db
    .selectFrom('payment_attempts')
    .select(['kind', 'status'])
    .where('transaction_id', '=', id)
    .orderBy('id')
    .execute();
  return { auth, gatewayStatus: gateway.status, attempts };
}
