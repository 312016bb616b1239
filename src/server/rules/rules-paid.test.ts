import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, csrfOf, postForm, signedIn } from '../../testing/admin-testing';
import { type PortalWorld, portalWorld } from '../../testing/portal-test-kit';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';

// "When paid" fires for every payment that makes the order paid: the card captured at checkout,
// the office's capture of an authorization, and pay later; once per order (decision 071).

const WATCHER = 'paid-watch@example.test';

describe.each(testDialects)('the "paid" rule on %s', (dialect) => {
  let w: PortalWorld;
  let admin: TestAgent;
  beforeAll(async () => {
    w = await portalWorld(dialect);
    admin = await signedIn(w.t.app, w.catcher, ADMIN);
  });
  afterAll(() => w.close());

  const post = (url: string, fields: Record<string, string>) =>
    postForm(w.t.app, admin, url, { _csrf: csrfOf(admin), ...fields });
  const sentToWatcher = async () =>
    (
      await w.t.app.db
        .selectFrom('email_log')
        .select('id')
        .where('to_address', '=', WATCHER)
        .execute()
    ).length;

  it('sends once when the checkout captures, once when the office captures, never twice', async () => {
    const created = await post('/cms-admin/manage-rules.php?new=1', {
      action: 'create',
      name: 'Tell the bookkeeper',
      event: 'paid',
      messageKey: 'inspection-note',
      recipients: 'other',
      otherAddress: WATCHER,
      channel: 'email',
    });
    expect(created.statusCode).toBe(303);

    await w.payNow('paid.at.checkout@example.test', 50, true);
    expect(await sentToWatcher()).toBe(1);

    const { id } = await w.payNow('captured.by.office@example.test', 60, false);
    // Authorized only: not paid yet.
    expect(await sentToWatcher()).toBe(1);
    const captured = await post(`/cms-admin/manage-orders.php?id=${id}`, {
      action: 'capture',
      id: String(id),
    });
    expect(captured.statusCode).toBe(303);
    expect(await sentToWatcher()).toBe(2);
    // A second capture finds nothing to capture and sends nothing.
    await post(`/cms-admin/manage-orders.php?id=${id}`, { action: 'capture', id: String(id) });
    expect(await sentToWatcher()).toBe(2);
  });
});
