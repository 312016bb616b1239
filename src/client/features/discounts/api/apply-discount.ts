import type { Cart } from '../../../../shared/booking/cart';
import type { DiscountQuote } from '../../../../shared/discounts/discount';
import { apiPost } from '../../../lib/api';

/** POST apply_discount.php → the cart's lines with the code's discount and the new total. */
export function applyDiscount(code: string, cart: Cart): Promise<DiscountQuote> {
  return apiPost<DiscountQuote>('apply_discount.php', { code, cart });
}
