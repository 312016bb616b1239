import type { CancellationPolicy } from '../../../shared/booking/policy-text';
import type { SiteSettings } from '../../../shared/site-settings';
import { publicCacheFor } from '../../cache/cache.service';
import type { Db } from '../../db/database';
import { type EnqueueOptions, enqueueEmail, enqueueEmails } from '../../email/outbox.service';
import type { OutgoingEmail } from '../../email/email.types';
import { findOrderById } from '../orders/orders.repository';
import { issueManageLink } from '../manage-links/manage-links.service';
import {
  builtinRulesOff,
  type KnownRules,
  knownRules,
  runEventRules,
} from '../../rules/rules.service';
import { type StoredTemplate, templatesByKey } from '../../messages/messages.service';
import { agreeToTexts } from '../../texts/texts.service';
import { businessNotice, customerConfirmation, realtorNotice } from './order.emails';
import type { PlacedOrderDetails } from './placed-order';
import { placedOrderOf } from './placed-order-of';
import { queueRequestReceived } from '../requests/request.emails';

interface ConfirmationOptions {
  publicUrl?: string;
  policy?: CancellationPolicy;
  /** The templates, read before the order's transaction (readOrderMessages). */
  templates?: ReadonlyMap<string, StoredTemplate>;
}

/** What a new order's messages read of the templates and rules: read before its transaction. */
export interface OrderMessageReads {
  templates: ReadonlyMap<string, StoredTemplate>;
  rules: KnownRules;
}

/**
 * The templates and rules a new order's e-mails need, read side by side before its transaction:
 * in it they were four round trips with the slot's row held, each a wait under a rush (decision
 * 084). Read a moment earlier, an office's edit racing a booking lands just before or after it,
 * as it could before. Kept by this process under the `settings` version, which every edit of a
 * template or rule moves: an order reads neither while the versions are known current (decision
 * 098). Shared by every order: read, never changed.
 */
export function readOrderMessages(db: Db): Promise<OrderMessageReads> {
  return publicCacheFor(db).value('settings', 'order-messages', async () => {
    const [templates, rules] = await Promise.all([templatesByKey(db), knownRules(db)]);
    return { templates, rules };
  });
}

type Queued = { email: OutgoingEmail; options?: EnqueueOptions };

/**
 * The client's confirmation, its manage link issued, to be queued; undefined when the office
 * switched the rule off.
 */
async function confirmationOf(
  trx: Db,
  order: PlacedOrderDetails,
  settings: SiteSettings,
  now: Date,
  options: ConfirmationOptions,
  off: Set<string>,
): Promise<Queued | undefined> {
  if (off.has('booked-confirmation')) return undefined;
  const manageUrl = options.publicUrl
    ? await issueManageLink(
        trx,
        { id: order.id, slotStart: order.slot.start },
        now,
        options.publicUrl,
      )
    : undefined;
  const confirmation = customerConfirmation(order, settings, now, {
    manageUrl,
    policy: options.policy,
    publicUrl: options.publicUrl,
  });
  // The link signs its holder in: like a sign-in link, the log keeps it only until delivery.
  const secrets = manageUrl ? [manageUrl] : [];
  return { email: confirmation, options: { secrets, templates: options.templates } };
}

/**
 * The booking confirmation of an order the office made itself (a reinspection): the client gets
 * the same message, manage link and calendar entry as after booking, in the order's transaction.
 */
export async function queueOfficeOrderConfirmation(
  trx: Db,
  orderId: number,
  settings: SiteSettings,
  now: Date,
  options: ConfirmationOptions = {},
): Promise<void> {
  const order = await findOrderById(trx, orderId);
  if (!order) return;
  const details = placedOrderOf(order);
  const off = await builtinRulesOff(trx);
  const queued = await confirmationOf(trx, details, settings, now, options, off);
  if (queued) await enqueueEmail(trx, queued.email, now, queued.options);
}

/**
 * Queues the e-mails of a new order in the order's own transaction: a saved order always has its
 * confirmation and notices, a failed one has none. The outbox worker delivers them. With the
 * site's public address the confirmation carries a "Manage your inspection" link.
 */
export function queueOrderEmails(
  settings: SiteSettings,
  now: Date,
  options: Omit<ConfirmationOptions, 'templates'> = {},
  /** Read before the transaction began (placeOrder's `beforeBegin`): settled by then. */
  messages?: Promise<OrderMessageReads>,
) {
  return async (trx: Db, order: PlacedOrderDetails): Promise<void> => {
    const reads = await messages;
    // The shipped rules send these; the office may have switched one off (Admin → Rules).
    const off = reads ? reads.rules.off : await builtinRulesOff(trx);
    const templates = reads?.templates;
    // The box ticked at checkout: texts may go to the phone given (the route checked it).
    if (order.checkout.textConsent) await agreeToTexts(trx, order.checkout.phone, 'checkout', now);
    if (order.bookingStatus === 'requested')
      return queueRequestEmails(trx, order, settings, now, options);
    const confirmation = await confirmationOf(
      trx,
      order,
      settings,
      now,
      { ...options, templates },
      off,
    );
    const notices = [
      // The business address of the Advanced settings (BUSINESS_EMAIL until an administrator
      // changes it), so the office that edits it is the office that hears of bookings.
      settings.email && !off.has('booked-office')
        ? businessNotice(order, settings, settings.email, now)
        : undefined,
      off.has('booked-realtor') ? undefined : realtorNotice(order, settings, now),
    ];
    // One statement for all of them: a round trip each was a wait with the slot's row held.
    const queued = [
      confirmation,
      ...notices.map((email) => email && { email, options: { templates } }),
    ];
    await enqueueEmails(
      trx,
      queued.filter((q) => q !== undefined),
      now,
    );
    const rules = { settings, publicUrl: options.publicUrl ?? '', now };
    await runEventRules(trx, 'booked', order.id, rules, reads?.rules);
    // Saved already paid: the "paid" rules too (once per order, whichever path pays it).
    if (order.paymentStatus === 'paid')
      await runEventRules(trx, 'paid', order.id, rules, reads?.rules);
  };
}

/**
 * A request (decision 069): the customer hears it was received, the office gets its notice; the
 * confirmation, the realtor's notice and the office's rules wait for the office's confirmation.
 */
async function queueRequestEmails(
  trx: Db,
  order: PlacedOrderDetails,
  settings: SiteSettings,
  now: Date,
  options: { publicUrl?: string },
): Promise<void> {
  const saved = await findOrderById(trx, order.id);
  if (saved)
    await queueRequestReceived(trx, saved, { settings, publicUrl: options.publicUrl ?? '', now });
  if (settings.email)
    await enqueueEmail(trx, businessNotice(order, settings, settings.email, now), now);
}
