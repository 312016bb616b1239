import type { PublicInspector } from './inspector-answers';

/** An inspector as the site shows them: the type of its schema (decision 039). */
export type { PublicInspector } from './inspector-answers';

/** An inspector as staff see them: the profile and the account behind it. */
export interface Inspector extends PublicInspector {
  userId: number;
  email: string;
  phone: string;
  shown: boolean;
  /** False once the inspector role was taken away: kept for the slots and orders that name them. */
  active: boolean;
}

/** What the public slot lists answer for the customer's choice (all: any inspector). */
export const ANY_INSPECTOR = 'any';
