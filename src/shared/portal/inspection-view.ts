import type { RealtorAccess } from '../booking/checkout';
import type { InspectionStatus, PaymentLabel } from './inspection-status';
import type { CancellationSummary } from './order-changes';

// What my_inspections.php and my_inspection.php answer: an order in the customer's words, built
// from the stored cart, checkout and price lines (see stored-order.ts).

export interface ServiceLine {
  name: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** One row of /user/inspections. */
export interface InspectionSummary {
  id: number;
  /** ISO-8601 start; shown in the business time zone. */
  start: string;
  slotTitle: string;
  /** "12 Walnut St, Pittsburgh, PA 15232" */
  address: string;
  services: ServiceLine[];
  totalCents: number;
  payment: PaymentLabel;
  status: InspectionStatus;
}

export interface PropertyDetails {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  neighborhood: string;
  homeSize: string;
  propertyAge: string;
  additionalUnits: number;
  detachedGarage: boolean;
}

export interface ContactDetails {
  name: string;
  company: string;
  email: string;
  phone: string;
  billingAddress: string;
}

export interface RealtorDetails {
  access: RealtorAccess;
  name: string;
  email: string;
  phone: string;
  company: string;
}

/** Everything /user/inspections/{id} shows of the order itself. */
export interface InspectionDetail extends InspectionSummary {
  bookedAt: string;
  cancelledAt: string | null;
  /** The booked inspector's name; null when the business's own slot names nobody. */
  inspector?: string | null;
  /** The checkout's "Notes and access details" as typed (line breaks kept); '' when none. */
  notes?: string;
  property: PropertyDetails;
  /** Full names, first buyer first. */
  buyers: string[];
  contact: ContactDetails;
  /** The customer's mailing address when it differs from the billing address. */
  mailingAddress: string | null;
  realtor: RealtorDetails;
  paymentMethod: 'pay-now' | 'pay-later';
  authorizedCents: number | null;
  capturedCents: number | null;
  /** The slot is a full-day appointment (the higher cancellation fee). */
  fullDay?: boolean;
  /** The slot the order holds (a reschedule names it, so a stale tab is refused). */
  slotId?: number;
  /** When the order was last moved to another time. */
  rescheduledAt?: string | null;
  /** A cancelled order's fee and money: kept, refunded, refund due, still owed. */
  cancellation?: CancellationSummary | null;
}

export interface InspectionList {
  inspections: InspectionSummary[];
}
