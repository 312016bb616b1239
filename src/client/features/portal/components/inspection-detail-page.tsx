// /user/inspections/{id}: one order with its agreement, payments and reports (being built).
export function InspectionDetailPage() {
  return null;
}
