import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../testing/admin-testing';
import {
  change,
  sendChanges,
  writingWorld,
  type WritingWorld,
} from '../../../testing/report-writing-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { currentTemplateVersion } from '../templates/templates.service';

// The admin orders list filtered on the written report's progress.

const ORDERS = '/cms-admin/manage-orders.php';

describe.each(testDialects)('orders list by report progress (%s)', (dialect) => {
  let w: WritingWorld;
  let admin: TestAgent;
  beforeAll(async () => {
    w = await writingWorld(dialect);
    admin = await w.signIn(ADMIN);
  }, 90_000);
  afterAll(() => w.close());

  const listed = async (report: string) => {
    const res = await admin.get(`${ORDERS}?report=${report}`);
    expect(res.statusCode).toBe(200);
    return [...res.body.matchAll(/aria-label="Order #(\d+)"/g)].map((m) => Number(m[1]));
  };

  it('lists the orders whose report is not started, or in progress', async () => {
    const untouched = await w.adaOrder('first@example.test');
    const started = await w.adaOrder('second@example.test');
    const doc = (await currentTemplateVersion(w.t.app.db))!.document;
    const section = doc.sections[0]!;
    const { answer } = await sendChanges(w.ada, started, [
      change({
        type: 'item',
        sectionKey: section.key,
        itemKey: section.items[0]!.key,
        status: 'inspected',
      }),
    ]);
    expect(answer?.progress).toMatchObject({ state: 'in-progress' });

    const notStarted = await listed('not-started');
    expect(notStarted).toContain(untouched);
    expect(notStarted).not.toContain(started);
    const inProgress = await listed('in-progress');
    expect(inProgress).toContain(started);
    expect(inProgress).not.toContain(untouched);
    expect(await listed('published')).toEqual([]);
    // The filter is kept in the form (and so in the pager's and export's links).
    const page = await admin.get(`${ORDERS}?report=in-progress`);
    expect(page.body).toMatch(/<option value="in-progress" selected="">In progress<\/option>/);
  });
});
