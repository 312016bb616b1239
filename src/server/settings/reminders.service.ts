import { z } from 'zod';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { auditedSettings } from './audited-setting';
import { getSettings, setSetting } from './settings.repository';

// Advanced → Reminders: the hours before an inspection its reminders go out, and the hours after
// its start for the thank-you (0: none).

export const REMINDER_HOURS_MAX = 720;
export const REMINDERS_AT_MOST = 5;
export const THANK_YOU_HOURS_MAX = 168;

export interface ReminderSettings {
  /** Largest first, e.g. [72, 24]; empty: no reminders before the inspection. */
  beforeHours: number[];
  thankYouHours: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  beforeHours: [72, 24],
  thankYouHours: 4,
};

const KEYS = { beforeHours: 'reminders.beforeHours', thankYouHours: 'reminders.thankYouHours' };
const LABEL = 'Reminders before the inspection (hours)';

/** "72, 24" → [72, 24]; undefined for anything else (the caller says what is wrong). */
function hourList(text: string): number[] | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 1 && parts[0] === '') return [];
  if (!parts.every((p) => /^\d{1,4}$/.test(p))) return undefined;
  return parts.map(Number);
}

const beforeHours = z
  .string()
  // The length check comes before any splitting or matching of what was sent.
  .max(100, `${LABEL}: at most ${REMINDERS_AT_MOST} numbers, like 72, 24.`)
  .transform((text, ctx) => {
    const hours = hourList(text);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message: `${LABEL}: ${message}` });
      return z.NEVER;
    };
    if (!hours) return fail('whole numbers separated by commas, like 72, 24.');
    if (hours.length > REMINDERS_AT_MOST) return fail(`at most ${REMINDERS_AT_MOST} reminders.`);
    if (hours.some((h) => h < 1 || h > REMINDER_HOURS_MAX))
      return fail(`each between 1 and ${REMINDER_HOURS_MAX} hours.`);
    if (new Set(hours).size !== hours.length) return fail('each number only once.');
    return [...hours].sort((a, b) => b - a);
  });

const thankYouHours = z.coerce
  .number({ error: 'Thank-you after the inspection (hours) must be a whole number.' })
  .int('Thank-you after the inspection (hours) must be a whole number.')
  .min(0, 'Thank-you after the inspection (hours) must be 0 (none) or more.')
  .max(
    THANK_YOU_HOURS_MAX,
    `Thank-you after the inspection (hours) may be at most ${THANK_YOU_HOURS_MAX}.`,
  );

export const reminderSettingsSchema = z.object({ beforeHours, thankYouHours });

export const formatHours = (hours: readonly number[]) => hours.join(', ');

export async function getReminderSettings(db: Db): Promise<ReminderSettings> {
  const stored = await getSettings(db, Object.values(KEYS));
  const before = reminderSettingsSchema.shape.beforeHours.safeParse(
    stored.get(KEYS.beforeHours) ?? formatHours(DEFAULT_REMINDER_SETTINGS.beforeHours),
  );
  const after = thankYouHours.safeParse(
    stored.get(KEYS.thankYouHours) ?? DEFAULT_REMINDER_SETTINGS.thankYouHours,
  );
  return {
    beforeHours: before.success ? before.data : DEFAULT_REMINDER_SETTINGS.beforeHours,
    thankYouHours: after.success ? after.data : DEFAULT_REMINDER_SETTINGS.thankYouHours,
  };
}

// Compared and audited as text, so [72, 24] equals [72, 24].
const asText = (s: ReminderSettings): Record<keyof ReminderSettings, string> => ({
  beforeHours: formatHours(s.beforeHours),
  thankYouHours: String(s.thankYouHours),
});

const saveReminders = auditedSettings<ReturnType<typeof asText>>({
  section: 'reminders',
  names: ['beforeHours', 'thankYouHours'],
  write: (trx, name, text) => setSetting(trx, KEYS[name], text),
});

/** The administrator's change (audited, one entry); answers the names that changed. */
export async function saveReminderSettings(db: Db, by: Actor, input: ReminderSettings) {
  return saveReminders(db, by, asText(await getReminderSettings(db)), asText(input));
}
