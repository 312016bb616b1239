import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Helpers of the repair request journey: a report written and published through the editor's API
// (the editor's own journey is report-writing.spec.ts), and the client's agreement.

const API = '/cms-admin/api';

export async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

interface EditorAnswer {
  template: { document: { sections: { key: string; items: { key: string }[] }[] } };
}

/** As the signed-in inspector: findings on the first item, then publish and wait for it. */
export async function publishFindings(
  page: Page,
  orderId: number,
  findings: { text: string; severity: string }[],
): Promise<string[]> {
  const request = page.context().request;
  const headers = { 'X-XSRF-TOKEN': await xsrf(page) };
  const editor = (await (
    await request.get(`${API}/report_editor.php?order=${orderId}`)
  ).json()) as EditorAnswer;
  const section = editor.template.document.sections[0]!;
  const key = { sectionKey: section.key, itemKey: section.items[0]!.key };
  const at = () => new Date().toISOString();
  const ids = findings.map(() => randomUUID());
  const changes = [
    { id: randomUUID(), at: at(), type: 'item', ...key, status: 'deficient' },
    ...findings.map((f, n) => ({
      id: randomUUID(),
      at: at(),
      type: 'finding',
      findingId: ids[n],
      ...key,
      fields: { text: f.text, severity: f.severity, location: 'Basement', commentKey: null },
    })),
  ];
  const sent = await request.post(`${API}/report_changes.php`, {
    data: { orderId, changes },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const started = await request.post(`${API}/report_publish.php`, {
    data: { orderId, confirm: true },
    headers,
  });
  expect(started.status(), await started.text()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: number };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${API}/report_publish_job.php?job=${jobId}`)).json()) as {
            step: string;
          }
        ).step,
      { timeout: 60_000 },
    )
    .toBe('done');
  return ids;
}

/** The client signs the order's agreement on the order's page. */
export async function signAgreement(page: Page, orderId: number, name: string): Promise<void> {
  await page.goto(`/user/inspections/${orderId}`);
  const agreement = page.getByRole('region', { name: 'Inspection agreement', exact: true });
  await agreement.getByRole('textbox', { name: 'Full name' }).fill(name);
  await agreement
    .getByRole('checkbox', { name: 'I have read and agree to the inspection agreement' })
    .check();
  await agreement.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(agreement.getByText(`Signed by ${name} on `, { exact: false })).toBeVisible();
}
