import type { ReactNode } from 'react';
import type { Order } from '../booking/orders-list.service';
import type { AdminAction, AdminViewContext } from './ui/admin-page';
import type { OrderSection } from './ui/order-section';
import { agreementOrderSection } from '../agreements/admin/agreement-order-section';
import { payOrderSection } from '../booking/pay-later/pay-order-section';
import { reportsOrderSection, reportsOrderActions } from '../reports/admin/reports-order-section';
import { writtenReportOrderSection } from '../reports/admin/written-report-order-section';
import { followUpsOrderSection } from '../reports/admin/follow-ups-order-section';
import {
  reinspectionOrderSection,
  reinspectionOrderActions,
} from '../reports/admin/reinspection-order-section';
import {
  realtorAccessOrderSection,
  realtorAccessOrderActions,
} from '../realtor-access/admin/realtor-access-order-section';

// The parts of the admin order page that other features own (agreement, reports, realtor link):
// each renders its own section and handles its own form actions on the Orders page.

const sections: OrderSection[] = [
  payOrderSection,
  agreementOrderSection,
  writtenReportOrderSection,
  followUpsOrderSection,
  reinspectionOrderSection,
  reportsOrderSection,
  realtorAccessOrderSection,
];

export function orderSections(
  ctx: AdminViewContext,
  order: Order,
  timeZone: string,
): Promise<ReactNode[]> {
  return Promise.all(sections.map((section) => section(ctx, order, timeZone)));
}

/** Form actions of those sections, posted to the Orders page like its own. */
export const orderSectionActions: Record<string, AdminAction> = {
  ...reportsOrderActions,
  ...realtorAccessOrderActions,
  ...reinspectionOrderActions,
};
