// The request fuzzer at full size: `npm run fuzz` sends FUZZ_RUNS (default 10,000) generated
// hostile requests to every route of the app on SQLite (and on PostgreSQL too when
// TEST_DATABASE_URL is set), then prints the count, the answers ≥ 500 and the slowest answer.
// Exits 1 on any finding or an answer slower than 100 ms. FUZZ_SEED repeats a run.
import { type FuzzReport, runFuzz, SLOW_MS } from '../src/testing/fuzz/fuzz-run';
import { createFuzzWorld } from '../src/testing/fuzz/fuzz-world';
import { testDialects } from '../src/testing/test-app';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

function print(dialect: string, report: FuzzReport): boolean {
  const statuses = Object.entries(report.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(`\n${dialect}: ${report.count} requests (seed ${seed})`);
  console.log(`  answers ≥ 500: ${report.serverErrors}`);
  console.log(
    `  slowest answer: ${report.slowestMs.toFixed(1)} ms — ${report.slowest.slice(0, 200)}`,
  );
  console.log(`  answers ≥ ${SLOW_MS} ms: ${report.slow.length}`);
  for (const s of report.slow.slice(0, 10))
    console.log(`    ${s.ms.toFixed(1)} ms ${s.request.slice(0, 200)}`);
  console.log(
    `  slow by design (admin test e-mail, resend, backup): ${report.slowByDesign.length}`,
  );
  for (const s of report.slowByDesign.slice(0, 3))
    console.log(`    ${s.ms.toFixed(1)} ms ${s.request.slice(0, 160)}`);
  console.log(`  statuses: ${statuses}`);
  console.log(`  findings: ${report.findings.length}`);
  for (const f of report.findings.slice(0, 20))
    console.log(
      `    ${f.problem}: ${f.status} ${f.request.slice(0, 240)}\n      ${f.body.slice(0, 200)}`,
    );
  const messages = [...report.messages].sort((a, b) => b[1] - a[1]);
  console.log(`  API refusals (${messages.length} distinct), most frequent:`);
  if (process.env.FUZZ_ALL_MESSAGES) messages.length = Math.max(messages.length, 0);
  else messages.length = Math.min(messages.length, 25);
  for (const [said, n] of messages) console.log(`    ${n}× ${said.slice(0, 200)}`);
  return report.findings.length === 0 && report.slowestMs < SLOW_MS;
}

async function main(): Promise<void> {
  let ok = true;
  for (const dialect of testDialects) {
    const world = await createFuzzWorld(dialect);
    try {
      const started = Date.now();
      const report = await runFuzz(world, {
        numRuns: runs,
        seed,
        onProgress: (r) => {
          if (r.count % 1000 === 0)
            console.log(
              `${dialect}: ${r.count} sent, ${r.serverErrors} ≥ 500, slowest ${r.slowestMs.toFixed(1)} ms`,
            );
        },
      });
      ok = print(dialect, report) && ok;
      console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await world.close();
    }
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
