import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { resolverInOwnTask } from '../../../lib/resolver-in-own-task';
import { buildCart } from '../../../../shared/booking/cart';
import { MESSAGES } from '../../../../shared/booking/messages';
import {
  MAX_ADDITIONAL_UNITS,
  type OrderFormInput,
  type OrderFormValues,
  orderFormSchemaFor,
} from '../../../../shared/booking/order-form';
import { priceOrder, withTravel } from '../../../../shared/booking/pricing';
import { zipOf } from '../../../../shared/areas/service-areas';
import { useServiceArea } from '../../areas/api/use-service-area';
import { visitLengthOf, visitQuery } from '../../../../shared/booking/visit-length';
import { DEFAULT_BOOKING_RULES } from '../../../../shared/booking/booking-rules';
import type { Service } from '../../../../shared/services/service';
import type { Slot } from '../../../../shared/slots/slot';
import { siteConfig } from '../../../lib/site-config';
import { storeSelectedSlotId } from '../../slots/selected-slot';
import { loadCart, saveCart } from '../cart-storage';
import type { SlotWarning } from '../order-form-defaults';
import { AddonChoices } from './addon-choices';
import { PropertyFields, ServiceFields, SlotField } from './order-form-fields';
import { PriceSummary } from './price-summary';
import { SlotWarningAlert } from './slot-warning';
import { InspectorField } from './inspector-field';
import type { PublicInspector } from '../../../../shared/inspectors/inspector';

const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
/** Units the total may count: an invalid entry (1.5, 51, -1) is priced as none, beside its error. */
const units = (n: unknown) =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_ADDITIONAL_UNITS
    ? (n as number)
    : 0;

/** The price of the choices in `values` (before travel, which does not change the visit). */
const priceOf = (
  services: readonly Service[],
  values: {
    homeSizeId?: unknown;
    propertyAgeId?: unknown;
    addons?: Record<string, boolean | undefined>;
    additionalUnits?: unknown;
    reinspectionOf?: OrderFormValues['reinspectionOf'];
  },
) =>
  priceOrder(services, {
    homeSizeId: whole(values.homeSizeId),
    propertyAgeId: whole(values.propertyAgeId),
    addons: (values.addons ?? {}) as Record<string, boolean>,
    additionalUnits: units(values.additionalUnits),
    reinspectionOf: values.reinspectionOf ?? null,
  });

/** The visit a quote describes, as the page asks for its times (visitQuery). */
const queryOf = (services: readonly Service[], quote: ReturnType<typeof priceOrder>) =>
  visitQuery(services, {
    homeSizeId: quote.homeSize?.serviceId,
    propertyAgeId: quote.propertyAge?.serviceId,
    addonIds: quote.addons.map((l) => l.serviceId),
    units: quote.additionalUnits?.quantity ?? 0,
  });

export function OrderForm(props: {
  services: readonly Service[];
  slots: readonly Slot[];
  defaults: OrderFormValues;
  slotWarning: SlotWarning;
  /**
   * What the form was started with ('first', 'stored'): when it changes, the form takes
   * `defaults` and `slotWarning` again, in place, as a new form would start.
   */
  startedWith?: string;
  /** The inspectors customers may choose (none: no choice is offered). */
  inspectors?: readonly PublicInspector[];
  /** The customer chose another inspector (null: any): the page lists their times. */
  onInspectorChange?: (id: number | null) => void;
  /** Until the page is hydrated: what is typed before would be lost when the form starts. */
  disabled?: boolean;
  /** The visit's options changed: the page lists the times such a visit fits (visitQuery). */
  onVisitChange?: (query: string) => void;
}) {
  const { services, slots } = props;
  const resolver = useMemo(
    () => resolverInOwnTask(() => zodResolver(orderFormSchemaFor(slots.map((s) => s.id)))),
    [slots],
  );
  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver,
    defaultValues: props.defaults,
    mode: 'onTouched',
  });
  const navigate = useNavigate();
  const [showAlert, setShowAlert] = useState(false);
  const [warning, setWarning] = useState(props.slotWarning);
  const values = useWatch({ control: form.control });
  // The travel zone of the ZIP typed: a "Travel" line before the time is chosen.
  const zip = zipOf(values.zip);
  const area = useServiceArea(zip, zip !== undefined);
  const travelCents = zip !== undefined ? (area.data?.travel?.cents ?? 0) : 0;
  const quote = withTravel(
    priceOf(services, { ...values, reinspectionOf: props.defaults.reinspectionOf }),
    travelCents,
  );
  // Book a reinspection: the Reinspection service alone, for the property of the original order.
  const reinspection = props.defaults.reinspectionOf !== null;
  const visit = visitLengthOf(
    services,
    quote.lines,
    siteConfig().fullDayHours ?? DEFAULT_BOOKING_RULES.fullDayHours,
  );
  const { isValid } = form.formState;
  const query = queryOf(services, quote);
  // Only a change the customer makes asks for other times: the page's first list (and a date
  // picked far out on the calendar) stays as it came.
  const { onVisitChange } = props;
  const reported = useRef(query);
  useEffect(() => {
    if (reported.current === query) return;
    reported.current = query;
    onVisitChange?.(query);
  }, [query, onVisitChange]);

  // Another inspector's times came: keep the chosen time when they have it, else their first.
  const shownSlots = useRef(slots);
  useEffect(() => {
    const before = shownSlots.current;
    shownSlots.current = slots;
    if (before === slots) return;
    const current = form.getValues('selectedSlotId');
    if (slots.some((s) => s.id === current)) return;
    const start = before.find((s) => s.id === current)?.start;
    const next = slots.find((s) => s.start === start) ?? slots[0];
    form.setValue('selectedSlotId', next?.id ?? Number.NaN, { shouldValidate: true });
  }, [slots, form]);

  // Started again (the stored choices, read after hydration): the fields take the new values in
  // place, before the browser paints, as a new form would start with them. Mounting a new form
  // instead cost a phone the style and layout of the whole form again (decision 097).
  const startedWith = useRef(props.startedWith);
  useLayoutEffect(() => {
    if (startedWith.current === props.startedWith) return;
    startedWith.current = props.startedWith;
    form.reset(props.defaults);
    // What react-hook-form does after a reset by its `values` option: is the new start valid?
    form.control._setValid();
    // The new start's visit and times are the page's already (as a new form's would be): the
    // effects above, which run after this one, ask for nothing.
    reported.current = queryOf(services, priceOf(services, props.defaults));
    shownSlots.current = slots;
    setWarning(props.slotWarning);
    setShowAlert(false);
    // Only a new start resets: `defaults` is rebuilt at each render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.startedWith]);

  const onValid = async (valid: OrderFormValues) => {
    const slot = slots.find((s) => s.id === valid.selectedSlotId);
    if (!slot) return;
    const { cart } = buildCart(valid, {
      services,
      slot,
      now: new Date(),
      addedAt: loadCart()?.addedAt,
      travelCents,
    });
    saveCart(cart);
    storeSelectedSlotId(slot.id, valid.inspectorId);
    await navigate('/cart');
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, () => setShowAlert(true))}
        aria-describedby="order-form-note"
      >
        <p id="order-form-note" className="text-muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">as required</span> are required. Times are shown in our
          local time ({siteConfig().timeZone.replace(/_/g, ' ')}).
        </p>
        <SlotWarningAlert warning={warning} />
        {/* One fieldset disables the whole form until the page has started; it is named as a group. */}
        <fieldset disabled={props.disabled}>
          <legend className="visually-hidden">Inspection order</legend>
          <div className="row g-4">
            <div className="col-lg-7">
              {props.inspectors && props.inspectors.length > 0 && (
                <InspectorField
                  inspectors={props.inspectors}
                  onChoose={(id) => props.onInspectorChange?.(id)}
                />
              )}
              <SlotField slots={slots} onPick={() => setWarning(undefined)} />
              {!reinspection && (
                <>
                  <ServiceFields services={services} />
                  <AddonChoices services={services} />
                </>
              )}
              <PropertyFields />
            </div>
            <div className="col-lg-5">
              <div className="card shadow-sm sticky-lg-top order-price-card">
                <div className="card-body">
                  <h2 className="h5">{reinspection ? 'Your reinspection' : 'Your inspection'}</h2>
                  <PriceSummary quote={quote} visit={visit} />
                  {showAlert && !isValid && (
                    <div className="alert alert-danger mt-3 mb-0" role="alert">
                      {MESSAGES.fillRequired}
                    </div>
                  )}
                  <button
                    type="submit"
                    className={`btn btn-primary btn-lg w-100 mt-3${isValid ? '' : ' opacity-50'}`}
                    aria-disabled={!isValid}
                  >
                    Add to cart
                  </button>
                </div>
              </div>
            </div>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
