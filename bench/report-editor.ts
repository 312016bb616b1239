// How fast the report editor answers a tap: marking an item and picking a library comment, in
// Chromium with the CPU slowed 4× at 390 px. The editor answers from the device (decision 048), so
// the report's own calls are answered here from the seeded template (no round trip is measured
// either way); the page and its code come from the built site. The figure is the Event Timing
// duration of each click, from the input to the next paint, median and worst of 20 of each kind
// (a status, opening the comment list, picking a comment). BENCH_CPU sets the slowdown (4).
// Beside it, a figure the machine's load hardly moves: the same taps unthrottled, the CPU time of
// each tap's tasks from the click to its next frame times the slowdown (bench/main-thread-trace.ts).
// Run with `npm run bench:editor` (builds first). It also prints the editor's code size.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildDir, startBuiltSite, waitUp } from './built-site';
import { clickWork, mainThreadTasks, startTrace } from './main-thread-trace';
import { KINDS, openEditor, tapAll, TAPS } from './report-editor-taps';

const port = Number(process.env.BENCH_PORT ?? 4393);
const base = `http://127.0.0.1:${port}`;

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

/** The editor's own code: its chunks beyond the main entry's, gzipped (manifest of the build). */
function editorCodeBytes(): number {
  const dir = join(buildDir, 'client');
  type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const reach = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const k of manifest[key]?.imports ?? []) reach(k, into);
  };
  const main = new Set<string>();
  reach(
    Object.keys(manifest).find((k) => manifest[k]?.isEntry)!,
    main,
  );
  const editor = new Set<string>();
  reach(
    Object.keys(manifest).find((k) => k.includes('report-editor-page'))!,
    editor,
  );
  let bytes = 0;
  for (const key of editor) {
    if (main.has(key)) continue;
    for (const file of [manifest[key]!.file, ...(manifest[key]!.css ?? [])])
      bytes += gzipSync(readFileSync(join(dir, file))).length;
  }
  return bytes;
}

async function main(): Promise<void> {
  console.log(
    `editor code beyond the main script: ${(editorCodeBytes() / 1024).toFixed(1)} KB gzip`,
  );
  const rate = Number(process.env.BENCH_CPU ?? 4);
  const site = startBuiltSite('report-editor', port, { HOST: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    const slowed = await openEditor(browser, base, rate);
    // As a string: the bundler's helpers (for named functions) do not exist in the page.
    await slowed.page.evaluate(`
      window.taps = { status: [], picker: [], comment: [] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.name !== 'click') continue;
          const t = e.target;
          const kind = t?.closest('[role=group]') ? 'status' : t?.closest('summary') ? 'picker' : 'comment';
          window.taps[kind].push(e.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16 });
    `);
    await tapAll(slowed.page);
    // Event Timing reports only taps of 16 ms or more; the faster ones count as 16.
    const taps = await slowed.page.evaluate(
      () => (window as unknown as { taps: Record<string, number[]> }).taps,
    );
    await slowed.context.close();
    for (const [kind, durations] of Object.entries(taps)) {
      const all = [...durations, ...Array<number>(TAPS - durations.length).fill(16)];
      console.log(
        `${kind.padEnd(8)} tap to next paint: median ${median(all)} ms, worst ${Math.max(...all)} ms`,
      );
    }
    // Load-insensitive: the same taps unthrottled and traced, in a fresh context (the same
    // report); the CPU time of each tap's tasks up to its next frame, times the slowdown.
    const traced = await openEditor(browser, base, 1);
    const stopTrace = await startTrace(traced.cdp);
    await tapAll(traced.page);
    const work = clickWork(mainThreadTasks(await stopTrace()));
    await traced.context.close();
    if (work.length !== TAPS * KINDS.length)
      console.log(`(the trace shows ${work.length} clicks, not ${TAPS * 3}: no CPU figure)`);
    else
      KINDS.forEach((kind, k) => {
        const cpu = work.filter((_, i) => i % 3 === k).map((w) => Math.round(w.cpuMs * rate));
        console.log(
          `${kind.padEnd(8)} CPU time × ${rate}: median ${median(cpu)} ms, worst ${Math.max(...cpu)} ms`,
        );
      });
  } finally {
    await browser.close();
    site.kill();
  }
}

await main();
