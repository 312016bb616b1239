import { declineRequestSchema, proposeTimeSchema } from '../../../shared/booking/order-requests';
import { formatCents } from '../../../shared/money';
import { formatDateTimeLong } from '../../../shared/time';
import { formId, parseForm } from '../../admin/ui/admin-form';
import type { AdminAction, AdminContext } from '../../admin/ui/admin-page';
import { confirmRequest, declineRequest, type RequestDeps } from '../requests/requests.service';
import { proposeTime } from '../requests/proposals.service';

// Admin → Orders → a requested order: Confirm, Decline (optional reason), Propose another time.
// Form posts of the admin page (administrator role and CSRF checked by the page for every action);
// a refused step (a cancelled or confirmed order) is a 409 whose reason the page shows.

export function requestActions(
  depsOf: (ctx: AdminContext) => Promise<RequestDeps>,
): Record<string, AdminAction> {
  return {
    async 'confirm-request'(ctx, form) {
      const id = formId(form, 'order');
      const outcome = await confirmRequest(await depsOf(ctx), id);
      if (outcome.ok)
        return {
          flash: `Order #${id} confirmed${outcome.capturedCents === null ? '' : `; ${formatCents(outcome.capturedCents)} was captured`}. The customer was e-mailed.`,
          to: { id },
        };
      return {
        tone: outcome.unknown ? 'warning' : 'danger',
        flash: outcome.unknown
          ? 'The payment gateway did not answer in time, so we do not know whether the card was charged. Press Confirm again: if it was, the gateway says so and the order is confirmed.'
          : `The payment gateway refused the capture: ${outcome.message}. The booking stays requested.`,
        to: { id },
      };
    },
    async 'decline-request'(ctx, form) {
      const id = formId(form, 'order');
      const { reason } = parseForm(declineRequestSchema, form);
      const { money } = await declineRequest(await depsOf(ctx), id, reason);
      const hold =
        money.outcome === 'voided'
          ? ' The card authorization was voided.'
          : money.outcome === 'failed'
            ? ` The card hold could not be released (${money.message ?? 'no answer'}): void it in the payment gateway.`
            : '';
      return {
        tone: money.outcome === 'failed' ? 'warning' : 'success',
        flash: `Order #${id} declined; its time is free for booking again.${hold} The customer was e-mailed.`,
        to: { id },
      };
    },
    async 'propose-time'(ctx, form) {
      const id = formId(form, 'order');
      const { slot } = parseForm(proposeTimeSchema, form);
      const deps = await depsOf(ctx);
      const moved = await proposeTime(deps, id, slot);
      return {
        flash: `Order #${id} now holds ${formatDateTimeLong(moved.slotStart, deps.settings.timeZone)}. The customer was e-mailed a link to accept it or cancel.`,
        to: { id },
      };
    },
  };
}
