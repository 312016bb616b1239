// The buyer's deadline typed at the checkout, kept in this browser so the time pickers can mark
// the times that leave less than a day before it.

const KEY = 'inspectionDeadline';

export function storeDeadline(deadline: string): void {
  if (deadline) localStorage.setItem(KEY, deadline);
  else localStorage.removeItem(KEY);
}

export function readDeadline(): string {
  if (typeof window === 'undefined') return '';
  return localStorage.getItem(KEY) ?? '';
}
