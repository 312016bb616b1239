import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { toIso } from '../db/values';
import type { Slot } from '../../shared/slots/slot';
import { INSPECTOR_ROLE } from '../../shared/auth/roles';
import { HOLDING_STATUSES } from '../../shared/booking/order-status';

// The conditions the slot queries share: free (no active order) and offered (the business's own
// or an inspector's who still holds the role).

export const toSlot = (r: { id: number; starts_at: string | Date; title: string }): Slot => ({
  id: r.id,
  start: toIso(r.starts_at),
  title: r.title,
});

/** An order holds the slot (an active one, or a request waiting for the office). */
export const booked = ({ exists, selectFrom }: ExpressionBuilder<Database, 'slots'>) =>
  exists(
    selectFrom('orders')
      .select('orders.id')
      .whereRef('orders.slot_id', '=', 'slots.id')
      .where('orders.booking_status', 'in', HOLDING_STATUSES),
  );

/** No order holds the slot. */
export const notBooked = (eb: ExpressionBuilder<Database, 'slots'>) => eb.not(booked(eb));

// The inspector role as stored in the users' JSON roles (e.g. ["inspector"]).
const INSPECTOR_ROLE_JSON = `%"${INSPECTOR_ROLE}"%`;

/** The business's own slots, and those of inspectors who still hold the role. */
export const ofActiveInspector = ({
  or,
  eb,
  exists,
  selectFrom,
}: ExpressionBuilder<Database, 'slots'>) =>
  or([
    eb('slots.inspector_id', 'is', null),
    exists(
      selectFrom('inspectors')
        .innerJoin('users', 'users.id', 'inspectors.user_id')
        .select('inspectors.id')
        .whereRef('inspectors.id', '=', 'slots.inspector_id')
        .where('users.roles', 'like', INSPECTOR_ROLE_JSON),
    ),
  ]);

/** No waitlist offer holds the slot (decision 070): while held, only the offer's link books it. */
export const notHeld = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'slots'>) =>
  not(
    exists(
      selectFrom('waitlist_entries')
        .select('waitlist_entries.id')
        .whereRef('waitlist_entries.offer_slot_id', '=', 'slots.id')
        .where('waitlist_entries.state', '=', 'offered'),
    ),
  );
