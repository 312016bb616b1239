/** A bookable inspection slot as the API answers it: the type of its schema (decision 039). */
export type { Slot } from './slot-answers';

// The client asks for 20, 50 or 1000; the server never answers more than 1000 (bounded work).
export const MAX_SLOT_LIMIT = 1000;
export const SIDEBAR_SLOT_LIMIT = 20;
export const PICKER_SLOT_LIMIT = 50;
export const CALENDAR_SLOT_LIMIT = 1000;
