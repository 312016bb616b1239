import { INSPECTION_DURATION_MINUTES } from '../booking/constants';
import type { InspectorVisit } from './inspector-schedule-answers';

// What inspector_schedule.php answers and /inspector shows: the signed-in inspector's upcoming
// inspections (never another inspector's, never a price) and the state of their calendar feed.

export type {
  CalendarLinkAnswer,
  CalendarLinkRevoked,
  InspectorSchedule,
  InspectorVisit,
  VisitPerson,
} from './inspector-schedule-answers';

export const INSPECTOR_PORTAL_API = {
  schedule: 'inspector_schedule.php',
  createLink: 'inspector_calendar_link.php',
  revokeLink: 'inspector_calendar_link_revoke.php',
} as const;

export const INSPECTOR_PORTAL_MESSAGES = {
  inspectorsOnly: 'Only inspectors may see this page.',
  tooMany: 'Too many calendar link changes. Please wait a while and try again.',
  feedNotFound: 'Calendar not found.',
} as const;

/** The feed's path; the token is 32 random bytes, base64url (43 characters). */
export const calendarFeedPath = (token: string) => `/inspector-calendar/${token}.ics`;
export const FEED_TOKEN_PATTERN = /^[\w-]{43}$/;

/** An order booked before visits had a length: a full day blocks the working day, else the usual. */
export const FULL_DAY_MINUTES = 8 * 60;
/** The visit's real length as booked (the server's, stored on the order); else from the flag. */
export const visitMinutes = (fullDay: boolean, booked?: number | null) =>
  booked && booked > 0 ? booked : fullDay ? FULL_DAY_MINUTES : INSPECTION_DURATION_MINUTES;

/** Inspections listed at most (one inspector books a few a day). */
export const MAX_VISITS = 200;

const REALTOR_ACCESS_TEXT = {
  no: 'The buyer arranges access',
  yes: 'Arrange access with the realtor',
  agent: 'The booker is the agent',
} as const;

/** How the inspector gets in, in words. */
export const realtorAccessText = (v: Pick<InspectorVisit, 'realtorAccess'>) =>
  REALTOR_ACCESS_TEXT[v.realtorAccess];

/** "Under 1,500 sq ft, Built 2000 or later; 2 additional units; detached garage" */
export function homeText(
  v: Pick<InspectorVisit, 'homeSize' | 'propertyAge' | 'additionalUnits' | 'detachedGarage'>,
): string {
  const units = v.additionalUnits;
  return [
    [v.homeSize, v.propertyAge].filter(Boolean).join(', '),
    units > 0 ? `${units} additional unit${units === 1 ? '' : 's'}` : '',
    v.detachedGarage ? 'detached garage' : '',
  ]
    .filter(Boolean)
    .join('; ');
}
