import { randomBytes } from 'node:crypto';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, signInAs } from './auth-helpers';
import type { Inbox } from './fixtures';

/** A short unique suffix, so each run uses its own pages, services and addresses. */
export const uid = () => randomBytes(4).toString('hex');

/**
 * Signs in as the e2e administrator and opens one admin section. Checks the session afterwards:
 * authenticate.php answers 200 with `success: false` for a code asked for by another worker's
 * browser, which the shared helper can take for success when workers sign in at the same time.
 */
export async function openAdmin(page: Page, inbox: Inbox, section: string): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await signInAs(page, inbox, E2E_ADMIN_EMAIL, '');
    const session = await page.context().request.get('/cms-admin/api/session.php');
    if (((await session.json()) as { email?: string }).email === E2E_ADMIN_EMAIL) break;
  }
  await page.goto(`/admin?section=${section}`);
}

export const adminFrame = (page: Page, title: string): FrameLocator =>
  page.frameLocator(`iframe[title="${title}"]`);

/** The flash message at the top of an admin page. */
export const flash = (frame: FrameLocator): Locator => frame.locator('.alert').first();

/** Dollars shown as "$1,234.50" → cents. */
export function cents(text: string): number {
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** Heights of an admin frame element and of the document inside it. */
export async function frameHeights(frame: Locator): Promise<{ outer: number; inner: number }> {
  return frame.evaluate((f: HTMLIFrameElement) => ({
    outer: f.getBoundingClientRect().height,
    // Between two pages the frame's document may have no element yet: no height to compare.
    inner: f.contentDocument?.documentElement?.getBoundingClientRect().height ?? 0,
  }));
}
