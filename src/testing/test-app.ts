import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { type Env, parseEnv } from '../server/env';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

const pgUrl = process.env.TEST_DATABASE_URL;

/** Every dialect the database tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: ('sqlite' | 'postgres')[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!pgUrl && !(globalThis as { __pgNoteShown?: boolean }).__pgNoteShown) {
  (globalThis as { __pgNoteShown?: boolean }).__pgNoteShown = true;
  console.warn('Note: PostgreSQL database tests skipped; set TEST_DATABASE_URL to run them too.');
}

/** A fresh, empty database of the dialect: a temp SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(name: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (name === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hi-test-'));
    return {
      name,
      url: `sqlite:${join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dbName = `hi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole app over a fresh database of the dialect, with test settings merged over defaults. */
export async function createTestApp(
  dialect: 'sqlite' | 'postgres',
  overrides: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://localhost:3000',
    // The waitlist's timed job is run by hand in tests, with their clock.
    WAITLIST_INTERVAL_MS: '0',
    PROPOSAL_INTERVAL_MS: '0',
    ...overrides,
  });
  const app = await buildApp(env, { logger: false });
  await app.ready();
  return {
    app,
    env,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
