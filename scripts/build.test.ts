import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `npm start`'s build step (scripts/build.mjs --if-changed), run for real in a small project whose
// build scripts only count their runs, so a skipped build and a new one can be told apart.
const script = fileURLToPath(new URL('./build.mjs', import.meta.url));

let root: string;
const builds = () => readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n').length;
const start = () =>
  execFileSync(process.execPath, [script, '--if-changed'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BUILD_DIR: 'dist' },
  });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-if-changed-'));
  const count = (part: string) =>
    `node -e "require('fs').appendFileSync('builds.log','${part}\\n')"`;
  const outFile = `node -e "require('fs').mkdirSync('dist/server',{recursive:true});require('fs').writeFileSync('dist/server/server.js','')"`;
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      name: 'fixture',
      private: true,
      scripts: { 'build:client': count('client'), 'build:server': outFile },
    }),
  );
  mkdirSync(join(root, 'src/server'), { recursive: true });
  writeFileSync(join(root, 'src/server/server.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src/server/server.test.ts'), 'export const t = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each start runs npm once or twice (about a second each, more on a busy machine).
describe("npm start's build step", { timeout: 90_000 }, () => {
  it('builds the first time, skips when nothing changed, builds again when a source changed', () => {
    start();
    expect(builds()).toBe(1);

    expect(start()).toContain('up to date');
    expect(builds()).toBe(1);

    writeFileSync(join(root, 'src/server/server.ts'), 'export const a = 2;\n');
    start();
    expect(builds()).toBe(2);
    expect(start()).toContain('up to date');
    expect(builds()).toBe(2);
  });

  it('builds again when the lock or the build configuration changed, not for a test file', () => {
    start();
    writeFileSync(join(root, 'src/server/server.test.ts'), 'export const t = 2;\n');
    start();
    expect(builds()).toBe(1);

    writeFileSync(join(root, 'package-lock.json'), '{}\n');
    start();
    expect(builds()).toBe(2);
  });

  it('builds again when the last build did not finish (no stamp)', () => {
    start();
    rmSync(join(root, 'dist/.build-stamp'));
    start();
    expect(builds()).toBe(2);
  });
});
