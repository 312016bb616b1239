import { INSPECTOR_PORTAL_MESSAGES } from '../../shared/inspector-portal/inspector-schedule';
import { HttpError } from '../errors';

// Calendar link changes per inspector: a sliding window in this process. A person makes or
// turns off a link a few times; a loop filling the table and the audit log does not get far.

const WINDOW_MS = 15 * 60_000;
export const LINK_CHANGES_PER_WINDOW = 10;
const MAX_KEYS = 10_000;

export function createLinkLimiter(perWindow = LINK_CHANGES_PER_WINDOW) {
  const hits = new Map<number, number[]>();
  return {
    /** Counts one change, or refuses it (429) when the inspector is over the limit. */
    take(userId: number, now: Date): void {
      const t = now.getTime();
      if (hits.size > MAX_KEYS) hits.clear();
      const kept = (hits.get(userId) ?? []).filter((h) => t - h < WINDOW_MS);
      hits.set(userId, kept);
      if (kept.length >= perWindow)
        throw new HttpError(
          429,
          INSPECTOR_PORTAL_MESSAGES.tooMany,
          undefined,
          Math.max(1, Math.ceil(((kept[0] ?? t) + WINDOW_MS - t) / 1000)),
        );
      kept.push(t);
    },
  };
}
