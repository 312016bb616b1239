import ICAL from 'ical.js';

// Reads a calendar file the way a calendar program does (ical.js), for the e-mail tests.

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  organizer: { cn: string; address: string };
  attendees: { cn: string; address: string }[];
}

export function parseInvite(ics: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const person = (p: ICAL.Property) => ({
    cn: String(p.getParameter('cn') ?? ''),
    address: String(p.getFirstValue()),
  });
  const organizer = event.getFirstProperty('organizer');
  if (!organizer) throw new Error('no ORGANIZER');
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    start: start.toString(),
    organizer: person(organizer),
    attendees: event.getAllProperties('attendee').map(person),
  };
}
