import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDialects } from '../../testing/test-app';
import { recordWrongCode } from '../auth/code-lock.service';
import { upsertCustomerUser } from '../users/users.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDialects)('the hourly sign-in clean-up on %s', (dialect) => {
  afterEach(() => vi.useRealTimers());

  it('removes expired sessions, week-old sign-in requests and forgotten code counts every hour', async () => {
    // Only the interval is faked: the database drivers keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createTestApp(dialect, { OUTBOX_POLL_MS: '0' });
    try {
      const db = t.app.db;
      const now = Date.now();
      const iso = (ms: number) => new Date(ms).toISOString();
      const userId = await upsertCustomerUser(
        db,
        { email: 'prune@example.test', firstName: 'P', lastName: 'R', phone: '' },
        iso(now),
      );
      await db
        .insertInto('sessions')
        .values([
          {
            id: 'a'.repeat(64),
            user_id: userId,
            created_at: iso(now - 2 * DAY),
            last_seen_at: iso(now - 2 * DAY),
            expires_at: iso(now - 1000),
          },
          {
            id: 'b'.repeat(64),
            user_id: userId,
            created_at: iso(now),
            last_seen_at: iso(now),
            expires_at: iso(now + DAY),
          },
        ])
        .execute();
      const request = (createdAt: number) => ({
        email: 'prune@example.test',
        user_id: userId,
        session_id: null,
        ip: '203.0.113.1',
        token_hash: null,
        code_hash: null,
        token_expires_at: null,
        code_expires_at: null,
        attempts: 0,
        consumed_at: iso(createdAt),
        created_at: iso(createdAt),
      });
      await db
        .insertInto('login_requests')
        .values([request(now - 8 * DAY), request(now)])
        .execute();
      await recordWrongCode(db, { userId, ip: '203.0.113.2' }, new Date(now - 3 * DAY));
      await recordWrongCode(db, { userId, ip: '203.0.113.3' }, new Date(now));

      vi.advanceTimersByTime(HOUR);
      const left = async () => ({
        sessions: (await db.selectFrom('sessions').select('id').execute()).map((r) => r.id[0]),
        requests: (await db.selectFrom('login_requests').select('id').execute()).length,
        codeLocks: [
          ...new Set((await db.selectFrom('code_locks').select('ip').execute()).map((r) => r.ip)),
        ],
      });
      // The clean-up's three deletions run one after another: wait for the last one too.
      await vi.waitFor(
        async () =>
          expect(await left()).toEqual({
            sessions: ['b'],
            requests: 1,
            codeLocks: ['203.0.113.3'],
          }),
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await t.close();
    }
  });
});
