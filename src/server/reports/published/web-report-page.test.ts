import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorReport } from '../../../shared/reports/report-draft';
import type { PublishJob } from '../../../shared/reports/report-publishing';
import { testDialects } from '../../../testing/test-app';
import {
  change,
  publishedJob,
  sendChanges,
  WRITING,
  writingWorld,
  type WritingWorld,
} from '../../../testing/report-writing-kit';

// The web report's page as the server sends it (decision 074): the report in the markup once,
// and in the page's data only the shell the browser needs to place each finding's controls.

describe.each(testDialects)('the web report page (%s)', (dialect) => {
  let w: WritingWorld;
  beforeAll(async () => {
    w = await writingWorld(dialect);
  }, 90_000);
  afterAll(() => w.close());

  it('carries the report in its HTML, not a second time as data', async () => {
    const orderId = await w.adaOrder('page.buyer@example.test');
    const report = (await w.ada.get(`${WRITING.editor}?order=${orderId}`)).json<EditorReport>();
    const section = report.template.document.sections[0]!;
    const item = section.items[0]!;
    const key = { sectionKey: section.key, itemKey: item.key };
    const findingId = randomUUID();
    const text = 'Loose handrail on the basement stairs';
    await sendChanges(w.ada, orderId, [
      change({ type: 'item', ...key, status: 'deficient' }),
      change({
        type: 'finding',
        findingId,
        ...key,
        fields: { text, severity: 'safety', location: 'Basement', commentKey: null },
      }),
    ]);
    const started = await w.ada.post(WRITING.publish, { orderId, confirm: true });
    await publishedJob(w.ada, started.json<PublishJob>().jobId);

    const page = await w.ada.get(`/reports/${orderId}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const state = /<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(html).toContain('id="summary-heading"');
    expect(html.split(text).length - 1).toBe(2); // the summary and its section
    expect(state).toBeDefined();
    expect(state).not.toContain(text);
    expect(state).toContain('web-report-shell');
    expect(state).toContain(findingId);
  });
});
