// The order page's inspection agreement: read, sign, download the signed PDF (being built).
export function AgreementPanel(_props: { orderId: number }) {
  return null;
}
