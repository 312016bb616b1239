// After an install: better-sqlite3 must load in the Node that runs the scripts (the `node`
// dependency's, first on PATH in npm scripts). A copy built earlier for another Node (an install
// made before the runtime moved) is rebuilt here, so `npm install` alone brings the two in step.
import { spawnSync } from 'node:child_process';

const probe = spawnSync(
  process.execPath,
  ['-e', 'new (require("better-sqlite3"))(":memory:").close()'],
  { encoding: 'utf8' },
);
if (probe.status === 0) process.exit(0);

if (!/NODE_MODULE_VERSION|did not self-register|Could not locate the bindings/.test(probe.stderr)) {
  console.error(probe.stderr);
  process.exit(1);
}
console.log(`better-sqlite3 was built for another Node: rebuilding it for ${process.version}…`);
const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3'], { stdio: 'inherit' });
process.exit(rebuild.status ?? 1);
