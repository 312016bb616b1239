// /user/reports: the customer's published reports (being built).
export function ReportsPage() {
  return null;
}
