import { INSPECTOR_KEY, KEY, positive } from './selected-slot';

// The slot a Reserve link or a calendar click stored, read back by the booking pages.

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
