import { z } from 'zod';
import type { Db } from '../db/database';
import { auditTrail } from '../audit/audit.service';
import { getSetting, setSetting } from './settings.repository';

// Whether a reserved order paid by card online is captured at once (the default, as at checkout)
// or only authorized, for staff to capture from Admin → Orders (e.g. after the inspection).

export const CARD_CAPTURE_MODES = ['capture', 'authorize-only'] as const;
export type CardCapture = (typeof CARD_CAPTURE_MODES)[number];

const KEY = 'payments.cardCapture';

export const cardCaptureSchema = z.object({
  cardCapture: z.enum(CARD_CAPTURE_MODES, { error: 'Please choose how card payments are taken.' }),
});

export async function getCardCapture(db: Db): Promise<CardCapture> {
  return (await getSetting(db, KEY)) === 'authorize-only' ? 'authorize-only' : 'capture';
}

export async function setCardCapture(db: Db, mode: CardCapture): Promise<void> {
  await setSetting(db, KEY, mode);
}

/** The administrator's change (Advanced), audited; false when nothing changed. */
export async function saveCardCapture(db: Db, actorId: number, mode: CardCapture) {
  const before = await getCardCapture(db);
  if (before === mode) return false;
  await db.transaction().execute(async (trx) => {
    await setCardCapture(trx, mode);
    await auditTrail('settings')(trx, actorId, 'update', 'card-capture', {
      from: before,
      to: mode,
    });
  });
  return true;
}
