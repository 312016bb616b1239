import type {
  AuthorizeRequest,
  AuthorizeResponse,
  CaptureAnswer,
  CaptureRequest,
  CheckoutStartRequest,
  CheckoutStartResponse,
  VoidAnswer,
  VoidRequest,
} from '../../../../shared/payments/payment-requests';
import { apiPost } from '../../../lib/api';

/** The payment calls (docs/payments.md); passed in so a flow can be driven without a browser page. */
export interface PaymentCalls {
  /** Starts a card checkout: the server prices it and answers a token for that amount. */
  startCheckout(body: CheckoutStartRequest): Promise<CheckoutStartResponse>;
  authorize(body: AuthorizeRequest): Promise<AuthorizeResponse>;
  capture(body: CaptureRequest): Promise<CaptureAnswer>;
  release(body: VoidRequest): Promise<VoidAnswer>;
}

export const paymentCalls: PaymentCalls = {
  startCheckout: (body) => apiPost<CheckoutStartResponse>('payment/checkout.php', body),
  authorize: (body) => apiPost<AuthorizeResponse>('payment/authorize.php', body),
  capture: (body) => apiPost<CaptureAnswer>('payment/capture.php', body),
  release: (body) => apiPost<VoidAnswer>('payment/void.php', body),
};
