// Reserve Now and a calendar click store the slot id (and the inspector it was listed for, none:
// any inspector); the order form reads them back (stored-slot.ts: a module of its own, so the
// home page's script, which stores one from a Reserve link, does not carry the reading).
export const KEY = 'selectedSlotId';
export const INSPECTOR_KEY = 'selectedInspectorId';

export const positive = (raw: string | null) => {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export function storeSelectedSlotId(id: number, inspectorId: number | null = null): void {
  try {
    localStorage.setItem(KEY, String(id));
    if (inspectorId === null) localStorage.removeItem(INSPECTOR_KEY);
    else localStorage.setItem(INSPECTOR_KEY, String(inspectorId));
  } catch {
    // Storage can be full or blocked (private mode); the order form then preselects a slot.
  }
}

/** A Reserve link's address: it carries the slot, for a press before the page's code runs. */
export function reserveHref(to: string, slotId: number, inspectorId: number | null): string {
  return `${to}?slot=${slotId}${inspectorId === null ? '' : `&inspector=${inspectorId}`}`;
}

/**
 * Run before the app starts: a Reserve link followed before the page's code ran (or without
 * scripts) brought its slot in the address; it is stored as a click would, and the address is
 * left clean.
 */
export function takeSlotFromAddress(): void {
  const url = new URL(window.location.href);
  const slotId = positive(url.searchParams.get('slot'));
  if (slotId === undefined) return;
  storeSelectedSlotId(slotId, positive(url.searchParams.get('inspector')) ?? null);
  url.searchParams.delete('slot');
  url.searchParams.delete('inspector');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
