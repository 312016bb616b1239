// /user/payments: orders to pay (Pay now) and paid orders with receipts (being built).
export function PaymentsPage() {
  return null;
}
