import type { BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';

// One Lighthouse run (mobile, simulated throttling) through a Chromium listening on `debugPort`,
// printed as one line: performance, accessibility, best practices, SEO, CLS, total blocking time
// and largest contentful paint, then the weighted audits that fall short.

export const LIGHTHOUSE_HEADER = 'page                 perf  a11y  best  seo   CLS    TBT      LCP';

/**
 * Empties the browser's HTTP cache: the runs keep storage (the session, a cart) so Lighthouse
 * resets none, and would otherwise load the site's code warm after the first page.
 */
export async function clearHttpCache(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

export async function auditPage(url: string, label: string, debugPort: number): Promise<void> {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${label}`);
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  // Total blocking time: main-thread work at 4x CPU slowdown before the page answers a tap.
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  console.log(
    `${label.padEnd(20)} ${score('performance').padStart(4)}  ${score('accessibility').padStart(4)}  ${score('best-practices').padStart(4)}  ${score('seo').padStart(4)}  ${cls.toFixed(3)}  ${`${Math.round(tbt)} ms`.padEnd(8)} ${Math.round(lcp)} ms`,
  );
  if (cls > 0.01) {
    const shifts = (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)
      ?.items;
    console.log(`    layout shifts: ${JSON.stringify(shifts ?? []).slice(0, 1500)}`);
  }
  if (process.env.LIGHTHOUSE_DETAIL) {
    for (const id of [
      'first-contentful-paint',
      'speed-index',
      'interactive',
      'bootup-time',
      'mainthread-work-breakdown',
      'render-blocking-resources',
      'largest-contentful-paint-element',
      'total-byte-weight',
      'dom-size',
    ])
      console.log(
        `    ${id}: ${lhr.audits[id]?.displayValue ?? ''} ${JSON.stringify((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items?.slice(0, 4) ?? '').slice(0, 600)}`,
      );
  }
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const category = lhr.categories[id];
    if (!category || (category.score ?? 0) >= 1) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id);
    if (failing.length) console.log(`    ${id}: ${failing.join(', ')}`);
  }
}
