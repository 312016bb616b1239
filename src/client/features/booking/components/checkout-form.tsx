import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Cart } from '../../../../shared/booking/cart';
import {
  type CheckoutInput,
  checkoutSchema,
  type CheckoutValues,
  emptyCheckout,
} from '../../../../shared/booking/checkout';
import { MESSAGES } from '../../../../shared/booking/messages';
import type { OrderSubmissionInput } from '../../../../shared/booking/order-submission';
import { ApiError } from '../../../lib/api';
import { ensureSessionLoaded } from '../../auth/api/use-session';
import { clearSelectedSlotId } from '../../slots/selected-slot';
import { submitOrder } from '../api/orders';
import { clearCart } from '../cart-storage';
import { rememberReservation } from '../last-reservation';
import { newOrderUuid } from '../order-uuid';
import { BillingSection, CustomerAddressSection, UsStatesList } from './checkout-fields';
import { PaymentAndPolicySection, RealtorSection, SecondBuyerSection } from './checkout-options';
import { ReserveAndPayButton } from './checkout-pay-now';

/** Why the save failed, in words the visitor can act on (SPEC §8 Pay-later failure first). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    const detail = error.json<{ error?: string }>()?.error;
    if (detail) return `${MESSAGES.payLaterFailed} ${detail}`;
  }
  return MESSAGES.payLaterFailed;
}

export function CheckoutForm({ cart, onPlaced }: { cart: Cart; onPlaced: (id: number) => void }) {
  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: emptyCheckout,
    mode: 'onTouched',
  });
  const queryClient = useQueryClient();
  // One key per checkout: a retry after a lost answer finds the order already saved.
  const [orderUuid] = useState(newOrderUuid);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const enabled = form.formState.isValid && !busy;

  // The last values that passed validation: what is sent, trimmed as the schema leaves them.
  const validated = useRef<CheckoutValues | undefined>(undefined);

  const placeOrder = async (payment: Pick<OrderSubmissionInput, 'payment_status' | 'payment'>) => {
    const checkout = validated.current;
    if (!checkout) throw new Error('The checkout form has not been validated.');
    // The session call sets the XSRF-TOKEN cookie the post must send back.
    await ensureSessionLoaded(queryClient);
    return submitOrder({
      slot_id: cart.selectedSlotId,
      cart,
      checkout,
      order_uuid: orderUuid,
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
    await queryClient.invalidateQueries({ queryKey: ['slots'] });
    onPlaced(id);
  };

  // SPEC §4 Pay later: save the order as pending, clear the cart, go to /thank-you/{id}.
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
    })(event);

  return (
    <FormProvider {...form}>
      <form noValidate aria-busy={busy} onSubmit={submitForm}>
        <UsStatesList />
        <BillingSection />
        <SecondBuyerSection />
        <CustomerAddressSection />
        <RealtorSection />
        <PaymentAndPolicySection />
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <div className="d-flex flex-wrap gap-3 align-items-start mb-4">
          {method === 'pay-now' ? (
            <ReserveAndPayButton
              enabled={enabled}
              amount={cart.totalPriceDecimal}
              orderUuid={orderUuid}
              validate={validate}
              placeOrder={placeOrder}
              finish={finish}
              setBusy={setBusy}
              setError={setError}
            />
          ) : (
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
