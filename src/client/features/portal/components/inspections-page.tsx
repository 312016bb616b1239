// /user/inspections: the customer's orders, upcoming first (being built).
export function InspectionsPage() {
  return null;
}
