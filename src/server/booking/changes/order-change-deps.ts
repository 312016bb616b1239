import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { getSiteSettings } from '../../settings/settings.service';
import { orderClaimLeaseMs } from '../orders/order-claim.service';
import type { CancelCoreDeps } from './order-cancel.service';

/**
 * What a cancellation, a move or an answer to a request needs from the app, the settings read
 * once per call. The admin area passes its own handle; the portal and the jobs use the app's.
 */
export async function orderChangeDepsOf(
  app: FastifyInstance,
  db: Db = app.db,
): Promise<CancelCoreDeps> {
  return {
    db,
    gateway: app.gateway,
    mailer: app.mailer,
    now: () => new Date(),
    leaseMs: orderClaimLeaseMs(app.env.PAYMENT_TIMEOUT_MS),
    settings: await getSiteSettings(db, app.env),
    publicUrl: app.env.PUBLIC_URL,
  };
}
