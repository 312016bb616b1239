import type { NamedRealtor } from '../../../shared/agents/agent-realtor';

// "Book for a client" on /agent: the agent, kept for this tab, fills the checkout's realtor
// fields until an order is placed.
const KEY = 'bookingForClient';

export function startBookingForClient(agent: NamedRealtor): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(agent));
  } catch {
    // Storage blocked: the checkout then starts blank, as for anyone.
  }
}

/** The agent a client's booking is made for, if one was started in this tab. */
export function bookingForClient(): NamedRealtor | undefined {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<NamedRealtor> | null;
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
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
