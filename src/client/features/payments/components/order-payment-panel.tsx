// The order page's payment: Pay now, or what was paid with a link to the receipt (being built).
export function OrderPaymentPanel(_props: { orderId: number }) {
  return null;
}
