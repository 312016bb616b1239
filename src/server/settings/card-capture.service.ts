import type { Db } from '../db/database';
import { getSetting, setSetting } from './settings.repository';

// Whether a reserved order paid by card online is captured at once (the default, as at checkout)
// or only authorized, for staff to capture from Admin → Orders (e.g. after the inspection).

export type CardCapture = 'capture' | 'authorize-only';

const KEY = 'payments.cardCapture';

export async function getCardCapture(db: Db): Promise<CardCapture> {
  return (await getSetting(db, KEY)) === 'authorize-only' ? 'authorize-only' : 'capture';
}

export async function setCardCapture(db: Db, mode: CardCapture): Promise<void> {
  await setSetting(db, KEY, mode);
}
