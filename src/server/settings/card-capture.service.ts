import { z } from 'zod';
import { modeSetting } from './audited-setting';

// Whether a reserved order paid by card online is captured at once (the default, as at checkout)
// or only authorized, for staff to capture from Admin → Orders (e.g. after the inspection).

export const CARD_CAPTURE_MODES = ['capture', 'authorize-only'] as const;
export type CardCapture = (typeof CARD_CAPTURE_MODES)[number];

export const cardCaptureSchema = z.object({
  cardCapture: z.enum(CARD_CAPTURE_MODES, { error: 'Please choose how card payments are taken.' }),
});

const cardCapture = modeSetting({
  key: 'payments.cardCapture',
  section: 'card-capture',
  modes: CARD_CAPTURE_MODES,
});

export const getCardCapture = cardCapture.get;
export const setCardCapture = cardCapture.set;

/** The administrator's change (Advanced), audited; false when nothing changed. */
export const saveCardCapture = cardCapture.save;
