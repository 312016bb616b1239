// Where a hot read's server time goes: runs the built site under `node --cpu-prof`, loads one
// endpoint as a returning visitor would (session cookie, gzip/deflate/br accepted), then prints
// the self time by part (hooks, session, cookies, headers, compression, serialization, cache,
// database) and the heaviest functions, and writes a flame graph (SVG) beside the profile.
// Run with `npm run profile [-- path]` (builds first); PROFILE_PORT, PROFILE_DIR, BENCH_SECONDS.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltSite, waitUp } from './built-site';
import { flameGraphSvg, type ProfileNode } from './flame-graph';

const port = Number(process.env.PROFILE_PORT ?? 4394);
const base = `http://127.0.0.1:${port}`;
const path = process.argv[2] ?? '/cms-admin/api/pages.php?slug=home';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const outDir = process.env.PROFILE_DIR ?? 'profiles';

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the monotonic clock V8's profiler stamps its samples with (µs, Linux). */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The profile's samples taken between `from` and `to` (start-up and shutdown left out). */
function window(profile: CpuProfile, from: number, to: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t >= from && t <= to) {
      samples.push(id);
      timeDeltas.push(delta);
    }
  });
  return { ...profile, samples, timeDeltas };
}

// The first matching rule names the part a function belongs to (by its file, then its name).
const parts: [string, RegExp][] = [
  ['idle / GC / native', /^\((?:idle|garbage collector|program|root)\)/],
  ['session lookup', /plugins\/session|auth\/session|session-crypto/],
  ['CSRF hook', /plugins\/csrf/],
  ['cookie parsing', /@fastify\/cookie|node_modules\/cookie\//],
  ['security headers', /security-headers|page-headers/],
  ['compression', /@fastify\/compress|zlib/],
  ['public cache', /server\/cache\//],
  ['database', /better-sqlite3|kysely|\/pg\//],
  ['query validation (zod)', /\/zod\/|fastify-type-provider-zod/],
  ['serialization', /fast-json-stringify|JSON\.stringify/],
  ['Fastify hooks and routing', /fastify\/lib\/hooks|find-my-way|fastify\/lib\/route/],
  ['Fastify reply and headers', /fastify\/lib\/(?:reply|headers|content)/],
  ['Fastify other', /node_modules\/fastify\//],
  ['HTTP and sockets (Node)', /node:_http|node:net|node:stream|_http_|writeGeneric|writev/],
  ['other Node internals', /^node:/],
];

function partOf(node: ProfileNode): string {
  const where = `${node.callFrame.url} ${node.callFrame.functionName}`;
  if (/^\(/.test(node.callFrame.functionName)) {
    const rule = parts[0];
    if (rule && rule[1].test(node.callFrame.functionName)) return rule[0];
  }
  for (const [name, rule] of parts.slice(1)) if (rule.test(where)) return name;
  return node.callFrame.url ? 'site and other code' : '(native)';
}

function summarise(profile: CpuProfile): string {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const part = partOf(node);
    byPart.set(part, (byPart.get(part) ?? 0) + us);
    if (part === 'idle / GC / native' && node.callFrame.functionName === '(idle)') continue;
    busy += us;
    const file = node.callFrame.url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*\/dist\//, 'dist/');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  const lines = ['Self time by part (share of busy time):'];
  for (const [part, us] of [...byPart].sort((a, b) => b[1] - a[1]))
    if (part !== 'idle / GC / native') lines.push(`  ${pct(us)}  ${part}`);
  const gc = [...selfUs].reduce((sum, [id, us]) => {
    const name = byId.get(id)?.callFrame.functionName;
    return name === '(garbage collector)' || name === '(program)' ? sum + us : sum;
  }, 0);
  lines.push(`  (garbage collector and VM: ${pct(gc)})`, 'Heaviest functions (self time):');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
    lines.push(`  ${pct(us)}  ${name}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const before = new Set(readdirSync(outDir));
  const site = startBuiltSite(
    'profile',
    port,
    { LOG_REQUESTS: 'false' },
    { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${outDir}`] },
  );
  const exited = new Promise((resolve) => site.on('exit', resolve));
  const load = { from: 0, to: 0 };
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    const session = await fetch(`${base}/cms-admin/api/session.php`);
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0])
      .join('; ');
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    await autocannon({ url: base + path, connections: 10, duration: 2, headers });
    load.from = monotonicUs();
    const r = await autocannon({ url: base + path, connections: 10, duration: seconds, headers });
    load.to = monotonicUs();
    console.log(`${path}: ${Math.round(r.requests.average)} req/s under --cpu-prof`);
  } finally {
    site.kill('SIGTERM');
    await exited;
  }
  const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile') && !before.has(f));
  if (!file) throw new Error('no profile written');
  const whole = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as CpuProfile;
  const profile = window(whole, load.from, load.to);
  if (!profile.samples.length) throw new Error('no samples in the load window (clock mismatch?)');
  console.log(summarise(profile));
  // The load window alone, for DevTools or speedscope: start-up would hide the requests.
  writeFileSync(
    join(outDir, file.replace(/\.cpuprofile$/, '.load.cpuprofile')),
    JSON.stringify(profile),
  );
  const svg = join(outDir, file.replace(/\.cpuprofile$/, '.svg'));
  writeFileSync(svg, flameGraphSvg(profile.nodes, profile.samples, profile.timeDeltas, path));
  console.log(
    `Profile: ${join(outDir, file)} (Chrome DevTools or speedscope); flame graph: ${svg}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
