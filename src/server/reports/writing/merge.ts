// Per-field merging of two devices' edits: a field takes a value only when its edit is not
// earlier than the one kept (ties go to the later arrival). Pure, so the rule is tested alone.

export type FieldTimes = Record<string, string>;

const time = (iso: string | undefined) => (iso === undefined ? -Infinity : Date.parse(iso));

/** Whether an edit made at `at` may replace one made at `kept`. */
export const wins = (at: string, kept: string | undefined): boolean => time(at) >= time(kept);

/**
 * The fields of `change` that win over `current` (by `times`), merged in; `taken` lists them.
 * A field left out of the change (undefined) is no edit.
 */
export function mergeFields<T extends Record<string, unknown>>(
  current: T,
  times: FieldTimes,
  change: Partial<T>,
  at: string,
): { value: T; times: FieldTimes; taken: string[] } {
  const value = { ...current };
  const nextTimes = { ...times };
  const taken: string[] = [];
  for (const [field, v] of Object.entries(change)) {
    if (v === undefined || !wins(at, times[field])) continue;
    (value as Record<string, unknown>)[field] = v;
    nextTimes[field] = at;
    taken.push(field);
  }
  return { value, times: nextTimes, taken };
}

export function parseTimes(json: string): FieldTimes {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as FieldTimes) : {};
  } catch {
    return {};
  }
}
