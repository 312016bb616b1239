import { timeLeftText } from '../booking/deadline';
import { DEFAULT_TIME_ZONE } from '../time';
import { inspectionDetail, type StoredOrder, storedPriceLines } from '../portal/stored-order';
import { type InspectorVisit, realtorAccessText, visitMinutes } from './inspector-schedule';

// An order in the inspector's words, read with the same rules as the customer's own page, so
// both see the same address, buyers and realtor; prices are left out.

export interface VisitOrder extends StoredOrder {
  slotFullDay: boolean;
  /** The visit's length worked out at booking (null: booked before visits had one). */
  visitMinutes?: number | null;
  /** The buyer's inspection contingency deadline (YYYY-MM-DD), when given. */
  inspectionDeadline?: string | null;
}

export function inspectorVisit(
  order: VisitOrder,
  now: Date,
  agreementSigned: boolean | null,
  timeZone = DEFAULT_TIME_ZONE,
): InspectorVisit {
  const d = inspectionDetail(order, now);
  const end = Date.parse(d.start) + visitMinutes(order.slotFullDay, order.visitMinutes) * 60_000;
  const deadline = order.inspectionDeadline;
  const r = d.realtor;
  const namedRealtor = r.access !== 'agent' && (r.name !== '' || r.email !== '');
  return {
    id: d.id,
    start: d.start,
    end: new Date(end).toISOString(),
    fullDay: order.slotFullDay,
    address: d.address,
    neighborhood: d.property.neighborhood,
    buyers: d.buyers,
    contact: { name: d.contact.name, email: d.contact.email, phone: d.contact.phone },
    realtorAccess: r.access,
    realtor: namedRealtor
      ? { name: r.name, email: r.email, phone: r.phone, company: r.company }
      : null,
    services: storedPriceLines(order.priceLinesJson, { services: true }).map((s) =>
      s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name,
    ),
    notes: d.notes ?? '',
    ...(deadline ? { deadline, reportTimeLeft: timeLeftText(end, deadline, timeZone) } : {}),
    homeSize: d.property.homeSize,
    propertyAge: d.property.propertyAge,
    additionalUnits: d.property.additionalUnits,
    detachedGarage: d.property.detachedGarage,
    status: d.status,
    payment: d.payment,
    agreementSigned,
  };
}

/** The event's text for a calendar: who, what and how to get in, one fact a line. */
export function visitDescription(v: InspectorVisit): string {
  const person = (p: { name: string; phone: string; email: string }) =>
    [p.name, p.phone, p.email].filter(Boolean).join(', ');
  return [
    `Buyers: ${v.buyers.join(', ') || '—'}`,
    `Contact: ${person(v.contact)}`,
    `Access: ${realtorAccessText(v)}`,
    ...(v.realtor
      ? [`Realtor: ${person(v.realtor)}${v.realtor.company ? ` (${v.realtor.company})` : ''}`]
      : []),
    `Services: ${v.services.join(', ') || '—'}`,
    `Home: ${[v.homeSize, v.propertyAge].filter(Boolean).join(', ') || '—'}; additional units: ${v.additionalUnits}; detached garage: ${v.detachedGarage ? 'yes' : 'no'}`,
    ...(v.neighborhood ? [`Neighborhood: ${v.neighborhood}`] : []),
    `Payment: ${v.payment}${v.agreementSigned === null ? '' : `; agreement ${v.agreementSigned ? 'signed' : 'not signed yet'}`}`,
    `Reservation ${v.id}`,
    // Last and apart: the customer's own words, so they cannot pass for one of the facts above.
    ...(v.notes ? ['', 'Notes and access details (from the customer):', v.notes] : []),
  ].join('\n');
}
