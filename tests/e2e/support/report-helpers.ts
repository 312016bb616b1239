import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { expect } from './fixtures';

// Helpers of the report journeys: a PDF to upload, the admin order page's Reports section
// (upload through its script, Publish), and the bytes a browser downloaded.

type Db = DatabaseHandle['db'];

export interface ReportFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small PDF-looking file (random bytes after the header, so no two runs upload the same). */
export function reportPdf(name: string, size = 256 * 1024): ReportFile {
  const head = Buffer.from('%PDF-1.7\n%e2e report\n');
  const body = randomBytes(size - head.length - 6);
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, body, Buffer.from('\n%%EOF')]),
  };
}

export const reportsSection = (page: Page): Locator =>
  page.getByRole('region', { name: 'Reports', exact: true });

/**
 * Chooses the file in the order page's upload form and presses Upload report. The upload is held
 * half a second on its way, so the progress bar the script shows can be seen.
 */
export async function startUpload(page: Page, file: ReportFile): Promise<void> {
  await page.route('**/cms-admin/api/report_upload.php?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const section = reportsSection(page);
  await section.getByLabel('PDF report').setInputFiles(file);
  await section.getByRole('button', { name: 'Upload report' }).click();
}

/** Uploads through the page's script and waits for the page to list the report again. */
export async function uploadReportOnOrderPage(page: Page, file: ReportFile): Promise<void> {
  await startUpload(page, file);
  await expect(reportsSection(page).getByRole('link', { name: file.name })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
}

/** Publishes the named report on the open admin order page; answers the flash's text. */
export async function publishOnOrderPage(page: Page, filename: string): Promise<string> {
  await reportsSection(page)
    .getByRole('button', { name: `Publish ${filename}` })
    .click();
  const flash = page.getByText(`Published ${filename}.`);
  await expect(flash).toBeVisible();
  return (await flash.textContent()) ?? '';
}

/** The id of the order's report with this file name. */
export async function reportId(db: Db, orderId: number, filename: string): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('order_id', '=', orderId)
    .where('filename', '=', filename)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Clicks a download link and answers the file's name and bytes. */
export async function downloadBytes(page: Page, link: Locator) {
  const started = page.waitForEvent('download');
  await link.click();
  const file: Download = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}
