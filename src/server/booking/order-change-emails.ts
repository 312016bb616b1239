import type { SiteSettings } from '../../shared/site-settings';
import type { Db } from '../db/database';
import type { CancellationMoney } from '../payments/cancellation-money.service';
import type { Order } from './orders.repository';

// The e-mails of a changed booking, queued in the change's own transaction: the customer, the
// business and the realtor each get the calendar update (same UID, higher SEQUENCE).

export interface ChangeEmailContext {
  settings: SiteSettings;
  /** The site's public address, for the "Manage your inspection" link. */
  publicUrl: string;
  now: Date;
}

export interface RescheduleEmailInput {
  /** The order after the move: new slot, calendarSequence already raised. */
  order: Order;
  previousStart: string;
}

export interface CancellationEmailInput {
  /** The order after the cancellation (calendarSequence already raised). */
  order: Order;
  money: CancellationMoney;
  by: 'customer' | 'admin';
  feeCents: number;
}

/** Scaffold: the e-mail work replaces this with the REQUEST invitations. */
export async function queueRescheduleEmails(
  _trx: Db,
  _input: RescheduleEmailInput,
  _ctx: ChangeEmailContext,
): Promise<void> {}

/** Scaffold: the e-mail work replaces this with the notices and METHOD:CANCEL. */
export async function queueCancellationEmails(
  _trx: Db,
  _input: CancellationEmailInput,
  _ctx: ChangeEmailContext,
): Promise<void> {}
