import { modeSetting } from './audited-setting';

// Whether a reserved order paid by card online is captured at once (the default, as at checkout)
// or only authorized, for staff to capture from Admin → Orders (e.g. after the inspection). The
// first mode is the default.

/** `save` is the administrator's change (Advanced), audited; false when nothing changed. */
export const cardCapture = modeSetting({
  key: 'payments.cardCapture',
  section: 'card-capture',
  name: 'cardCapture',
  modes: ['capture', 'authorize-only'],
});

export type CardCapture = (typeof cardCapture.modes)[number];
