import { DECLINE_REASON_MAX } from '../../../shared/booking/order-requests';
import { formatCents } from '../../../shared/money';
import type { Slot } from '../../../shared/slots/slot';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import {
  AdminForm,
  HiddenField,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
} from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import type { Order } from '../orders-list.service';
import { inspectionWhen } from './orders.page';

// The order page's answer to a requested booking (decision 069): confirm (its card captured),
// decline with an optional reason (its card voided, the time freed), or propose another free time:
// a hand-made slot or a time the working hours give for the visit (decision 077).

/** The proposal's state for the order's facts (undefined: no proposal to tell of). */
export function proposalFact(order: Order, timeZone: string): string | undefined {
  if (order.proposalLapsedAt)
    return `Expired unanswered ${inspectionWhen(order.proposalLapsedAt, timeZone)}: the request was cancelled and its time freed.`;
  if (order.bookingStatus === 'requested' && order.proposalExpiresAt)
    return `Held for the customer until ${inspectionWhen(order.proposalExpiresAt, timeZone)}.`;
  return undefined;
}

/** The day the free times are listed from (`?from=`), or why the one asked was refused. */
export interface ProposalFrom {
  day: string;
  error?: string;
}

/**
 * A GET form: the list of free times is a page of the nearest ones, so the office picks a later
 * first day to propose a time next week (the address keeps it, and it carries no token).
 */
function TimesFrom({
  ctx,
  order,
  from,
}: {
  ctx: AdminViewContext;
  order: Order;
  from: ProposalFrom;
}) {
  return (
    <form method="get" action={ctx.path} aria-label="Look further ahead" className="mb-3">
      <HiddenField name="id" value={order.id} />
      <div className="d-flex gap-2 align-items-end">
        <TextField
          name="from"
          id="propose-from"
          label="Free times from"
          type="date"
          value={from.day}
          className="mb-0"
        />
        <button type="submit" className="btn btn-outline-secondary">
          Show
        </button>
      </div>
      {from.error && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {from.error}
        </p>
      )}
    </form>
  );
}

export function RequestActions({
  ctx,
  order,
  times,
  from,
  timeZone,
}: {
  ctx: AdminViewContext;
  order: Order;
  /** The free times that may be proposed (the request's inspector's, or anyone's for "any"). */
  times: Slot[];
  from: ProposalFrom;
  timeZone: string;
}) {
  const here = { ...ctx, url: ctx.link({ id: order.id }) };
  const card = order.paymentStatus === 'authorized';
  return (
    <AdminSection headingId="order-request" title="Waiting for your confirmation" className="mb-4">
      <p>
        {order.proposedAt
          ? `You proposed ${inspectionWhen(order.slotStart, timeZone)}; the customer can accept it or cancel in their account${order.proposalExpiresAt ? ` until ${inspectionWhen(order.proposalExpiresAt, timeZone)}, when the request lapses unanswered` : ''}. You may also confirm it yourself (for example after a call).`
          : `The customer asked for ${inspectionWhen(order.slotStart, timeZone)}. The time is held until you answer.`}{' '}
        {card
          ? `Their card is authorized for ${formatCents(order.authorizedCents ?? order.totalCents)}: confirming captures ${formatCents(order.totalCents)}, declining releases the hold.`
          : 'Pay later: nothing is charged either way.'}
      </p>
      <div className="row g-3">
        <div className="col-lg-4">
          <AdminForm ctx={here} action="confirm-request" label="Confirm the booking">
            <HiddenField name="id" value={order.id} />
            <SubmitButton>Confirm</SubmitButton>
          </AdminForm>
        </div>
        <div className="col-lg-4">
          <AdminForm ctx={here} action="decline-request" label="Decline the booking">
            <HiddenField name="id" value={order.id} />
            <TextArea
              name="reason"
              id="decline-reason"
              label="Reason (optional, sent to the customer)"
              rows={3}
              maxLength={DECLINE_REASON_MAX}
              plain
            />
            <SubmitButton variant="outline-danger">Decline</SubmitButton>
          </AdminForm>
        </div>
        <div className="col-lg-4">
          <TimesFrom ctx={ctx} order={order} from={from} />
          <AdminForm ctx={here} action="propose-time" label="Propose another time">
            <HiddenField name="id" value={order.id} />
            {times.length ? (
              <>
                <SelectField
                  name="slot"
                  id="propose-slot"
                  label="Another free time"
                  options={times.map((t) => ({
                    value: String(t.id),
                    label: inspectionWhen(t.start, timeZone),
                  }))}
                />
                <SubmitButton variant="outline-primary">Propose another time</SubmitButton>
              </>
            ) : (
              <p className="mb-0">
                {from.day
                  ? 'No free time to propose from that day: choose an earlier one, or add slots or working hours.'
                  : 'No other free time to propose: add slots or working hours first.'}
              </p>
            )}
          </AdminForm>
        </div>
      </div>
    </AdminSection>
  );
}
