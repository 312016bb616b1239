// Lighthouse (mobile, simulated throttling) on the built site with the system Chromium: prints
// performance, accessibility, best practices, SEO, CLS and total blocking time for each public page. Run with
// `npm run lighthouse` (builds first); LIGHTHOUSE_PORT picks the port, BUILD_DIR the build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startBuiltSite, waitUp } from './built-site';

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
// long tasks and main-thread work by kind (where its blocking time comes from).
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? allPages;
const detail = process.env.LIGHTHOUSE_DETAIL === '1';

interface Items {
  details?: { items?: Record<string, unknown>[] };
}

function printDetail(audits: Record<string, Items>): void {
  for (const task of audits['long-tasks']?.details?.items ?? [])
    console.log(
      `    long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${String(task.url)}`,
    );
  const work = (audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`)
    .join(', ');
  console.log(`    main thread: ${work}`);
}

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
    console.log('page                 perf  a11y  best  seo   CLS    TBT');
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      // Total blocking time: main-thread work at 4x CPU slowdown before the page answers a tap.
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
      console.log(
        `${path.padEnd(20)} ${score('performance').padStart(4)}  ${score('accessibility').padStart(4)}  ${score('best-practices').padStart(4)}  ${score('seo').padStart(4)}  ${cls.toFixed(3)}  ${Math.round(tbt)} ms`,
      );
      if (detail) printDetail(lhr.audits as Record<string, Items>);
      for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
        const category = lhr.categories[id];
        if (!category || (category.score ?? 0) >= 1) continue;
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ref.id);
        if (failing.length) console.log(`    ${id}: ${failing.join(', ')}`);
      }
    }
    console.log(`load average ${load()}`);
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
