import type { OrderSection } from '../../admin/ui/order-section';

/** The order's inspection agreement: signed or not, and the signed record. */
export const agreementOrderSection: OrderSection = async () => null;
