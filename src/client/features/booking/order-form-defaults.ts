import type { Cart } from '../../../shared/booking/cart';
import type { OrderFormValues } from '../../../shared/booking/order-form';
import { defaultSelection, enabledOf } from '../../../shared/booking/pricing';
import type { Service } from '../../../shared/services/service';
import type { Slot } from '../../../shared/slots/slot';

/** Why the form could not keep the visitor's date: it was taken or passed, or there is none. */
export type SlotWarning = 'unavailable' | 'none' | undefined;

/**
 * The order form's starting values: the cart's choices
 * when there is a cart, else the first enabled home size and property age; the stored slot when
 * it is still available, else the cart's, else the first available one.
 */
export function orderFormDefaults(input: {
  services: readonly Service[];
  slots: readonly Slot[];
  storedSlotId?: number;
  cart?: Cart;
}): { values: OrderFormValues; slotWarning: SlotWarning } {
  const { services, slots, storedSlotId, cart } = input;
  const available = (id: number | undefined) => id !== undefined && slots.some((s) => s.id === id);
  const enabledId = (category: Service['category'], id: number | undefined) =>
    enabledOf(services, category).some((s) => s.id === id) ? id : undefined;
  const defaults = defaultSelection(services);

  const slotId = [storedSlotId, cart?.selectedSlotId, slots[0]?.id].find(available) ?? 0;
  const wanted = storedSlotId ?? cart?.selectedSlotId;
  const slotWarning: SlotWarning =
    slots.length === 0
      ? 'none'
      : wanted !== undefined && !available(wanted)
        ? 'unavailable'
        : undefined;

  return {
    values: {
      homeSizeId: enabledId('home_size', cart?.homeSizeId) ?? defaults.homeSizeId,
      propertyAgeId: enabledId('property_age', cart?.propertyAgeId) ?? defaults.propertyAgeId,
      addons: { ...(cart?.addons ?? {}) },
      additionalUnits: cart?.additionalUnits ?? 0,
      selectedSlotId: slotId,
      inspectorId: cart?.inspectorId ?? null,
      neighborhood: cart?.neighborhood ?? '',
      address1: cart?.address1 ?? '',
      address2: cart?.address2 ?? '',
      city: cart?.city ?? '',
      state: cart?.state ?? ('' as OrderFormValues['state']),
      zip: cart?.zip ?? '',
      reinspectionOf: cart?.reinspectionOf ?? null,
    },
    slotWarning,
  };
}
