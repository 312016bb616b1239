// /realtor/{token}: a realtor's view of one order's date, address and reports (being built).
export function RealtorAccessPage() {
  return null;
}
