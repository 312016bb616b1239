import { zipOf } from '../../../shared/areas/service-areas';
import type { Cart } from '../../../shared/booking/cart';
import { visitQuery } from '../../../shared/booking/visit-length';

/**
 * The times the cart's Change Date may offer, asked as the order form asks them: for the cart's
 * own visit, and only of who covers the property's ZIP (get_slots.php's `zip`), so the list never
 * holds a time the server would refuse for this property. Every option is named (no list of
 * services is needed to tell the default visit), so the list is right from the first answer.
 */
export function cartSlotsQuery(cart: Cart): string {
  const visit = visitQuery([], {
    homeSizeId: cart.homeSizeId,
    propertyAgeId: cart.propertyAgeId,
    addonIds: cart.selectedAddons.map((a) => a.id),
    units: cart.additionalUnits,
  });
  const zip = zipOf(cart.zip);
  return zip === undefined ? visit : `${visit}&zip=${zip}`;
}
