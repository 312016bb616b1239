import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';
import { keptStatements } from './kept-statements';

describe('kept SQLite statements', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function counted() {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    return { sqlite, prepare, kept: keptStatements(sqlite, 2) };
  }

  it('prepares a query once and hands back the same statement after', () => {
    const { prepare, kept } = counted();
    const first = kept.prepare('select 1 as one');
    expect(kept.prepare('select 1 as one')).toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('lets the least recently used go when more are kept than allowed', () => {
    const { prepare, kept } = counted();
    const a = kept.prepare('select 1');
    const b = kept.prepare('select 2');
    expect(kept.prepare('select 1')).toBe(a);
    kept.prepare('select 3');
    expect(kept.prepare('select 1')).toBe(a);
    expect(kept.prepare('select 2')).not.toBe(b);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('sees a column added after the statement was kept', () => {
    const { sqlite, kept } = counted();
    sqlite.exec('create table t (a integer); insert into t values (1)');
    expect(kept.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    sqlite.exec("alter table t add column b text default 'x'");
    expect(kept.prepare('select * from t').all([])).toEqual([{ a: 1, b: 'x' }]);
  });

  it('gives a query its own statement while the kept one is still being iterated', () => {
    const { sqlite, kept } = counted();
    sqlite.exec('create table t (a integer); insert into t values (1), (2)');
    const outer = kept.prepare('select a from t order by a');
    const seen: unknown[] = [];
    for (const row of outer.iterate([])) {
      seen.push(row, kept.prepare('select a from t order by a').all([]));
    }
    expect(seen).toEqual([{ a: 1 }, [{ a: 1 }, { a: 2 }], { a: 2 }, [{ a: 1 }, { a: 2 }]]);
  });

  it('is what the site runs its SQLite queries on', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    const handle = openDatabase('sqlite::memory:');
    try {
      const before = prepare.mock.calls.length;
      for (let i = 0; i < 3; i++) await sql`select ${i} as n`.execute(handle.db);
      expect(prepare.mock.calls.length - before).toBe(1);
    } finally {
      await handle.destroy();
    }
  });
});
