import { choiceList } from '../choice-list';
import { z } from 'zod';
import { cents, instant } from '../schema-fields';
import { postalAddressShape } from '../postal-address';

// A reinspection: an order of its own (service "Reinspection") that checks again the findings of
// a repair request on a published report (docs/reports-writing.md, decision 066).

export const REINSPECTION_API = {
  /** GET ?order=N: what Book a reinspection starts from (ReinspectionBooking); the client only. */
  booking: 'reinspection_booking.php',
} as const;

export const REINSPECTION_MESSAGES = {
  notPublished:
    'A reinspection checks a published report: the report of this order is not published yet.',
  noService: 'The Reinspection service is not set up or is turned off (Admin → Services).',
  notFound: 'Order not found.',
  requestNotOfOrder: 'That repair request is not one of this order’s.',
  timeMissing: 'Choose the date and time of the reinspection.',
  timePassed: 'The reinspection time has already passed. Choose a later one.',
  slotTaken: 'That inspector already has a booking at that time. Choose another time.',
  isReinspection: 'This order is a reinspection; reinspect the original order instead.',
} as const;

/** What the inspector finds of each requested finding, in the order the editor offers them. */
export const { values: REINSPECTION_OUTCOMES, labels: REINSPECTION_OUTCOME_LABELS } = choiceList({
  fixed: 'Fixed',
  not_fixed: 'Not fixed',
  new_defects: 'Fixed with new defects',
  not_checked: 'Could not inspect',
});

/** The one section of a reinspection's report: an item per finding asked for. */
export const REINSPECTION_SECTION_KEY = 'reinspection';

/** The order a reinspection checks and the repair request it came from. */
export const reinspectionOfSchema = z.strictObject({
  orderId: z.number().int(),
  repairRequestId: z.number().int().nullable(),
});

/** What an order says of reinspections: the one it is, and the ones made of it. */
export const reinspectionLinksSchema = z.object({
  /** Set when this order is a reinspection. */
  of: reinspectionOfSchema.nullable(),
  /** The reinspection orders made of this one. */
  reinspections: z.array(z.object({ orderId: z.number().int(), slotStart: instant })),
});
export type ReinspectionLinks = z.infer<typeof reinspectionLinksSchema>;

/** GET reinspection_booking.php: the property and the service the booking form starts with. */
export const reinspectionBookingSchema = z.strictObject({
  orderId: z.number().int(),
  property: z.strictObject({ neighborhood: z.string(), ...postalAddressShape }),
  service: z.strictObject({
    name: z.string(),
    priceCents: cents,
    minutes: z.number().int(),
  }),
});
export type ReinspectionBooking = z.infer<typeof reinspectionBookingSchema>;
