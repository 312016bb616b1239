import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from '../settings/settings.service';
import { businessNotice, customerConfirmation, realtorNotice } from './order-emails';
import type { PlacedOrderDetails } from './orders.service';

/**
 * Sends the e-mails of a new order. The mailer records every message and never throws for a
 * failed delivery; anything else that goes wrong is logged, never turned into a failed order.
 */
export async function sendOrderEmails(
  app: FastifyInstance,
  order: PlacedOrderDetails,
  now: Date,
): Promise<void> {
  try {
    const settings = await getSiteSettings(app.db, app.env);
    const messages = [
      customerConfirmation(order, settings, now),
      // The business address of the Advanced settings (BUSINESS_EMAIL until an administrator
      // changes it), so the office that edits it is the office that hears of bookings.
      settings.email ? businessNotice(order, settings, settings.email) : undefined,
      realtorNotice(order, settings),
    ];
    for (const message of messages) if (message) await app.mailer.send(message);
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'order e-mails failed');
  }
}

/** Work that outlives its request (e-mails); closing the app waits for it. */
export function backgroundTasks(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (task: Promise<void>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };
}
