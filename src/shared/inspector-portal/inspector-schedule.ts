import type { RealtorAccess } from '../booking/checkout';
import { INSPECTION_DURATION_MINUTES } from '../booking/constants';
import type { InspectionStatus, PaymentLabel } from '../portal/inspection-status';
import type { ReportProgress } from '../reports/report-draft';

// What inspector_schedule.php answers and /inspector shows: the signed-in inspector's upcoming
// inspections (never another inspector's, never a price) and the state of their calendar feed.

/** Who to meet at the property and how to reach them. */
export interface VisitPerson {
  name: string;
  email: string;
  phone: string;
}

/** One upcoming inspection, as the inspector needs it on site. */
export interface InspectorVisit {
  id: number;
  /** ISO-8601 start and end; shown in the business time zone. */
  start: string;
  end: string;
  fullDay: boolean;
  address: string;
  neighborhood: string;
  /** Full names, first buyer first. */
  buyers: string[];
  /** The person who booked (name, e-mail, phone). */
  contact: VisitPerson;
  realtorAccess: RealtorAccess;
  /** The buyer's realtor when one was named (null: none, or the booker is the agent). */
  realtor: (VisitPerson & { company: string }) | null;
  /** The names of the services booked (no prices, no discount line). */
  services: string[];
  /** The customer's notes and access details (lockbox, gate, pets); '' when none. */
  notes: string;
  homeSize: string;
  propertyAge: string;
  additionalUnits: number;
  detachedGarage: boolean;
  status: InspectionStatus;
  payment: PaymentLabel;
  /** Null where it was not looked up (past or cancelled inspections in the feed). */
  agreementSigned: boolean | null;
  /** The written report's progress (inspector_schedule.php only). */
  report?: ReportProgress;
}

export interface InspectorSchedule {
  inspectorName: string;
  visits: InspectorVisit[];
  /** When the live calendar link was made, or null when there is none. */
  feedCreatedAt: string | null;
}

/** What creating (or replacing) the calendar link answers: the only time the URL is shown. */
export interface CalendarLinkAnswer {
  url: string;
  createdAt: string;
}

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

/** A full-day appointment blocks the working day; any other the usual inspection length. */
export const FULL_DAY_MINUTES = 8 * 60;
export const visitMinutes = (fullDay: boolean) =>
  fullDay ? FULL_DAY_MINUTES : INSPECTION_DURATION_MINUTES;

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
