import type { CDPSession } from '@playwright/test';

// The page's main-thread work from a Chromium trace, as CPU time (the trace's thread time, `tdur`)
// as well as wall time (`dur`). On a shared machine the wall time of a task grows with the load
// (the thread waits for a core); its CPU time hardly does. Chromium's CPU throttling counts in
// the thread time too, so the benches trace unthrottled and multiply the CPU time by the slowdown:
// what the work would take at that slowdown on an idle machine, printed beside the measured figure.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string; frame?: string; url?: string } };
}

/** A top-level task of the renderer's main thread: start and end (µs), wall and CPU time (ms). */
export interface Task {
  start: number;
  end: number;
  wallMs: number;
  cpuMs: number;
  events: TraceEvent[];
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
].join(',');

/** Starts a trace through the page's CDP session; `stop` answers its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: CATEGORIES,
    transferMode: 'ReportEvents',
    options: 'record-as-much-as-possible',
  });
  return async () => {
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/**
 * The top-level tasks of the busiest renderer main thread (the page's: an idle tab's thread
 * does next to nothing), each with the trace events it contains.
 */
export function mainThreadTasks(events: TraceEvent[]): Task[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key) || e.ph !== 'X') continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  let busiest: Task[] = [];
  let most = -1;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts);
    const tasks: Task[] = [];
    for (const e of list) {
      const last = tasks.at(-1);
      if (e.name === 'RunTask' && (!last || e.ts >= last.end)) {
        tasks.push({
          start: e.ts,
          end: e.ts + (e.dur ?? 0),
          wallMs: (e.dur ?? 0) / 1000,
          cpuMs: (e.tdur ?? e.dur ?? 0) / 1000,
          events: [],
        });
      } else if (last && e.ts < last.end) last.events.push(e);
    }
    const cpu = tasks.reduce((sum, t) => sum + t.cpuMs, 0);
    if (cpu > most) [most, busiest] = [cpu, tasks];
  }
  return busiest;
}

/** Total blocking time from the tasks' CPU time at `slowdown`: each task's part beyond 50 ms. */
export function blockingTimeFromCpu(tasks: Task[], slowdown: number): number {
  return tasks.reduce((sum, t) => sum + Math.max(0, t.cpuMs * slowdown - 50), 0);
}

/**
 * Each click's work: the tasks from the one that dispatched it up to the one that painted the
 * next frame after it, both included (wall and CPU time, ms).
 */
export function clickWork(tasks: Task[]): { wallMs: number; cpuMs: number }[] {
  const out: { wallMs: number; cpuMs: number }[] = [];
  tasks.forEach((task, i) => {
    const click = task.events.find(
      (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
    );
    if (!click) return;
    let wallMs = 0;
    let cpuMs = 0;
    for (let j = i; j < tasks.length; j++) {
      const t = tasks[j]!;
      wallMs = (t.end - task.start) / 1000;
      cpuMs += t.cpuMs;
      const painted = t.events.some(
        (e) => (e.name === 'Paint' || e.name === 'Commit') && e.ts > click.ts + (click.dur ?? 0),
      );
      if (painted) break;
    }
    out.push({ wallMs, cpuMs });
  });
  return out;
}

/** A trace event's label: its name and what it ran (a script's file, a function's name). */
function label(e: TraceEvent): string {
  const data = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
  const file = data?.url?.replace(/^.*\//, '');
  const what = [data?.functionName, file, data?.type].filter(Boolean).join(' ');
  return what ? `${e.name} (${what})` : e.name;
}

/**
 * What a task spent its CPU on: its outermost events (those no other event of the task contains),
 * summed by label, largest first, as "label cpu ms"; `top` of them.
 */
export function taskParts(task: Task, top = 4): string {
  const sorted = [...task.events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const sums = new Map<string, number>();
  let openUntil = -1;
  for (const e of sorted) {
    // The scheduler's wrappers contain the work: their contents are what it ran.
    if (/RunTask|MicrotaskCheckpoint/.test(e.name) || e.ts < openUntil) continue;
    openUntil = e.ts + (e.dur ?? 0);
    const key = label(e);
    sums.set(key, (sums.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join(', ');
}
