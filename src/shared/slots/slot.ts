/** A bookable inspection slot as the API answers it (SPEC §3). `start` is ISO-8601 UTC. */
export interface Slot {
  id: number;
  start: string;
  title: string;
}

// SPEC §7/§9: the client asks for 20, 50 or 1000; the server never answers more than 1000.
export const MAX_SLOT_LIMIT = 1000;
export const SIDEBAR_SLOT_LIMIT = 20;
export const PICKER_SLOT_LIMIT = 50;
export const CALENDAR_SLOT_LIMIT = 1000;
