import { ComingSoon } from '../../../components/coming-soon';

export function CheckoutPage() {
  return <ComingSoon title="Checkout" />;
}
