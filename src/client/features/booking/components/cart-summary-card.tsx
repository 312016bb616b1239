import { type Cart, withSlot } from '../../../../shared/booking/cart';
import { dollarsToCents, formatCents } from '../../../../shared/money';
import type { Slot } from '../../../../shared/slots/slot';
import { formatDate, formatTime } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { useDisclosure } from '../../../lib/use-disclosure';
import { storeSelectedSlotId } from '../../slots/selected-slot';
import { slotText } from '../slot-text';
import { useInspectors } from '../../inspectors/api/use-inspectors';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

/** The additional-units amount: what the total has beyond the named items. */
function unitsAmount(cart: Cart): number {
  const named = [cart.homeSize, cart.propertyAge, ...cart.selectedAddons].reduce(
    (sum, i) => sum + dollarsToCents(i.price),
    cart.travelCents ?? 0,
  );
  return dollarsToCents(cart.totalPriceDecimal) - named;
}

/** The cart summary card: property, date/time with Change Date, services, add-ons, total. */
export function CartSummaryCard(props: {
  cart: Cart;
  slots: readonly Slot[];
  slotGone: boolean;
  onChange: (cart: Cart) => void;
}) {
  const { cart } = props;
  const { timeZone } = siteConfig();
  const inspectors = useInspectors();
  const { open: changing, setOpen: setChanging, panelId: pickerId, toggleProps } = useDisclosure();

  const pick = (id: number) => {
    const slot = props.slots.find((s) => s.id === id);
    if (!slot) return;
    props.onChange(withSlot(cart, slot, new Date()));
    storeSelectedSlotId(slot.id, cart.inspectorId ?? null);
    setChanging(false);
  };

  return (
    <div className="card shadow-sm cart-summary">
      <div className="card-header bg-primary text-white">
        <h2 className="h5 mb-0">Home Inspection</h2>
      </div>
      <dl className="card-body mb-0 row cart-lines">
        <dt className="col-sm-4">Property</dt>
        <dd className="col-sm-8">
          {cart.neighborhood}
          <br />
          {cart.address1}
          {cart.address2 && `, ${cart.address2}`}
          <br />
          {cart.city}, {cart.state} {cart.zip}
        </dd>
        <dt className="col-sm-4">Date/time</dt>
        <dd className="col-sm-8">
          <span className="me-2">
            {formatDate(cart.selectedSlot.start, timeZone)} at{' '}
            {formatTime(cart.selectedSlot.start, timeZone)}
          </span>
          <button {...toggleProps} className="btn btn-link p-0 align-baseline">
            Change Date
          </button>
          {props.slotGone && (
            <div className="alert alert-warning mt-2 mb-0" role="alert">
              This date is no longer available. Please choose another date.
            </div>
          )}
          {changing && (
            <div id={pickerId} className="mt-2">
              <label htmlFor={`${pickerId}-select`} className="form-label small">
                Choose a new date
              </label>
              <select
                id={`${pickerId}-select`}
                className="form-select"
                value={
                  props.slots.some((s) => s.id === cart.selectedSlotId) ? cart.selectedSlotId : ''
                }
                onChange={(e) => pick(Number(e.target.value))}
              >
                {!props.slots.some((s) => s.id === cart.selectedSlotId) && (
                  <option value="">Choose a date...</option>
                )}
                {props.slots.map((s) => (
                  <option key={s.id} value={s.id}>
                    {slotText(s, timeZone)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </dd>
        {(cart.inspectorId != null || !!inspectors.data?.length) && (
          <>
            <dt className="col-sm-4">Inspector</dt>
            <dd className="col-sm-8">
              {cart.inspectorId == null
                ? 'Any inspector (the first one free at that time)'
                : (inspectors.data?.find((i) => i.id === cart.inspectorId)?.name ??
                  'Your chosen inspector')}
            </dd>
          </>
        )}
        {cart.reinspectionOf ? (
          <>
            <dt className="col-sm-4">Service</dt>
            <dd className="col-sm-8 d-flex justify-content-between">
              <span>Reinspection of order #{cart.reinspectionOf.orderId}</span>{' '}
              <span>{cart.totalPrice}</span>
            </dd>
          </>
        ) : (
          <>
            <dt className="col-sm-4">Home size</dt>
            <dd className="col-sm-8 d-flex justify-content-between">
              <span>{cart.homeSizeName}</span> <span>{money(cart.homeSize.price)}</span>
            </dd>
            <dt className="col-sm-4">Property age</dt>
            <dd className="col-sm-8 d-flex justify-content-between">
              <span>{cart.propertyAgeName}</span> <span>{money(cart.propertyAge.price)}</span>
            </dd>
          </>
        )}
        {cart.selectedAddons.length > 0 && (
          <>
            <dt className="col-sm-4">Add-ons</dt>
            <dd className="col-sm-8">
              <ul className="list-unstyled mb-0">
                {cart.selectedAddons.map((a) => (
                  <li key={a.id} className="d-flex justify-content-between">
                    <span>{a.name}</span> <span>{money(a.price)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {cart.additionalUnits > 0 && (
          <>
            <dt className="col-sm-4">Additional units</dt>
            <dd className="col-sm-8 d-flex justify-content-between">
              <span>{cart.additionalUnits}</span> <span>{formatCents(unitsAmount(cart))}</span>
            </dd>
          </>
        )}
        {!!cart.travelCents && (
          <>
            <dt className="col-sm-4">Travel</dt>
            <dd className="col-sm-8 d-flex justify-content-between">
              <span>Travel fee for ZIP {cart.zip}</span>{' '}
              <span>{formatCents(cart.travelCents)}</span>
            </dd>
          </>
        )}
        <dt className="col-4 border-top pt-2 fs-5 mb-0">Total</dt>
        <dd className="col-8 border-top pt-2 fs-5 fw-bold text-end mb-0" data-testid="cart-total">
          {cart.totalPrice}
        </dd>
      </dl>
    </div>
  );
}
