// `npm run build` (always builds) and `npm start`'s build step (`--if-changed`: skipped when the
// sources match the last build). A build ends by writing a stamp, the hash of every input, into
// BUILD_DIR; a start compares it with the sources, so a restart of a built site starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const stampFile = join(buildDir, '.build-stamp');
/** What the build reads besides src/: its configuration and the locked dependencies. */
const configFiles = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
/** Tests and test kits are not built: changing them needs no new build. */
const isTestOnly = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('src/testing/');

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !isTestOnly(path));
}

/** The hash of every input's path and content (sorted, so the order of the disk never matters). */
export function sourceHash() {
  const hash = createHash('sha256');
  const files = [...sourceFiles('src'), ...configFiles.filter((f) => existsSync(f))].sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const run = (script) => {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const ifChanged = process.argv.includes('--if-changed');
const hash = sourceHash();
const built = existsSync(join(buildDir, 'server', 'server.js')) && existsSync(stampFile);
if (ifChanged && built && readFileSync(stampFile, 'utf8').trim() === hash) {
  console.log(`The build in ${buildDir}/ is up to date with the sources: not building again.`);
  process.exit(0);
}
// A build that stops halfway must not look finished.
rmSync(stampFile, { force: true });
run('build:client');
run('build:server');
writeFileSync(stampFile, `${hash}\n`);
