// /user/payments/{id}/receipt: a printable receipt (being built).
export function ReceiptPage() {
  return null;
}
