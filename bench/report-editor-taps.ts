// The report editor's taps as the benches make them: a report of the residential template, not
// started, answered from here (no round trip), the editor opened at 390 px, then rounds of a status,
// the comment list opened and a comment picked on the first five items.
import { type Browser, type Page } from '@playwright/test';
import type { Draft, EditorReport } from '../src/shared/reports/report-draft';
import { EMPTY_FACTS } from '../src/shared/reports/report-draft';
import { residentialTemplate } from '../src/server/reports/templates/residential-template';

export const TAPS = 20;

const draft: Draft = {
  facts: EMPTY_FACTS,
  factTimes: {},
  items: [],
  findings: [],
  photos: [],
  updatedAt: null,
};
const report: EditorReport = {
  orderId: 1,
  order: {
    address: '12 Walnut St',
    inspectionAt: new Date().toISOString(),
    homeSize: '1,800 sq ft',
    propertyAge: '1962',
    client: { name: 'Dana Buyer', email: 'dana@example.test', phone: '' },
    buyers: ['Dana Buyer'],
    inspector: 'Ivy Stone',
    cancelled: false,
  },
  template: { versionId: 1, version: 1, document: residentialTemplate },
  started: false,
  draft,
  progress: { state: 'not-started' },
  published: null,
  photoRequiredFor: ['safety', 'repair'],
};

export const KINDS = ['status', 'picker', 'comment'] as const;
const STATUSES = ['Inspected', 'Deficient', 'Not present', 'Not inspected'];

/** Opens the editor in a fresh context (its own IndexedDB) with the CPU slowed `rate` times. */
export async function openEditor(browser: Browser, base: string, rate: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.route('**/cms-admin/api/report_editor.php*', (r) => r.fulfill({ json: report }));
  // Never answered: the taps are measured with the changes still waiting to be sent.
  await page.route('**/cms-admin/api/report_changes.php', () => undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/inspector/reports/1`);
  await page.getByRole('heading', { level: 1, name: 'Inspection report' }).waitFor();
  return { context, page, cdp };
}

/** Per round: a status on one of the first five items, its comment list opened, a comment picked. */
export async function tapAll(page: Page): Promise<void> {
  const items = page.getByTestId('report-item');
  for (let i = 0; i < TAPS; i++) {
    const item = items.nth(i % 5);
    await item.getByRole('button', { name: STATUSES[i % 4], exact: true }).click();
    await item.locator('summary').click();
    await item
      .getByRole('button', { name: /^(Safety|Repair|Monitor|Maintenance|Info) / })
      .first()
      .click();
  }
  await page.waitForTimeout(500);
}
