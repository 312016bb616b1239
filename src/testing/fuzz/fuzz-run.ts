import fc from 'fast-check';
import { CSRF_PLACEHOLDER, type FuzzRequest, fuzzRequest } from './fuzz-requests';
import type { FuzzWorld } from './fuzz-world';

// Sends generated requests to the app and checks each answer: never a 5xx, never a stack trace or
// internal detail, a clear JSON message for every refused API call, nothing saved by a refused
// write, and how long the slowest answer took.

export interface Finding {
  problem: string;
  request: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  count: number;
  /** Answers with status ≥ 500. */
  serverErrors: number;
  findings: Finding[];
  slowestMs: number;
  slowest: string;
  /** Admin actions that wait on purpose (for the mail server, a backup), 100 ms or more. */
  slowByDesign: { ms: number; request: string }[];
  /** Answers that took 100 ms or more, three times in a row. */
  slow: { ms: number; request: string }[];
  byStatus: Record<number, number>;
  /** Each distinct refusal message of the API, with how often it was given. */
  messages: Map<string, number>;
}

// Words of a stack trace, a database error or a runtime error: never in an answer.
const LEAKS = [
  '\n    at ',
  'node_modules',
  '/src/server/',
  'SqliteError',
  'SQLITE_',
  'syntax error at',
  'violates ',
  'duplicate key',
  '"stack"',
  'TypeError',
  'RangeError',
  'ReferenceError',
  'Cannot read properties',
  'is not a function',
  'Maximum call stack',
];
// Tables a refused request may still write: sessions (made here for every request), the abuse
// counters (refused sign-ins, codes and cards count against their limits), and the sandbox's own.
// agreement_attempts and realtor_access_tries: refused signings and dead realtor links count too;
// rate_limit_hits: a limited route counts the try before it reads the request's order or code.
const MAY_WRITE =
  /^(?:sessions|login_requests|code_locks|card_declines|agreement_attempts|realtor_access_tries|rate_limit_hits|sandbox_|kysely_)/;

/** An answer must come within this (the issue's limit for any input). */
export const SLOW_MS = 100;

/**
 * Admin actions that do slow work on purpose, with valid input: the test e-mail and resend wait
 * for the mail server's answer to report it, the backup copies the whole database.
 */
function slowByDesign(r: FuzzRequest): boolean {
  const body = typeof r.payload === 'string' ? r.payload : '';
  return (
    (r.route.url === '/cms-admin/email_utils.php' &&
      (body.includes('send-test') || body.includes('resend'))) ||
    (r.route.url === '/cms-admin/advanced.php' && body.includes('backup'))
  );
}

const describe = (r: FuzzRequest) => {
  const url = r.url.length > 160 ? `${r.url.slice(0, 160)}…(${r.url.length})` : r.url;
  const size = r.payload === undefined ? 'no body' : `${r.payload.length} bytes`;
  const head =
    typeof r.payload === 'string' ? r.payload.slice(0, 200) : r.payload?.toString('hex', 0, 20);
  return `${r.method} ${url} as ${r.identity} (csrf ${r.csrf}, ${r.contentType ?? 'no type'}, ${size}) ${head ?? ''}`;
};

function jsonOf(text: string): { error?: unknown; fields?: object } | undefined {
  try {
    return JSON.parse(text) as { error?: unknown; fields?: object };
  } catch {
    return undefined;
  }
}

async function rowCounts(world: FuzzWorld, tables: string[]): Promise<string> {
  const counts: string[] = [];
  for (const table of tables) {
    const row = await world.app.db
      .selectFrom(table as 'users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    counts.push(`${table}=${Number(row?.n ?? 0)}`);
  }
  return counts.join(' ');
}

async function send(world: FuzzWorld, r: FuzzRequest) {
  const session = await world.session(r.identity);
  const headers: Record<string, string> = {};
  if (session) headers.cookie = session.cookie;
  const token = r.csrf === 'wrong' ? 'A'.repeat(43) : r.csrf === 'missing' ? '' : session?.csrf;
  if (r.csrf === 'header' && token) headers['x-xsrf-token'] = token;
  if (r.contentType !== undefined) headers['content-type'] = r.contentType;
  const payload =
    typeof r.payload === 'string' ? r.payload.replaceAll(CSRF_PLACEHOLDER, token ?? '') : r.payload;
  const started = performance.now();
  const res = await world.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers,
    payload,
    remoteAddress: r.remoteAddress,
  });
  return { res, ms: performance.now() - started };
}

export interface FuzzOptions {
  numRuns: number;
  seed: number;
  onProgress?: (report: FuzzReport) => void;
}

/** Runs `numRuns` generated requests, in batches (a batch's bodies are held in memory at once). */
export async function runFuzz(world: FuzzWorld, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = {
    count: 0,
    serverErrors: 0,
    findings: [],
    slowestMs: 0,
    slowest: '',
    slow: [],
    slowByDesign: [],
    byStatus: {},
    messages: new Map(),
  };
  const tables = (await world.app.db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !MAY_WRITE.test(name))
    .sort();
  const arbitrary = fuzzRequest(world.routes, world.seeds);
  const batch = 100;
  for (let done = 0; done < options.numRuns; done += batch) {
    const size = Math.min(batch, options.numRuns - done);
    for (const r of fc.sample(arbitrary, { numRuns: size, seed: options.seed + done })) {
      const write = r.method !== 'GET' && r.method !== 'HEAD';
      const before = write ? await rowCounts(world, tables) : '';
      const { res, ms: first } = await send(world, r);
      let ms = first;
      // A slow answer is sent again: a busy machine's pause does not repeat, real work does.
      for (let again = 0; again < 2 && ms >= SLOW_MS; again += 1)
        ms = Math.min(ms, (await send(world, r)).ms);
      if (ms >= SLOW_MS && slowByDesign(r)) {
        report.slowByDesign.push({ ms, request: describe(r) });
        ms = 0;
      }
      report.count += 1;
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      if (ms >= SLOW_MS) report.slow.push({ ms, request: describe(r) });
      if (ms > report.slowestMs) {
        report.slowestMs = ms;
        report.slowest = describe(r);
      }
      const find = (problem: string) =>
        report.findings.push({
          problem,
          request: describe(r),
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      if (res.statusCode >= 500) {
        report.serverErrors += 1;
        find('server error');
      }
      const type = String(res.headers['content-type'] ?? '');
      const readable = /^(?:application\/json|text\/html|text\/plain)/.test(type);
      const leak = readable ? LEAKS.find((word) => res.body.includes(word)) : undefined;
      if (leak) find(`internal detail in the answer (${JSON.stringify(leak)})`);
      // An API route, reached by its own path (a bent path may rightly be another route's 404).
      const apiAnswer =
        r.route.url.startsWith('/cms-admin/api/') && r.url.split('?')[0] === r.route.url;
      if (apiAnswer && r.method !== 'HEAD' && res.statusCode >= 400) {
        const answer = type.startsWith('application/json') ? jsonOf(res.body) : undefined;
        const error = answer?.error;
        if (typeof error !== 'string' || error === '') find('refusal without a JSON message');
        else {
          const fields = Object.keys(answer?.fields ?? {}).join(',');
          const said = `${res.statusCode} ${r.route.url}: ${error}${fields ? ` [${fields}]` : ''}`;
          report.messages.set(said, (report.messages.get(said) ?? 0) + 1);
        }
      }
      if (write && res.statusCode >= 400) {
        const after = await rowCounts(world, tables);
        if (after !== before) find(`refused, but rows changed: ${before} → ${after}`);
      }
    }
    options.onProgress?.(report);
  }
  return report;
}
