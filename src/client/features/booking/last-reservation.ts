// The reservation just made, kept for this tab: /thank-you/{id} shows it even when the server's
// copy cannot be read (e.g. the session cookie was blocked).
const KEY = 'lastReservation';

export interface LastReservation {
  id: number;
  start: string;
  title: string;
}

export function rememberReservation(r: LastReservation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    // Storage blocked: the page then relies on the server alone.
  }
}

export function recalledReservation(id: number): LastReservation | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as LastReservation | null;
    return value && value.id === id && typeof value.start === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
