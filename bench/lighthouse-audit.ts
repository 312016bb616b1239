import type { BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { blockingTimeFromCpu, mainThreadTasks, startTrace, taskParts } from './main-thread-trace';

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
  // A page Lighthouse could not measure (no paint, a hung page) says why, not just NaN.
  if (lhr.runtimeError)
    console.log(`${label.padEnd(20)} ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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
      'long-tasks',
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

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

/**
 * The figure the machine's load hardly moves: the page loaded unthrottled on an empty HTTP cache
 * and traced, its main thread's CPU time (all of it, and its longest task) and the blocking time
 * that CPU time makes at Lighthouse's 4× slowdown; the median of LIGHTHOUSE_TRACES loads (5).
 * LIGHTHOUSE_DETAIL=1 adds the tasks of the median load that block at 4×, with what each ran.
 */
export async function traceLoads(
  browser: BrowserContext,
  url: string,
  name: string,
): Promise<void> {
  const runs: { cpu: number; longest: number; blocking: number; long: string[] }[] = [];
  for (let r = 0; r < Number(process.env.LIGHTHOUSE_TRACES ?? 5); r++) {
    await clearHttpCache(browser);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await browser.newCDPSession(page);
    // As Lighthouse runs the page: with the debugger on and async stacks (it compiles scripts with
    // their source positions, which a stack trace without it would compute later, in the task).
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setSkipAllPauses', { skip: true });
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    const stop = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const tasks = mainThreadTasks(await stop());
    runs.push({
      cpu: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
      longest: Math.max(...tasks.map((t) => t.cpuMs)),
      blocking: blockingTimeFromCpu(tasks, 4),
      long: tasks
        .filter((t) => t.cpuMs * 4 > 50)
        .map((t) => `${t.cpuMs.toFixed(1)} ms: ${taskParts(t)}`),
    });
    await page.close();
  }
  const m = (pick: (r: (typeof runs)[number]) => number) => Math.round(median(runs.map(pick)));
  console.log(
    `${name.padEnd(20)} unthrottled CPU (median of ${runs.length} loads) ${m((r) => r.cpu)} ms, longest task ${m((r) => r.longest)} ms; blocking at 4× ${m((r) => r.blocking)} ms`,
  );
  if (!process.env.LIGHTHOUSE_DETAIL) return;
  const typical = [...runs].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs.length / 2)];
  for (const line of typical?.long ?? []) console.log(`    ${line}`);
}
