// Reserve Now and a calendar click store the slot id (and the inspector it was listed for, none:
// any inspector); the order form reads them back.
const KEY = 'selectedSlotId';
const INSPECTOR_KEY = 'selectedInspectorId';

const positive = (raw: string | null) => {
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

export function readSelectedSlotId(): number | undefined {
  try {
    return positive(localStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

/** The inspector the stored slot was chosen under (null: any inspector). */
export function readSelectedInspectorId(): number | null {
  try {
    return positive(localStorage.getItem(INSPECTOR_KEY)) ?? null;
  } catch {
    return null;
  }
}

export function clearSelectedSlotId(): void {
  try {
    localStorage.removeItem(KEY);
    localStorage.removeItem(INSPECTOR_KEY);
  } catch {
    // see storeSelectedSlotId
  }
}
