// Lighthouse (mobile, simulated throttling) on the built site with the system Chromium: prints
// performance, accessibility, best practices, SEO, CLS, total blocking time and LCP for each public page
// (`npm run lighthouse:report` does the same for a published web report). Run with
// `npm run lighthouse` (builds first); LIGHTHOUSE_PORT picks the port, BUILD_DIR the build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltSite, waitUp } from './built-site';
import { auditPage, clearHttpCache, LIGHTHOUSE_HEADER, traceLoads } from './lighthouse-audit';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4385);
const debugPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const allPages = [
  '/',
  '/about',
  '/fees',
  '/availability',
  '/home-inspection',
  '/checkout',
  '/user/login',
];
// LIGHTHOUSE_PAGES=/,/fees measures some pages only; LIGHTHOUSE_DETAIL=1 also prints each page's
// long tasks and main-thread work by kind (where its blocking time comes from); LIGHTHOUSE_TRACES
// sets how many traced loads give the load-insensitive figure (0: none).
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? allPages;

async function main(): Promise<void> {
  const site = startBuiltSite('lighthouse', port, {
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    SEED_DEMO_SLOTS: 'true',
    PAYMENT_PROVIDER: 'sandbox',
  });
  // A persistent context is the browser's default one, where Lighthouse opens its tabs: the cart
  // made below is in the same local storage (a context of browser.newPage() would not be).
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    // /checkout shows a cart: one is made through the order form, as a visitor would (the cart
    // lives in local storage, which the runs below keep).
    const page = await browser.newPage();
    await page.goto(`${base}/home-inspection`);
    await page.getByRole('textbox', { name: 'Neighborhood' }).fill('Shadyside');
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('12 Walnut St');
    await page.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
    await page.getByRole('combobox', { name: 'State' }).selectOption('PA');
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('15232');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/cart');

    const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`load average ${load()}`);
    // The load-insensitive figure first (LIGHTHOUSE_TRACES=0 skips it), then Lighthouse's own.
    if (process.env.LIGHTHOUSE_TRACES !== '0')
      for (const path of pages) await traceLoads(browser, `${base}${path}`, path);
    console.log(`load average ${load()}`);
    // LIGHTHOUSE_AUDIT=0: the traced figure alone.
    if (process.env.LIGHTHOUSE_AUDIT !== '0') {
      console.log(LIGHTHOUSE_HEADER);
      for (const path of pages) {
        await clearHttpCache(browser);
        await auditPage(`${base}${path}`, path, debugPort);
      }
      console.log(`load average ${load()}`);
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    site.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
