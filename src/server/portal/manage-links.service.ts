import type { Db } from '../db/database';

// "Manage your inspection" links in e-mails: a random token (only its SHA-256 is stored) that a
// click on the page spends, never the opening of it (mail scanners open links).

/** A new link to the order's page for an e-mail queued in `trx`; answers the absolute URL. */
export async function issueManageLink(
  _trx: Db,
  order: { id: number; slotStart: string },
  _now: Date,
  publicUrl: string,
): Promise<string> {
  // Scaffold: the e-mail work replaces this with a real token.
  return `${publicUrl}/user/inspections/${order.id}`;
}
