import { centsToDecimal } from '../../../shared/money';
import { DateTime } from 'luxon';
import { orderDocs } from '../order-docs';
import type { Order } from '../orders/orders.repository';

// CSV export of the orders list (RFC 4180: comma-separated, CRLF line ends, fields quoted when
// they hold a comma, quote or line break, quotes doubled). A cell a spreadsheet would run as a
// formula (starting with = + - @, or a tab or carriage return that hides one) gets a leading
// apostrophe (OWASP "CSV injection"): customers type their own names and addresses.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

export const ORDER_CSV_HEADERS = [
  'Order',
  'Booked at',
  'Inspection date',
  'Inspection time',
  'Slot title',
  'Inspector',
  'Booking status',
  'Payment status',
  'Payment method',
  'Total',
  'Discount code',
  'Discount',
  'Authorized',
  'Captured',
  'Transaction ID',
  'Customer',
  'E-mail',
  'Phone',
  'Company',
  'Property address',
  'City',
  'State',
  'ZIP',
  'Neighborhood',
  'Realtor access',
  'Cancelled at',
  // Last, so columns of spreadsheets made from earlier exports keep their places.
  'Notes and access details',
  'Repair requests',
  'Safety findings read',
  'Reinspection',
  'Inspection deadline',
] as const;

/** What followed the report, per order id (the reports feature's words). */
export interface OrderFollowUps {
  repairRequests: Map<number, string>;
  safetyReads: Map<number, number>;
  /** "Reinspection of #12", or the reinspections made of the order. */
  reinspections?: Map<number, string>;
}

const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));

function local(iso: string, timeZone: string, format: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).toFormat(format);
}

/** The CSV document: a header line and one line per order; times in the business zone. */
export function ordersCsv(orders: Order[], timeZone: string, followUps?: OrderFollowUps): string {
  const lines = [csvLine([...ORDER_CSV_HEADERS])];
  for (const o of orders) {
    const { cart, checkout } = orderDocs(o);
    const text = (key: string) => (typeof checkout[key] === 'string' ? checkout[key] : '');
    lines.push(
      csvLine([
        o.id,
        local(o.createdAt, timeZone, 'yyyy-MM-dd HH:mm'),
        local(o.slotStart, timeZone, 'yyyy-MM-dd'),
        local(o.slotStart, timeZone, 'HH:mm'),
        o.slotTitle,
        o.inspectorName ?? '',
        o.bookingStatus,
        o.paymentStatus,
        o.paymentMethod,
        money(o.totalCents),
        o.discountCode ?? '',
        money(o.discountCents ?? null),
        money(o.authorizedCents),
        money(o.capturedCents),
        o.transactionId,
        o.customerName,
        o.customerEmail,
        o.customerPhone,
        text('company'),
        [cart.address1, cart.address2].filter(Boolean).join(', '),
        cart.city,
        cart.state,
        cart.zip,
        cart.neighborhood,
        text('realtorAccess'),
        o.cancelledAt ? local(o.cancelledAt, timeZone, 'yyyy-MM-dd HH:mm') : '',
        o.notes ?? '',
        followUps?.repairRequests.get(o.id) ?? '',
        followUps?.safetyReads.get(o.id) ?? '',
        followUps?.reinspections?.get(o.id) ?? '',
        o.inspectionDeadline ?? '',
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
