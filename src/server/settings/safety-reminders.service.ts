import { auditedSetting } from './audited-setting';

// Advanced → Reports: whether the one reminder of unread Safety findings is sent (on by default).

const reminders = auditedSetting<'on' | 'off'>({
  key: 'reports.safetyReminders',
  section: 'safety-reminders',
  read: (stored) => (stored === 'off' ? 'off' : 'on'),
  details: (from, to) => ({ safetyReminders: { from, to } }),
});

export const getSafetyRemindersOn = async (
  db: Parameters<typeof reminders.get>[0],
): Promise<boolean> => (await reminders.get(db)) === 'on';

/** Turns the reminder on or off (audited). */
export const saveSafetyReminders = reminders.save;
