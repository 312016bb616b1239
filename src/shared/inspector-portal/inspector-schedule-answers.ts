import { z } from 'zod';
import { instant } from '../schema-fields';
import {
  contactDetailsSchema,
  inspectionDetailSchema,
  propertyDetailsSchema,
  realtorDetailsSchema,
} from '../portal/inspection-view';
import { reportProgressSchema } from '../reports/report-draft';

// The answers of the inspector's portal (server/inspector-portal/inspector-portal.routes.ts), kept
// apart from inspector-schedule.ts so the portal's page, which reads only their types, loads no zod.

/** Who to meet at the property and how to reach them. */
export const visitPersonSchema = contactDetailsSchema.pick({
  name: true,
  email: true,
  phone: true,
});
export type VisitPerson = z.infer<typeof visitPersonSchema>;

// A visit is the customer's own order read by the same rules (inspector-visit.ts), so each fact it
// shares with their order page is that page's own field.
const order = inspectionDetailSchema.shape;
const property = propertyDetailsSchema.shape;

/** One upcoming inspection, as the inspector needs it on site. */
export const inspectorVisitSchema = z.strictObject({
  id: order.id,
  /** ISO-8601 start and end; shown in the business time zone. */
  start: order.start,
  end: instant,
  fullDay: z.boolean(),
  address: order.address,
  neighborhood: property.neighborhood,
  /** Full names, first buyer first. */
  buyers: order.buyers,
  /** The person who booked (name, e-mail, phone). */
  contact: visitPersonSchema,
  realtorAccess: realtorDetailsSchema.shape.access,
  /** The buyer's realtor when one was named (null: none, or the booker is the agent). */
  realtor: realtorDetailsSchema
    .pick({ name: true, email: true, phone: true, company: true })
    .nullable(),
  /** The names of the services booked (no prices, no discount line). */
  services: z.array(z.string()),
  /** The customer's notes and access details (lockbox, gate, pets); '' when none. */
  notes: z.string(),
  /** The buyer's inspection contingency deadline (YYYY-MM-DD), and the time from the visit's end
   *  to its end ("2 days 5 h"): how long there is to publish the report. Absent: none given. */
  deadline: z.string().optional(),
  reportTimeLeft: z.string().optional(),
  homeSize: property.homeSize,
  propertyAge: property.propertyAge,
  additionalUnits: property.additionalUnits,
  detachedGarage: property.detachedGarage,
  status: order.status,
  payment: order.payment,
  /** Null where it was not looked up (past or cancelled inspections in the feed). */
  agreementSigned: z.boolean().nullable(),
  /** The written report's progress (inspector_schedule.php only). */
  report: reportProgressSchema.optional(),
});
export type InspectorVisit = z.infer<typeof inspectorVisitSchema>;

/** GET inspector_schedule.php */
export const inspectorScheduleSchema = z.strictObject({
  inspectorName: z.string(),
  visits: z.array(inspectorVisitSchema),
  /** When the live calendar link was made, or null when there is none. */
  feedCreatedAt: instant.nullable(),
});
export type InspectorSchedule = z.infer<typeof inspectorScheduleSchema>;

/** What creating (or replacing) the calendar link answers: the only time the URL is shown. */
export const calendarLinkAnswerSchema = z.strictObject({ url: z.string(), createdAt: instant });
export type CalendarLinkAnswer = z.infer<typeof calendarLinkAnswerSchema>;

/** What revoking the calendar link answers: whether there was one to revoke. */
export const calendarLinkRevokedSchema = z.strictObject({ revoked: z.boolean() });
export type CalendarLinkRevoked = z.infer<typeof calendarLinkRevokedSchema>;
