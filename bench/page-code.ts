// When a page's own code (its lazily loaded module) has arrived, on a phone over a slow network:
// the first HTML lists it, so it should come with the main script rather than one round trip
// after it. Chromium with the network throttled as Lighthouse's mobile profile (150 ms round
// trips, 1.6 Mbit/s down) and the CPU slowed 4×; the median of five loads of each page, each in a
// fresh context (nothing cached). Run with `npm run bench:pages` (builds first).
import { chromium } from '@playwright/test';
import { startBuiltSite, waitUp } from './built-site';

const port = Number(process.env.BENCH_PORT ?? 4392);
const base = `http://127.0.0.1:${port}`;
const pages = [
  ['/about', 'content-page'],
  ['/fees', 'page-with-sidebar'],
  ['/availability', 'availability-page'],
  ['/home-inspection', 'order-form-page'],
] as const;
const LOADS = 5;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const site = startBuiltSite('page-code', port, { HOST: '127.0.0.1', SEED_DEMO_SLOTS: 'true' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    console.log(
      'page               main script   page code   both   (ms after the request, median)',
    );
    for (const [path, chunk] of pages) {
      const main: number[] = [];
      const code: number[] = [];
      const both: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        const ends = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => [e.name, (e as PerformanceResourceTiming).responseEnd] as const),
        );
        const end = (name: RegExp) => ends.find(([url]) => name.test(url))?.[1] ?? NaN;
        main.push(end(/\/assets\/index-[\w-]+\.js$/));
        code.push(end(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`)));
        // The page can hydrate once both have come.
        both.push(Math.max(main.at(-1) ?? NaN, code.at(-1) ?? NaN));
        await context.close();
      }
      console.log(
        `${path.padEnd(18)} ${[main, code, both].map((v) => median(v).toFixed(0).padStart(11)).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
    site.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
