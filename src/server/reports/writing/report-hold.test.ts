import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  change,
  sendChanges,
  writingWorld,
  type WritingWorld,
} from '../../../testing/report-writing-kit';
import { residentialTemplate } from '../templates/residential-template';
import { findReport } from './drafts.service';
import { holdReport, updateReportDraft } from './drafts.repository';

// A change batch reads the report, then writes it. On SQLite (WAL), a transaction that read first
// pins a snapshot; when another connection (a backup, a script, a second process) writes in
// between, its own write then fails at once with SQLITE_BUSY_SNAPSHOT, a 500. holdReport takes
// the write lock before reading, so the other writer waits instead and the batch goes through.

describe('holding a report on SQLite', () => {
  let w: WritingWorld;
  beforeAll(async () => {
    w = await writingWorld('sqlite');
  }, 90_000);
  afterAll(() => w.close());

  it('makes another connection wait between its read and its write', async () => {
    const orderId = await w.adaOrder();
    const section = residentialTemplate.sections[0]!;
    const item = { sectionKey: section.key, itemKey: section.items[0]!.key };
    expect(
      (await sendChanges(w.ada, orderId, [change({ type: 'item', ...item, status: 'inspected' })]))
        .res.statusCode,
    ).toBe(200);
    const report = await findReport(w.t.app.db, orderId);
    if (!report) throw new Error('the report was not started');
    // Another connection to the same file that does not wait for a lock: it says at once.
    const other = new SQLite(w.t.database.url.slice('sqlite:'.length), { timeout: 0 });
    const otherWrite = () =>
      other
        .prepare('update written_reports set updated_at = ? where id = ?')
        .run(new Date().toISOString(), report.id);
    try {
      await w.t.app.db.transaction().execute(async (trx) => {
        const held = await holdReport(trx, report.id);
        expect(held?.id).toBe(report.id);
        // Here the other connection tries to write: it must be kept out, not slip in between.
        expect(otherWrite).toThrow(/database is locked/);
        await updateReportDraft(trx, report.id, {
          factsJson: report.factsJson,
          factTimesJson: report.factTimesJson,
          itemsDone: 1,
          now: new Date().toISOString(),
        });
      });
      // Once the batch is done, the other connection writes as usual.
      expect(otherWrite().changes).toBe(1);
      const again = await sendChanges(w.ada, orderId, [
        change({ type: 'item', ...item, status: 'deficient' }),
      ]);
      expect(again.res.statusCode).toBe(200);
    } finally {
      other.close();
    }
  });
});
