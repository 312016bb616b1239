import { z } from 'zod';
import { cents, instant, rowId } from '../schema-fields';
import { PAYMENT_METHODS, REALTOR_ACCESS } from '../booking/checkout';
import { postalAddressShape } from '../postal-address';
import { INSPECTION_STATUSES, PAYMENT_LABELS } from './inspection-status';
import { cancellationSummarySchema } from './order-changes-answers';

// What my_inspections.php and my_inspection.php answer: an order in the customer's words, built
// from the stored cart, checkout and price lines (see stored-order.ts). Fastify checks each answer
// against these, and the portal's calls take their types from them (decision 039).

/** The answer to an order id that is not the customer's, or not a number (ids cannot be probed). */
export const INSPECTION_NOT_FOUND = 'Inspection not found.';

export const serviceLineSchema = z.strictObject({
  name: z.string(),
  quantity: z.number(),
  unitCents: cents,
  amountCents: cents,
});
export type ServiceLine = z.infer<typeof serviceLineSchema>;

const summaryShape = {
  id: rowId,
  /** ISO-8601 start; shown in the business time zone. */
  start: instant,
  slotTitle: z.string(),
  /** "12 Walnut St, Pittsburgh, PA 15232" */
  address: z.string(),
  services: z.array(serviceLineSchema),
  totalCents: cents,
  payment: z.enum(PAYMENT_LABELS),
  status: z.enum(INSPECTION_STATUSES),
};

/** One row of /user/inspections. */
export const inspectionSummarySchema = z.strictObject(summaryShape);
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;

export const propertyDetailsSchema = z.strictObject({
  ...postalAddressShape,
  neighborhood: z.string(),
  homeSize: z.string(),
  propertyAge: z.string(),
  additionalUnits: z.number(),
  detachedGarage: z.boolean(),
});
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

/** A person the order names, as the checkout took them: the one who booked, or the realtor. */
const personShape = {
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
};

export const contactDetailsSchema = z.strictObject({ ...personShape, billingAddress: z.string() });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const realtorDetailsSchema = z.strictObject({
  access: z.enum(REALTOR_ACCESS),
  ...personShape,
});
export type RealtorDetails = z.infer<typeof realtorDetailsSchema>;

/** Everything /user/inspections/{id} shows of the order itself. */
export const inspectionDetailSchema = z.strictObject({
  ...summaryShape,
  bookedAt: instant,
  cancelledAt: instant.nullable(),
  /** The booked inspector's name; null when the business's own slot names nobody. */
  inspector: z.string().nullable().optional(),
  /** The checkout's "Notes and access details" as typed (line breaks kept); '' when none. */
  notes: z.string().optional(),
  property: propertyDetailsSchema,
  /** Full names, first buyer first. */
  buyers: z.array(z.string()),
  contact: contactDetailsSchema,
  /** The customer's mailing address when it differs from the billing address. */
  mailingAddress: z.string().nullable(),
  realtor: realtorDetailsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  authorizedCents: cents.nullable(),
  capturedCents: cents.nullable(),
  /** The slot is a full-day appointment (the higher cancellation fee). */
  fullDay: z.boolean().optional(),
  /** The slot the order holds (a reschedule names it, so a stale tab is refused). */
  slotId: rowId.optional(),
  /** When the order was last moved to another time. */
  rescheduledAt: instant.nullable().optional(),
  /** A requested order the office moved to another time, waiting for the customer's yes. */
  proposedAt: instant.nullable().optional(),
  /** Until when the proposed time is held; unanswered by then the request lapses. */
  proposalExpiresAt: instant.nullable().optional(),
  /** When the proposed time expired unanswered and the request was cancelled. */
  proposalLapsedAt: instant.nullable().optional(),
  /** A cancelled order's fee and money: kept, refunded, refund due, still owed. */
  cancellation: cancellationSummarySchema.nullable().optional(),
});
export type InspectionDetail = z.infer<typeof inspectionDetailSchema>;

/** GET my_inspections.php. */
export const inspectionListSchema = z.strictObject({
  inspections: z.array(inspectionSummarySchema),
});
export type InspectionList = z.infer<typeof inspectionListSchema>;
