import type { NamedRealtor } from '../../../shared/agents/agent-realtor';

// What this tab remembers of a booking: the reservation just made (/thank-you/{id} shows it even
// when the server's copy cannot be read, e.g. the session cookie was blocked) and the agent a
// client's booking is made for.
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

// "Book for a client" on /agent: the agent, kept for this tab, fills the checkout's realtor
// fields until an order is placed.
const FOR_CLIENT_KEY = 'bookingForClient';

export function startBookingForClient(agent: NamedRealtor): void {
  try {
    sessionStorage.setItem(FOR_CLIENT_KEY, JSON.stringify(agent));
  } catch {
    // Storage blocked: the checkout then starts blank, as for anyone.
  }
}

/** The agent a client's booking is made for, if one was started in this tab. */
export function bookingForClient(): NamedRealtor | undefined {
  try {
    const v = JSON.parse(
      sessionStorage.getItem(FOR_CLIENT_KEY) ?? 'null',
    ) as Partial<NamedRealtor> | null;
    const text = (s: unknown) => (typeof s === 'string' ? s : '');
    return v && typeof v.email === 'string'
      ? { name: text(v.name), email: v.email, phone: text(v.phone), agency: text(v.agency) }
      : undefined;
  } catch {
    return undefined;
  }
}

export function endBookingForClient(): void {
  try {
    sessionStorage.removeItem(FOR_CLIENT_KEY);
  } catch {
    // Nothing kept.
  }
}
