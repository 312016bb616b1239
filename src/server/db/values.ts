import type { Timestamp } from './schema';

/** A stored time as an ISO-8601 UTC string, whichever dialect read it. */
export function toIso(value: Timestamp): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
