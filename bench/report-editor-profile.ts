// Where a tap's time goes in the report editor: the taps of `npm run bench:editor`, unthrottled,
// with the main thread traced and its JavaScript sampled. Prints the trace's work by kind (script,
// style, layout, paint, garbage collection) inside the taps, and the functions with the most self
// time. Function names are readable in a build without minifying: the client built with
// `npx vite build --minify false` into a BUILD_DIR of its own, beside a copy of the server's build.
// Run with `npm run profile:editor` (builds first); PROFILE_DUMP names a file for the raw trace.
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { chromium } from '@playwright/test';
import { openEditor, tapAll, TAPS } from './report-editor-taps';
import { startBuiltSite, waitUp } from './built-site';
import { mainThreadTasks, startTrace, type Task } from './main-thread-trace';

const port = Number(process.env.BENCH_PORT ?? 4396);
const base = `http://127.0.0.1:${port}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time (ms) of the page's own functions, most first; a built-in (no script of its own, such as
 * `focus`) is named with the page function that called it. The test driver's scripts are left out.
 */
function selfTimes(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    let node = byId.get(id)!;
    let key = node.callFrame.functionName;
    if (key === '(idle)' || key === '(program)') return;
    if (key !== '(garbage collector)') {
      let prefix = '';
      while (node && !node.callFrame.url) {
        prefix = `${node.callFrame.functionName} < `;
        node = parent.get(node.id)!;
      }
      if (!node?.callFrame.url.includes('/assets/')) return;
      key = prefix + name(node);
    }
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The tasks' trace events by name, their self time (ms) summed: each event less its children. */
function byKind(tasks: Task[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const stack: { end: number; name: string }[] = [];
    const events = [...task.events].sort((a, b) => a.ts - b.ts);
    for (const e of events) {
      if (e.ph !== 'X' || !e.tdur) continue;
      while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - e.tdur / 1000);
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.tdur / 1000);
      stack.push({ end: e.ts + (e.dur ?? 0), name: e.name });
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The tasks from each click's dispatch up to its next paint. */
function clickTasks(tasks: Task[]): Task[] {
  const out: Task[] = [];
  tasks.forEach((task, i) => {
    const click = task.events.find(
      (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
    );
    if (!click) return;
    for (let j = i; j < tasks.length; j++) {
      out.push(tasks[j]!);
      if (tasks[j]!.events.some((e) => e.name === 'Paint' && e.ts > click.ts)) break;
    }
  });
  return out;
}

async function profiled(cdp: CDPSession, run: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  return (await cdp.send('Profiler.stop')).profile as unknown as Profile;
}

async function main(): Promise<void> {
  const site = startBuiltSite('report-editor-profile', port, { HOST: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    const { context, cdp, page } = await openEditor(browser, base, 1);
    const stop = await startTrace(cdp);
    const profile = await profiled(cdp, () => tapAll(page));
    const events = await stop();
    if (process.env.PROFILE_DUMP)
      writeFileSync(process.env.PROFILE_DUMP, JSON.stringify({ events, profile }));
    const tasks = clickTasks(mainThreadTasks(events));
    await context.close();
    const taps = TAPS * 3;
    console.log(`Per tap (ms CPU, unthrottled; × 4 for the bench's slowdown), ${taps} taps:`);
    for (const [name, ms] of byKind(tasks).slice(0, 15))
      console.log(`  ${(ms / taps).toFixed(2).padStart(6)}  ${name}`);
    console.log('JavaScript self time over the whole run (ms):');
    for (const [name, ms] of selfTimes(profile).slice(0, 30))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  } finally {
    await browser.close();
    site.kill();
  }
}

await main();
