/**
 * A slot's start, title, length and inspector (by name), as reads that join `slots`,
 * `inspectors` and `users as inspector_user` select them.
 */
export const SLOT_AND_INSPECTOR_COLUMNS = [
  'slots.starts_at',
  'slots.title',
  'slots.full_day',
  'slots.inspector_id',
  'inspector_user.first_name as inspector_first_name',
  'inspector_user.last_name as inspector_last_name',
] as const;
