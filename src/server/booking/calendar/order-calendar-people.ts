// ORGANIZER and ATTENDEE lines of an invitation (RFC 5545 §3.2, §3.8.4): a parameter value is
// quoted when it holds ";", ":" or ",", and may never hold a DQUOTE or a control character.

export interface CalendarPerson {
  name: string;
  email: string;
}

/** A CN value: DQUOTEs and control characters dropped, quoted when it needs to be. */
export function paramValue(text: string): string {
  const safe = text
    .slice(0, 200)
    .replace(/"/g, '')
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  return /[;:,]/.test(safe) ? `"${safe}"` : safe;
}

/** mailto: of an address with nothing a content line could break on. */
export const calAddress = (email: string) =>
  `mailto:${email.slice(0, 320).replace(/[\p{Cc}\s"<>]/gu, '')}`;

export const organizerLine = (p: CalendarPerson) =>
  `ORGANIZER;CN=${paramValue(p.name)}:${calAddress(p.email)}`;

export const attendeeLine = (p: CalendarPerson) =>
  `ATTENDEE;CN=${paramValue(p.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${calAddress(p.email)}`;
