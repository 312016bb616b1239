import type { CancellationPolicy } from '../../../shared/booking/policy-text';
import type { SiteSettings } from '../../../shared/site-settings';
import type { Db } from '../../db/database';
import { enqueueEmail } from '../../email/outbox.service';
import { issueManageLink } from '../manage-links/manage-links.service';
import { builtinRulesOff, runEventRules } from '../../rules/rules.service';
import { agreeToTexts } from '../../texts/texts.service';
import { businessNotice, customerConfirmation, realtorNotice } from './order.emails';
import type { PlacedOrderDetails } from './orders.service';

/**
 * Queues the e-mails of a new order in the order's own transaction: a saved order always has its
 * confirmation and notices, a failed one has none. The outbox worker delivers them. With the
 * site's public address the confirmation carries a "Manage your inspection" link.
 */
export function queueOrderEmails(
  settings: SiteSettings,
  now: Date,
  options: { publicUrl?: string; policy?: CancellationPolicy } = {},
) {
  return async (trx: Db, order: PlacedOrderDetails): Promise<void> => {
    // The shipped rules send these; the office may have switched one off (Admin → Rules).
    const off = await builtinRulesOff(trx);
    // The box ticked at checkout: texts may go to the phone given (the route checked it).
    if (order.checkout.textConsent) await agreeToTexts(trx, order.checkout.phone, 'checkout', now);
    const manageUrl =
      !off.has('booked-confirmation') && options.publicUrl
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
    if (!off.has('booked-confirmation'))
      await enqueueEmail(trx, confirmation, now, { secrets: manageUrl ? [manageUrl] : [] });
    const notices = [
      // The business address of the Advanced settings (BUSINESS_EMAIL until an administrator
      // changes it), so the office that edits it is the office that hears of bookings.
      settings.email && !off.has('booked-office')
        ? businessNotice(order, settings, settings.email, now)
        : undefined,
      off.has('booked-realtor') ? undefined : realtorNotice(order, settings, now),
    ];
    for (const message of notices) if (message) await enqueueEmail(trx, message, now);
    const rules = { settings, publicUrl: options.publicUrl ?? '', now };
    await runEventRules(trx, 'booked', order.id, rules);
    // Saved already paid: the "paid" rules too (once per order, whichever path pays it).
    if (order.paymentStatus === 'paid') await runEventRules(trx, 'paid', order.id, rules);
  };
}
