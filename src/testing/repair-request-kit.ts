import { randomUUID } from 'node:crypto';
import type { EditorReport } from '../shared/reports/report-draft';
import type { PublishJob } from '../shared/reports/report-publishing';
import type { Severity } from '../shared/reports/template';
import {
  change,
  publishedJob,
  sendChanges,
  WRITING,
  type WritingWorld,
} from './report-writing-kit';

// Helpers for the tests after the report (not a test file): an order of Ada's with findings,
// published, the report gates off so its client reads it at once.

export interface PublishedFinding {
  id: string;
  text: string;
  severity: Severity;
}

/** The gates off (as Advanced → Reports saves them): the client reads before paying and signing. */
export async function gatesOff(w: WritingWorld): Promise<void> {
  await w.t.app.db
    .insertInto('settings')
    .values([
      { key: 'reports.needPayment', value: '0' },
      { key: 'reports.needAgreement', value: '0' },
    ])
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '0' }))
    .execute();
}

/** An order of Ada's for `email` with one finding per severity given, published as version 1. */
export async function publishedOrder(
  w: WritingWorld,
  email: string,
  severities: Severity[] = ['safety', 'repair', 'monitor'],
): Promise<{ orderId: number; findings: PublishedFinding[] }> {
  const orderId = await w.adaOrder(email);
  const report = (await w.ada.get(`${WRITING.editor}?order=${orderId}`)).json<EditorReport>();
  const section = report.template.document.sections[0];
  const item = section?.items[0];
  if (!section || !item) throw new Error('no item');
  const key = { sectionKey: section.key, itemKey: item.key };
  const findings = severities.map((severity, n) => ({
    id: randomUUID(),
    text: `Finding ${n + 1} (${severity}) of order ${orderId}`,
    severity,
  }));
  const sent = await sendChanges(w.ada, orderId, [
    change({ type: 'item', ...key, status: 'deficient' }),
    ...findings.map((f) =>
      change({
        type: 'finding',
        findingId: f.id,
        ...key,
        fields: { text: f.text, severity: f.severity, location: 'Garage', commentKey: null },
      }),
    ),
  ]);
  if (sent.res.statusCode !== 200) throw new Error(sent.res.body);
  const started = await w.ada.post(WRITING.publish, { orderId, confirm: true });
  if (started.statusCode !== 202) throw new Error(started.body);
  const job = await publishedJob(w.ada, started.json<PublishJob>().jobId);
  if (job.step !== 'done') throw new Error(`publish ${job.step}`);
  return { orderId, findings };
}
