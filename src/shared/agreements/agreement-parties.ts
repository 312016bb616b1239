// Who an agreement names, read from the order's checkout (stored as JSON, so every field is checked).

type CheckoutDoc = Partial<Record<string, unknown>>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const fullName = (first: unknown, last: unknown) => `${text(first)} ${text(last)}`.trim();

/**
 * The buyers on the order: the customer, the customer named for the mailing address when one was
 * given (an agent may book for the buyer), and the second buyer. Any of them may sign.
 */
export function buyerNamesOf(checkout: CheckoutDoc): string[] {
  const names = [fullName(checkout.firstName, checkout.lastName)];
  if (checkout.differentCustomerAddress === true)
    names.push(fullName(checkout.customerFirstName, checkout.customerLastName));
  if (checkout.addSecondBuyer === true)
    names.push(fullName(checkout.secondBuyerFirst, checkout.secondBuyerLast));
  const seen = new Set<string>();
  return names.filter((n) => n !== '' && !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
}

/** The realtor as named on the order ('' when none): the customer when they are the agent. */
export function realtorNameOf(checkout: CheckoutDoc): string {
  if (checkout.realtorAccess === 'agent') return fullName(checkout.firstName, checkout.lastName);
  return fullName(checkout.realtorFirstName, checkout.realtorLastName);
}
