import { normalizeEmail } from '../../../shared/email-address';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { countUnpaidHeld, lockUnpaidReservations } from '../orders/unpaid-reservations.repository';

// Reservations without payment hold a date for nothing, so anyone could take every date. Limits
// (Admin → Advanced): open ones per e-mail, and pay-later orders per client address in a day.
// A card checkout is not counted: it holds no date until the card is authorized.

export interface UnpaidLimits {
  perEmail: number;
  perIpDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function tooManyForEmail(email: string, limit: number): string {
  const held = limit === 1 ? 'a reservation' : `${limit} reservations`;
  return `The e-mail ${email} already holds ${held} without payment, the most we keep open. Please pay for this one by card, or call us to confirm the ones you have.`;
}

export function tooManyFromIp(limit: number): string {
  return `At most ${limit} reservations without payment can be made from one network in a day. Please pay for this one by card, or call us to book.`;
}

/**
 * Inside the order's transaction, before the slot's row is held and the pay-later order written
 * (`opens`: whether the order, once written, is an open reservation of its e-mail; it always
 * counts for its address): refuses the one past a limit (409 naming the e-mail field, or 429 for
 * the address), holding a lock until the transaction ends so two at once cannot both pass.
 */
export async function assertUnpaidAllowed(
  trx: Db,
  limits: UnpaidLimits,
  order: { email: string; clientIp: string | null; opens: boolean },
  now: Date,
): Promise<void> {
  const email = normalizeEmail(order.email);
  await lockUnpaidReservations(trx, { email, clientIp: order.clientIp });
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const held = await countUnpaidHeld(trx, {
    email,
    clientIp: order.clientIp,
    now: now.toISOString(),
    since,
  });
  if (held.forEmail + (order.opens ? 1 : 0) > limits.perEmail) {
    const message = tooManyForEmail(email, limits.perEmail);
    throw new HttpError(409, message, { fields: { 'checkout.email': message } });
  }
  if (order.clientIp && held.fromIp + 1 > limits.perIpDay)
    throw new HttpError(429, tooManyFromIp(limits.perIpDay));
}
