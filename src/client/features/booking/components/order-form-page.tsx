import { useMemo, useState } from 'react';
import { PICKER_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { Spinner } from '../../../components/spinner';
import { useReadAfterHydration } from '../../../lib/use-read-after-hydration';
import { useFutureSlotsWith } from '../../slots/api/use-slots-with';
import { readSelectedInspectorId, readSelectedSlotId } from '../../slots/stored-slot';
import { useServices } from '../../services/api/use-services';
import { loadCart } from '../cart-storage';
import { orderFormDefaults } from '../order-form-defaults';
import { OrderForm } from './order-form';
import { useInspectors } from '../../inspectors/api/use-inspectors';
import { reinspectionAsked, useReinspectionBooking } from '../api/reinspection-booking';
import { useServiceArea } from '../../areas/api/use-service-area';
import { ZipGate } from '../../areas/components/zip-gate';
import { WaitlistPanel } from '../../waitlist/components/waitlist-form';
import { servicesOfVisitQuery } from '../../waitlist/visit-services';
import '../../../lib/hand-dates';

/** Book a reinspection (from a repair request: ?reinspect=order&request=id), and the stored cart. */
const readStoredChoices = () => ({
  asked: reinspectionAsked(),
  slotId: readSelectedSlotId(),
  inspectorId: readSelectedInspectorId(),
  cart: loadCart(),
});

/** /home-inspection: the order form, once services and the next 50 slots are loaded. */
export function OrderFormPage() {
  const services = useServices();
  // The server knows no cart: the visitor's stored choices (and a reinspection asked in the
  // address) are read after hydration, so hydration matches the server's HTML in one pass and the
  // form starts again with them as a transition, in slices on a slow phone (decision 093).
  const after = useReadAfterHydration(readStoredChoices);
  const hydrated = after !== undefined;
  const asked = after?.asked;
  const reinspection = useReinspectionBooking(asked?.orderId);
  // Only stored choices restart the form: a first visit keeps what the visitor typed.
  const mine = after?.slotId || after?.cart ? after : undefined;
  const inspectors = useInspectors();
  // The inspector whose times are listed (null: any): the cart's while still choosable, until
  // the customer picks another in the form.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  // A slot picked on the calendar comes with the inspector it was listed for.
  const fromCart =
    mine?.slotId !== undefined ? mine.inspectorId : (mine?.cart?.inspectorId ?? null);
  const chosen =
    picked !== undefined
      ? picked
      : inspectors.data?.some((i) => i.id === fromCart)
        ? fromCart
        : null;
  // The visit the form describes: the times listed are those it fits ('' the default visit).
  const [visit, setVisit] = useState('');
  // Once a service area is set, the property's ZIP comes first: the times are of who covers it.
  const area = useServiceArea(undefined, hydrated);
  const [zip, setZip] = useState<string | undefined>(undefined);
  const askZip = !!area.data?.restricted && zip === undefined && !asked;
  const slots = useFutureSlotsWith(
    PICKER_SLOT_LIMIT,
    mine?.slotId ?? mine?.cart?.selectedSlotId,
    chosen,
    zip === undefined ? visit : `${visit}&zip=${zip}`,
  );
  // A new visit's list keeps the previous one on screen while it loads (no spinner flash).
  const loaded =
    !services.isPending &&
    !slots.isPending &&
    !inspectors.isPending &&
    (!asked || !reinspection.isPending);
  const start = useMemo(
    () =>
      loaded && services.data
        ? orderFormDefaults({
            services: services.data,
            // A slot load error just ends loading (the form then has no dates and says so).
            slots: slots.data ?? [],
            storedSlotId: mine?.slotId,
            cart: mine?.cart,
          })
        : undefined,
    [loaded, services.data, slots.data, mine],
  );

  return (
    <section aria-labelledby="order-heading">
      <h1 id="order-heading" className="mb-3">
        {asked ? 'Book a reinspection' : 'Book Your Home Inspection'}
      </h1>
      {asked && reinspection.error ? (
        <div className="alert alert-danger" role="alert">
          {reinspection.error.message}
        </div>
      ) : askZip ? (
        <ZipGate initial={mine?.cart?.zip} onAccept={setZip} />
      ) : !loaded ? (
        <Spinner label="Loading the order form..." />
      ) : !services.data || !start ? (
        <div className="alert alert-danger" role="alert">
          We could not load our services. Please reload the page to try again.
        </div>
      ) : (
        <OrderForm
          key={`${asked ? 'reinspection' : 'order'}${zip ?? ''}`}
          // Started again with the stored choices once they are read, in place (decision 097).
          startedWith={mine ? 'stored' : 'first'}
          services={services.data}
          slots={slots.data ?? []}
          inspectors={inspectors.data ?? []}
          onInspectorChange={setPicked}
          onVisitChange={setVisit}
          defaults={
            asked && reinspection.data
              ? {
                  ...start.values,
                  ...reinspection.data.property,
                  state: reinspection.data.property.state as typeof start.values.state,
                  addons: {},
                  additionalUnits: 0,
                  inspectorId: chosen,
                  reinspectionOf: { orderId: asked.orderId, repairRequestId: asked.requestId },
                }
              : {
                  ...start.values,
                  ...(zip === undefined ? {} : { zip }),
                  inspectorId: chosen,
                  reinspectionOf: null,
                }
          }
          slotWarning={start.slotWarning}
          disabled={!hydrated}
        />
      )}
      {/* Beside the form, not in it: a form of its own (decision 070). */}
      {!asked && loaded && <WaitlistPanel services={servicesOfVisitQuery(visit)} />}
    </section>
  );
}
