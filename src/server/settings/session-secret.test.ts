import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { type Db, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { parseEnv } from '../env';
import { resolveSecret } from './settings.service';

const SECRET = 'a-configured-session-secret-of-40-chars!';
const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' } as const;

describe('SESSION_SECRET in production', () => {
  it('is required: the start is refused with a message naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is required when NODE_ENV=production/,
    );
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(
      SECRET,
    );
  });

  it('is not generated even when the app is built from a hand-made configuration', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const env = parseEnv({ ...base, DATABASE_URL: database.url });
      await expect(buildApp({ ...env, NODE_ENV: 'production' }, { logger: false })).rejects.toThrow(
        /SESSION_SECRET is required/,
      );
    } finally {
      await database.drop();
    }
  });
});

describe.each(testDialects)('the session secret on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let destroy: () => Promise<void>;
  const stored = async () =>
    (
      await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'secret.session')
        .executeTakeFirst()
    )?.value;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const handle = openDatabase(database.url);
    db = handle.db;
    destroy = () => handle.destroy();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await destroy();
    await database.drop();
  });

  it('in development, unset: generated once, kept in the database, and the log says so', async () => {
    const lines: string[] = [];
    const env = parseEnv({ NODE_ENV: 'development', DATABASE_URL: database.url });
    const first = await resolveSecret(db, env, { info: (m) => lines.push(m) });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await stored()).toBe(first);
    expect(await resolveSecret(db, env, { info: (m) => lines.push(m) })).toBe(first);
    expect(lines[0]).toMatch(/generated and kept in the database \(development only/);
    expect(lines.join('\n')).not.toContain(first);
  });

  it('configured: used as is, logged without the value, and the generated one deleted', async () => {
    expect(await stored()).toBeDefined();
    const lines: string[] = [];
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: SECRET,
    });
    expect(await resolveSecret(db, env, { info: (m) => lines.push(m) })).toBe(SECRET);
    expect(lines).toEqual(['Session secret: SESSION_SECRET from the configuration']);
    expect(await stored()).toBeUndefined();
  });
});
