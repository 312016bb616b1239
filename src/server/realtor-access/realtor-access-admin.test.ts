import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.service';
import { setReservationLimit } from '../settings/settings.service';
import { testDialects } from '../../testing/test-app';
import {
  flashOf,
  ORDERS_URL,
  ordersWorld,
  type OrdersWorld,
} from '../../testing/orders-admin-test-kit';
import { pressLink, realtorBrowser, tokenOf } from '../../testing/realtor-test-kit';
import { liveRealtorLinks } from './realtor-access.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const ADVANCED_URL = '/cms-admin/advanced.php';
const NEW_LINK = /id="realtor-new-link"[^>]*value="(http:\/\/localhost:3000\/realtor\/[\w-]{43})"/;

describe.each(testDialects)('Realtor links in the admin area on %s', (dialect) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await ordersWorld(dialect);
    await setReservationLimit(w.t.app.db, 'unpaidPerIpDay', 1000);
    await setReservationLimit(w.t.app.db, 'unpaidPerEmail', 1000);
  });
  afterAll(() => w.close());

  const orderPage = (id: number) => `${ORDERS_URL}?id=${id}`;
  const history = async (id: number) =>
    (await listAudit(w.t.app.db, { limit: 10, entity: 'order', entityId: String(id) })).map(
      (e) => e.action,
    );

  it('shows the realtor from the order; Issue link shows the new address once and audits it', async () => {
    const { id } = await w.payLater({
      realtorAccess: 'yes',
      realtorFirstName: 'Rita',
      realtorLastName: 'Agent',
      realtorEmail: 'rita@example.test',
      realtorPhone: '412-555-0199',
    });
    const page = await w.admin.get(orderPage(id));
    expect(page.body).toContain('Realtor access</h2>');
    expect(page.body).toContain('Rita Agent, rita@example.test');
    expect(page.body).toContain('No live realtor link for this order.');
    expect(page.body).not.toContain('>Revoke</button>');

    const issued = await w.post({ action: 'realtor-issue-link', id: String(id) }, orderPage(id));
    expect(issued.statusCode).toBe(200);
    expect(issued.body).toContain('it is shown only this once');
    const url = NEW_LINK.exec(issued.body)?.[1];
    expect(url).toBeDefined();
    expect(issued.body).toContain('>Revoke</button>');
    expect(await history(id)).toContain('realtor-link-issue');

    // Shown once: the next view lists the link without its address.
    const again = await w.admin.get(orderPage(id));
    expect(again.body).not.toContain(tokenOf(url!));
    expect(again.body).not.toContain('No live realtor link');

    const realtor = await realtorBrowser(w.t.app);
    expect((await pressLink(realtor, tokenOf(url!))).statusCode).toBe(200);
  });

  it('Revoke ends every live link of the order and is audited; again, it says there was none', async () => {
    const { id } = await w.payLater({ realtorAccess: 'no' });
    for (let i = 0; i < 2; i++)
      await w.post({ action: 'realtor-issue-link', id: String(id) }, orderPage(id));
    expect(await liveRealtorLinks(w.t.app.db, id, new Date())).toHaveLength(2);
    const revoked = await w.post({ action: 'realtor-revoke-links', id: String(id) }, orderPage(id));
    expect(revoked.statusCode).toBe(303);
    expect(flashOf(revoked)).toBe(
      `Revoked 2 realtor links of order #${id}: they no longer open its reports.`,
    );
    expect(await liveRealtorLinks(w.t.app.db, id, new Date())).toEqual([]);
    expect(await history(id)).toContain('realtor-links-revoke');
    const none = await w.post({ action: 'realtor-revoke-links', id: String(id) }, orderPage(id));
    expect(flashOf(none)).toBe(`Order #${id} had no live realtor link.`);
  });

  it('an unknown order is refused without a link', async () => {
    const res = await w.post({ action: 'realtor-issue-link', id: '999999' }, ORDERS_URL);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Order not found.');
    expect(
      await w.t.app.db
        .selectFrom('realtor_links')
        .select('id')
        .where('order_id', '=', 999999)
        .execute(),
    ).toEqual([]);
  });

  it('"Realtor links last (days)" under Advanced: 30 by default, checked, audited, used for new links', async () => {
    const page = await w.admin.get(ADVANCED_URL);
    expect(page.body).toContain('Realtor links last (days)');
    expect(page.body).toMatch(/name="realtorLinkDays"[^>]*value="30"/);

    const bad = await w.post({ action: 'realtor-links', realtorLinkDays: '0' }, ADVANCED_URL);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Realtor links last (days) must be at least 1.');

    const saved = await w.post({ action: 'realtor-links', realtorLinkDays: '7' }, ADVANCED_URL);
    expect(flashOf(saved)).toBe('Saved. New realtor links use it at once.');
    const audit = await listAudit(w.t.app.db, { limit: 5, entity: 'settings' });
    expect(audit[0]).toMatchObject({ action: 'update', entityId: 'realtor-links' });

    const { id } = await w.payLater({ realtorAccess: 'no' });
    const before = Date.now();
    await w.post({ action: 'realtor-issue-link', id: String(id) }, orderPage(id));
    const [link] = await liveRealtorLinks(w.t.app.db, id, new Date());
    const lifetime = Date.parse(link!.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    await w.post({ action: 'realtor-links', realtorLinkDays: '30' }, ADVANCED_URL);
  });
});
