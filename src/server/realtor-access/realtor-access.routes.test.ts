import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTOR_LINK_DEAD } from '../../shared/realtor-access/realtor-access';
import { setReservationLimit } from '../settings/settings.service';
import { BAD_TOKEN_MESSAGE, NO_SESSION_MESSAGE } from '../plugins/csrf';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { ordersWorld, type OrdersWorld } from '../../testing/orders-admin-test-kit';
import {
  pressLink,
  REALTOR_ACCESS_URL,
  realtorBrowser,
  realtorReportUrl,
  tokenOf,
} from '../../testing/realtor-test-kit';
import {
  grantedOrderIds,
  issueRealtorLink,
  REALTOR_TOO_MANY,
  REALTOR_TRIES_PER_IP_HOUR,
} from './realtor-access.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const REALTOR = {
  realtorAccess: 'yes',
  realtorFirstName: 'Rita',
  realtorLastName: 'Agent',
  realtorEmail: 'rita@example.test',
  realtorPhone: '412-555-0199',
};

describe.each(testDialects)(
  'Realtor links: the page, the button and the grant on %s',
  (dialect) => {
    let w: OrdersWorld;
    beforeAll(async () => {
      w = await ordersWorld(dialect);
      // Many pay-later orders from one test client: past the limits against hoarding dates.
      await setReservationLimit(w.t.app.db, 'unpaidPerIpDay', 1000);
      await setReservationLimit(w.t.app.db, 'unpaidPerEmail', 1000);
    });
    afterAll(() => w.close());

    it('issues a path with a 256-bit token and keeps only its SHA-256', async () => {
      const { id } = await w.payLater(REALTOR);
      const path = await issueRealtorLink(w.t.app.db, id, new Date());
      expect(path).toMatch(/^\/realtor\/[\w-]{43}$/);
      const rows = await w.t.app.db.selectFrom('realtor_links').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(path));
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });

    it('the button starts a grant for that one order and answers its date and address', async () => {
      const { id } = await w.payLater(REALTOR);
      const path = await issueRealtorLink(w.t.app.db, id, new Date());
      const realtor = await realtorBrowser(w.t.app);
      const res = await pressLink(realtor, tokenOf(path));
      expect(res.statusCode).toBe(200);
      const view = res.json() as { startsAt: string; address: string; reports: unknown[] };
      expect(view.address).toBe('12 Walnut St, Pittsburgh, PA 15232');
      const slot = await w.t.app.db
        .selectFrom('orders')
        .innerJoin('slots', 'slots.id', 'orders.slot_id')
        .select('slots.starts_at')
        .where('orders.id', '=', id)
        .executeTakeFirstOrThrow();
      expect(view.startsAt).toBe(new Date(slot.starts_at).toISOString());
      expect(Array.isArray(view.reports)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');

      const row = await w.t.app.db
        .selectFrom('realtor_grants')
        .selectAll()
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.session_id).toMatch(/^[0-9a-f]{64}$/);
      // A second press keeps the one grant.
      expect((await pressLink(realtor, tokenOf(path))).statusCode).toBe(200);
      const rows = await w.t.app.db
        .selectFrom('realtor_grants')
        .select('id')
        .where('order_id', '=', id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('an unknown, malformed, expired or revoked link is refused with 404 and its reason', async () => {
      const realtor = await realtorBrowser(w.t.app);
      const refusal = async (token: string) => {
        const res = await pressLink(realtor, token);
        expect(res.statusCode, token).toBe(404);
        return res.json() as { error: string; reason: string };
      };
      expect(await refusal('A'.repeat(43))).toEqual({
        error: REALTOR_LINK_DEAD,
        reason: 'unknown',
      });
      expect(await refusal('not a token')).toEqual({ error: REALTOR_LINK_DEAD, reason: 'unknown' });

      const { id } = await w.payLater(REALTOR);
      const old = await issueRealtorLink(w.t.app.db, id, new Date(Date.now() - 31 * DAY_MS));
      expect(await refusal(tokenOf(old))).toEqual({ error: REALTOR_LINK_DEAD, reason: 'expired' });

      const live = await issueRealtorLink(w.t.app.db, id, new Date());
      const revoked = await w.post(
        { action: 'realtor-revoke-links', id: String(id) },
        `/cms-admin/manage-orders.php?id=${id}`,
      );
      expect(revoked.statusCode).toBe(303);
      expect(await refusal(tokenOf(live))).toEqual({ error: REALTOR_LINK_DEAD, reason: 'revoked' });
      expect(await grantedOrderIds(w.t.app.db, 'none', new Date())).toEqual([]);
    });

    it('Revoke after the button ends the grant at once: downloads are refused', async () => {
      const { id } = await w.payLater(REALTOR);
      const path = await issueRealtorLink(w.t.app.db, id, new Date());
      const realtor = await realtorBrowser(w.t.app);
      expect((await pressLink(realtor, tokenOf(path))).statusCode).toBe(200);
      const sessionGrants = async () =>
        w.t.app.db
          .selectFrom('realtor_grants')
          .select('session_id')
          .where('order_id', '=', id)
          .execute();
      const [grant] = await sessionGrants();
      expect(await grantedOrderIds(w.t.app.db, grant!.session_id, new Date())).toEqual([id]);

      await w.post(
        { action: 'realtor-revoke-links', id: String(id) },
        `/cms-admin/manage-orders.php?id=${id}`,
      );
      expect(await grantedOrderIds(w.t.app.db, grant!.session_id, new Date())).toEqual([]);
      expect(await sessionGrants()).toEqual([]);
      const download = await realtor.get(realtorReportUrl(1));
      expect(download.statusCode).toBe(404);
      expect(download.json()).toEqual({ error: 'Report not found.' });
    });

    it('a download without any grant, or with a bad id, is 404 or 400 and never a file', async () => {
      const stranger = await realtorBrowser(w.t.app);
      expect((await stranger.get(realtorReportUrl(1))).statusCode).toBe(404);
      expect((await createAgent(w.t.app).get(realtorReportUrl(1))).statusCode).toBe(404);
      expect((await stranger.get('/cms-admin/api/realtor_report.php?id=x')).statusCode).toBe(400);
    });

    it('the button needs the CSRF token and a session', async () => {
      const { id } = await w.payLater(REALTOR);
      const token = tokenOf(await issueRealtorLink(w.t.app.db, id, new Date()));
      const realtor = await realtorBrowser(w.t.app);
      const forged = await realtor.post(
        REALTOR_ACCESS_URL,
        { token },
        { 'x-xsrf-token': 'forged' },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ error: BAD_TOKEN_MESSAGE });
      const noSession = await createAgent(w.t.app).post(REALTOR_ACCESS_URL, { token });
      expect(noSession.statusCode).toBe(403);
      expect(noSession.json()).toEqual({ error: NO_SESSION_MESSAGE });
      const crossSite = await realtor.post(
        REALTOR_ACCESS_URL,
        { token },
        { origin: 'https://evil.example' },
      );
      expect(crossSite.statusCode).toBe(403);
      expect(
        await w.t.app.db
          .selectFrom('realtor_grants')
          .select('id')
          .where('order_id', '=', id)
          .execute(),
      ).toEqual([]);
    });

    it('limits presses per client address and says how long to wait', async () => {
      const { id } = await w.payLater(REALTOR);
      const token = tokenOf(await issueRealtorLink(w.t.app.db, id, new Date()));
      const realtor = await realtorBrowser(w.t.app);
      const ip = '198.51.100.23';
      for (let i = 0; i < REALTOR_TRIES_PER_IP_HOUR; i++)
        expect((await pressLink(realtor, i % 2 ? token : 'wrong', ip)).statusCode).not.toBe(429);
      const refused = await pressLink(realtor, token, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: REALTOR_TOO_MANY });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // Another network is not held back.
      expect((await pressLink(realtor, token, '198.51.100.24')).statusCode).toBe(200);
    });
  },
);
