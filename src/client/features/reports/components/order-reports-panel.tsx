// The order page's published reports, with why a download waits (being built).
export function OrderReportsPanel(_props: { orderId: number }) {
  return null;
}
