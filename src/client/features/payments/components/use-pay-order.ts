import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/payments/payment-requests';
import { siteConfig } from '../../../lib/site-config';
import { readCardFormAnswer } from '../../booking/pay-now/pay-now-flow';
import {
  type PayOrderCalls,
  payOrderCalls,
  paymentsQueryKey,
  refusalOf,
} from '../api/pay-order-api';
import { cardFormButton, mountCardForm, openCardForm } from '../hosted-card-form';

// Paying a reserved order (docs/payments.md): "Pay now" asks the server for a checkout of the
// order's own total, then opens the hosted card form; its token is authorized for that checkout,
// and the server saves and captures it. The card form's one button of the page load waits,
// hidden, in `box`: the order's own "Pay now" opens it.

export type PayState =
  | { kind: 'idle' }
  | { kind: 'starting' | 'card' | 'paying'; orderId: number }
  | { kind: 'paid'; orderId: number; status: 'paid' | 'authorized' }
  | { kind: 'error'; orderId: number; message: string; details?: string[] };

export interface PayOrder {
  form: 'loading' | 'ready' | 'failed';
  state: PayState;
  /** True while a payment is being started or sent. */
  busy: boolean;
  pay(orderId: number): void;
}

/**
 * The pay flow of one page; `box` is where the hidden card-form button lives (render
 * CardFormNote with it once, from the first render on).
 */
export function usePayOrder(calls: PayOrderCalls = payOrderCalls): {
  box: RefObject<HTMLDivElement | null>;
  pay: PayOrder;
} {
  const config = siteConfig().hostedForm;
  const box = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<PayOrder['form']>(config ? 'loading' : 'failed');
  const [state, setState] = useState<PayState>({ kind: 'idle' });
  const checkout = useRef<{ orderId: number; token: string } | null>(null);
  const queryClient = useQueryClient();

  const answered = useCallback(
    async (response: unknown) => {
      const open = checkout.current;
      checkout.current = null;
      if (!open) return;
      const { orderId } = open;
      const answer = readCardFormAnswer(response);
      if (!answer.ok) {
        setState({ kind: 'error', orderId, message: answer.message, details: answer.details });
        return;
      }
      setState({ kind: 'paying', orderId });
      try {
        const paid = await calls.authorize({
          order_id: orderId,
          opaqueData: answer.opaqueData,
          checkout_token: open.token,
        });
        setState({ kind: 'paid', orderId, status: paid.payment_status });
      } catch (error) {
        const message = refusalOf(error) ?? PAYMENT_MESSAGES.authorizationFailed;
        setState({ kind: 'error', orderId, message });
      }
      // Paid, or refused as already paid: every view of the order shows what the server has now.
      await queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['portal'] });
    },
    [calls, queryClient],
  );

  // Button first, then the answer handler, then the script (which binds to the button).
  useEffect(() => {
    if (!config || !box.current) return;
    const button = cardFormButton(config);
    button.disabled = false;
    button.removeAttribute('aria-disabled');
    return mountCardForm(config, box.current, {
      response: (response) => void answered(response),
      script: setForm,
    });
  }, [config, answered]);

  const pay = useCallback(
    (orderId: number) => {
      setState({ kind: 'starting', orderId });
      calls.start(orderId).then(
        (started) => {
          checkout.current = { orderId, token: started.checkout_token };
          setState({ kind: 'card', orderId });
          openCardForm();
        },
        async (error: unknown) => {
          const message = refusalOf(error) ?? PAYMENT_MESSAGES.authorizationFailed;
          setState({ kind: 'error', orderId, message });
          await queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
        },
      );
    },
    [calls, queryClient],
  );

  const busy = state.kind === 'starting' || state.kind === 'paying';
  return { box, pay: { form, state, busy, pay } };
}
