import type { Locator, Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { expect, type Inbox } from './fixtures';

// The waitlist's steps as a visitor takes them, shared by the waitlist journey
// (waitlist.spec.ts) and the end of "Booking that knows the job" (booking-knows-the-job.spec.ts).

/** Opens the "Join the waitlist" form on /availability; answers the form. */
export async function openWaitlistForm(page: Page): Promise<Locator> {
  await page.goto('/availability');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  return page.getByRole('form', { name: 'Is the day you want full?' });
}

/** Fills the waitlist form for one day and sends it. */
export async function submitWaitlist(
  form: Locator,
  entry: { email: string; zip: string; day: string },
): Promise<void> {
  await form.getByRole('textbox', { name: 'E-mail' }).fill(entry.email);
  await form.getByRole('textbox', { name: 'Property ZIP code' }).fill(entry.zip);
  await form.getByLabel('First day').fill(entry.day);
  await form.getByLabel('Last day').fill(entry.day);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
}

/** The page says the visitor is on the list, and the e-mail saying so arrived. */
export async function expectJoined(page: Page, inbox: Inbox, email: string): Promise<void> {
  await expect(page.getByRole('status')).toContainText('You are on the waitlist');
  await inbox.waitFor(email, /on the waitlist/);
}

/** The customer signs in with the e-mailed link and cancels the order in the portal. */
export async function cancelInPortal(
  page: Page,
  inbox: Inbox,
  email: string,
  orderId: number,
): Promise<void> {
  await signInAs(page, inbox, email, `/user/inspections/${orderId}`);
  await page
    .getByRole('region', { name: 'Plans change?' })
    .getByRole('button', { name: 'Cancel inspection' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this inspection?' });
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByTestId('inspection-status')).toHaveText('Status: Cancelled');
}

/**
 * Waits for the offer e-mail (the timed job sends it), opens its link and takes the held time to
 * the order form.
 */
export async function bookFromOffer(page: Page, inbox: Inbox, email: string): Promise<void> {
  const offer = await inbox.waitFor(email, /A time opened/, 30_000);
  const link = /https?:\/\/\S+\/waitlist\/offer\?token=[\w-]+/.exec(offer.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'A time held for you' })).toBeVisible();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await page.waitForURL('**/home-inspection');
}
