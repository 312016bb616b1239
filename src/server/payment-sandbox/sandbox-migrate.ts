import { runMigrations } from '../db/migrate';
import * as sandboxTables from './migrations/2026-11-22-0001-sandbox-tables';
import * as noCardHash from './migrations/2026-11-24-0002-no-card-hash';
import * as settlement from './migrations/2026-11-28-0003-settlement';
import type { SandboxDb } from './sandbox-tables';

// The sandbox's migrations, recorded apart from the business schema's (own migration table), and
// run only when the sandbox is mounted. Append new ones, named by date; never change what a
// shipped one sends.
export const sandboxMigrations = {
  '2026-11-22-0001-sandbox-tables': sandboxTables,
  '2026-11-24-0002-no-card-hash': noCardHash,
  '2026-11-28-0003-settlement': settlement,
};

export async function migrateSandbox(db: SandboxDb): Promise<void> {
  await runMigrations(db, {
    migrations: sandboxMigrations,
    table: 'sandbox_migration',
    lockTable: 'sandbox_migration_lock',
  });
}
