// Reserve Now and a calendar click store the slot id; the order form reads it back.
const KEY = 'selectedSlotId';

export function storeSelectedSlotId(id: number): void {
  try {
    localStorage.setItem(KEY, String(id));
  } catch {
    // Storage can be full or blocked (private mode); the order form then preselects a slot.
  }
}

export function readSelectedSlotId(): number | undefined {
  try {
    const value = Number.parseInt(localStorage.getItem(KEY) ?? '', 10);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function clearSelectedSlotId(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see storeSelectedSlotId
  }
}
