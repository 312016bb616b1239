import type { AdminAction } from '../../admin/ui/admin-page';
import type { OrderSection } from '../../admin/ui/order-section';

/** The order's reports: Upload, Publish, Unpublish. */
export const reportsOrderSection: OrderSection = async () => null;

export const reportsOrderActions: Record<string, AdminAction> = {};
