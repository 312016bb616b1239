import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Cart } from '../../../../shared/booking/cart';
import { DISCOUNT_INVALID, type DiscountQuote } from '../../../../shared/discounts/discount';
import {
  type CheckoutInput,
  checkoutSchema,
  type CheckoutValues,
  emptyCheckout,
} from '../../../../shared/booking/checkout';
import { MESSAGES } from '../../../../shared/booking/messages';
import { lazySchema } from '../../../../shared/lazy-schema';
import type { CardPaymentFields } from '../../../../shared/booking/order-submission';
import { DetailList } from '../../../components/detail-list';
import { ApiError } from '../../../lib/api';
import { serverWords } from '../../../lib/refusal';
import { resolverInOwnTask } from '../../../lib/resolver-in-own-task';
import { ensureSessionLoaded } from '../../auth/api/use-session';
import { clearSelectedSlotId } from '../../slots/stored-slot';
import { submitOrder } from '../api/orders';
import { clearCart } from '../cart-storage';
import { rememberReservation } from '../last-reservation';
import { realtorFieldsOf } from '../../../../shared/agents/agent-realtor';
import { bookingForClient, endBookingForClient } from '../last-reservation';
import { newOrderUuid } from '../order-uuid';
import { openCardForm } from '../../payments/hosted-card-form';
import { BillingSection, CustomerAddressSection, UsStatesList } from './checkout-fields';
import {
  NotesSection,
  PaymentAndPolicySection,
  RealtorSection,
  SecondBuyerSection,
} from './checkout-options';
import { ReserveAndPayButton } from './checkout-pay-now';
import { clearHeldOffer, heldTokenFor } from '../../waitlist/api/waitlist-api';
import { deadlineIssue } from '../../../../shared/booking/deadline';
import { todayIn } from '../../../../shared/waitlist/waitlist';
import { siteConfig } from '../../../lib/site-config';
import { DeadlineSection } from './checkout-deadline';

/** The checkout's rules, and a deadline in the past refused (the server refuses it too). */
const checkoutWithDeadline = lazySchema(() =>
  checkoutSchema.superRefine(
    (v, ctx) => {
      const given = typeof v.inspectionDeadline === 'string' ? v.inspectionDeadline : '';
      // Today in the zone only for a deadline given: it is the page's first Intl date work,
      // which loads the locale's data in the first check's task (decision 093).
      const late = given && deadlineIssue(given, todayIn(siteConfig().timeZone, new Date()));
      if (late) ctx.addIssue({ code: 'custom', path: ['inspectionDeadline'], message: late });
    },
    // Checked whatever else is still missing, so the message shows as soon as the field is left.
    { when: () => true },
  ),
);
const checkoutResolver = resolverInOwnTask(() => zodResolver(checkoutWithDeadline));

/** Why the save failed, in words the visitor can act on (the pay-later failure message first). */
function failureText(error: unknown): string {
  // 429: a limit of reservations without payment, whose words say what to do instead.
  if (error instanceof ApiError && [400, 409, 429].includes(error.status)) {
    const detail = serverWords(error);
    if (detail) return `${MESSAGES.payLaterFailed} ${detail}`;
  }
  return MESSAGES.payLaterFailed;
}

const forClientOf = (agent: ReturnType<typeof bookingForClient>) =>
  agent ? realtorFieldsOf(agent) : {};

export function CheckoutForm({
  cart,
  discount,
  onPlaced,
  onDiscountRefused,
}: {
  cart: Cart;
  /** The discount code applied at the checkout; the server prices it again. */
  discount?: DiscountQuote;
  onPlaced: (id: number) => void;
  /** The server refused the applied code when the order was placed. */
  onDiscountRefused?: () => void;
}) {
  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: checkoutResolver,
    // No payment method is chosen for the customer: paying now or later is theirs to pick.
    // An agent booking for a client (from /agent) starts with the realtor fields as the agent.
    defaultValues: {
      ...emptyCheckout,
      ...forClientOf(bookingForClient()),
      paymentMethod: undefined,
    },
    mode: 'onTouched',
  });
  const queryClient = useQueryClient();
  // One key per checkout: a retry after a lost answer finds the order already saved. A card
  // payment that went wrong renews it (the gateway refuses a repeat under one invoice number).
  const [orderUuid, setOrderUuid] = useState(newOrderUuid);
  const [busy, setBusy] = useState(false);
  const [error, setErrorState] = useState<{ message: string; details?: string[] } | null>(null);
  const setError = (message: string | null, details?: string[]) => {
    // The code ran out or expired after Apply: drop it, so the total shown is what a retry costs.
    if (discount && message?.includes(DISCOUNT_INVALID)) onDiscountRefused?.();
    setErrorState(message === null ? null : { message, details });
  };
  // A message after the card form (which may scroll the page) is brought into view.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    alertRef.current?.scrollIntoView?.({ block: 'center' });
    alertRef.current?.focus({ preventScroll: true });
  }, [error]);
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const enabled = form.formState.isValid && !busy;

  // The last values that passed validation: what is sent, trimmed as the schema leaves them.
  const validated = useRef<CheckoutValues | undefined>(undefined);

  // A waitlist offer's held time: the order carries its link's token (decision 070).
  const heldToken = heldTokenFor(cart.selectedSlotId);
  const placeOrder = async (payment: CardPaymentFields | { payment_status: 'pending' }) => {
    const checkout = validated.current;
    if (!checkout) throw new Error('The checkout form has not been validated.');
    // The session call sets the XSRF-TOKEN cookie the post must send back.
    await ensureSessionLoaded(queryClient);
    return submitOrder({
      slot_id: cart.selectedSlotId,
      cart,
      checkout,
      order_uuid: orderUuid,
      ...(discount ? { discount_code: discount.code } : {}),
      ...(heldToken ? { waitlist_token: heldToken } : {}),
      ...payment,
    });
  };

  /** Field messages from the server (400) shown on their fields. */
  const showServerFields = (e: unknown) => {
    const fields =
      e instanceof ApiError ? e.json<{ fields?: Record<string, string> }>()?.fields : undefined;
    for (const [path, message] of Object.entries(fields ?? {}))
      if (path.startsWith('checkout.'))
        form.setError(path.slice('checkout.'.length) as keyof CheckoutInput, { message });
  };

  const finish = async (id: number) => {
    rememberReservation({ id, start: cart.selectedSlot.start, title: cart.selectedSlot.title });
    clearCart();
    clearSelectedSlotId();
    clearHeldOffer();
    endBookingForClient();
    await queryClient.invalidateQueries({ queryKey: ['slots'] });
    onPlaced(id);
  };

  // Pay later: save the order as pending, clear the cart, go to /thank-you/{id}.
  const reserveWithoutPayment = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { id } = await placeOrder({ payment_status: 'pending' });
      await finish(id);
    } catch (e) {
      setError(failureText(e));
      showServerFields(e);
      setBusy(false);
    }
  };

  const validate = async () => {
    let values: CheckoutValues | undefined;
    await form.handleSubmit((v) => {
      values = v;
      validated.current = v;
    })();
    return values;
  };

  const submitForm = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (v) => {
      validated.current = v;
      if (v.paymentMethod === 'pay-later') await reserveWithoutPayment();
      // Enter in a field with pay now chosen opens the card form, as Reserve & Pay does.
      else openCardForm();
    })(event);

  return (
    <FormProvider {...form}>
      <form noValidate aria-busy={busy} onSubmit={submitForm}>
        <UsStatesList />
        <BillingSection />
        <SecondBuyerSection />
        <CustomerAddressSection />
        <RealtorSection />
        <NotesSection />
        <DeadlineSection start={cart.selectedSlot.start} />
        <PaymentAndPolicySection />
        {error && (
          <div className="alert alert-danger" role="alert" tabIndex={-1} ref={alertRef}>
            {error.message}
            <DetailList details={error.details} />
          </div>
        )}
        <div className="d-flex flex-wrap gap-3 align-items-start mb-4">
          {/* Always mounted, so the card form's script loads with the page (docs/payments.md). */}
          <div hidden={method === 'pay-later'}>
            <ReserveAndPayButton
              enabled={enabled}
              busy={busy}
              amount={discount?.totalDecimal ?? cart.totalPriceDecimal}
              discountCode={discount?.code}
              waitlistToken={heldToken}
              cart={cart}
              orderUuid={orderUuid}
              renewOrderUuid={() => setOrderUuid(newOrderUuid())}
              validate={validate}
              placeOrder={placeOrder}
              finish={finish}
              setBusy={setBusy}
              setError={setError}
            />
          </div>
          {method !== 'pay-now' && (
            <button
              type="submit"
              className={`btn btn-primary btn-lg${enabled ? '' : ' opacity-50'}`}
              aria-disabled={!enabled}
              disabled={busy}
            >
              {busy && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              Reserve Without Payment
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
