import type { AdminAction } from '../../admin/ui/admin-page';
import type { OrderSection } from '../../admin/ui/order-section';

/** The order's realtor link: its state, Revoke. */
export const realtorAccessOrderSection: OrderSection = async () => null;

export const realtorAccessOrderActions: Record<string, AdminAction> = {};
