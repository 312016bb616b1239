import { useCallback, useEffect, useState } from 'react';
import {
  type Cart,
  cartExpiresAt,
  isCartExpired,
  parseStoredCart,
} from '../../../shared/booking/cart';

// The cart lives in local storage (no account needed) and expires 60 minutes after its last save.
const KEY = 'cart';

/** The stored cart, or undefined when there is none, it is malformed or it has expired (then cleared). */
export function loadCart(now = new Date()): Cart | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let cart: Cart | undefined;
  try {
    cart = parseStoredCart(JSON.parse(raw));
  } catch {
    cart = undefined;
  }
  if (!cart || isCartExpired(cart, now)) {
    // Quietly: this runs while components render, and every reader sees the same answer.
    removeStored();
    return undefined;
  }
  return cart;
}

// Reading the cart the first time builds its schemas (zod), most of the read's time: the browser
// reads it once in a task of its own as soon as this code has loaded, so that the render (the
// checkout) or the effect (the order form) that reads it next finds them built (decision 097).
if (typeof window !== 'undefined') setTimeout(() => loadCart());

export function saveCart(cart: Cart): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(cart));
  } catch {
    // Storage full or blocked: the cart then lives only as long as the page.
  }
  notify();
}

function removeStored(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see saveCart
  }
}

export function clearCart(): void {
  removeStored();
  notify();
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The cart, kept current: it disappears by itself when it expires while the page is open. */
export function useCart(): [Cart | undefined, (cart: Cart) => void] {
  const [cart, setCart] = useState(() => loadCart());
  useEffect(() => {
    const reload = () => setCart(loadCart());
    listeners.add(reload);
    window.addEventListener('storage', reload);
    return () => {
      listeners.delete(reload);
      window.removeEventListener('storage', reload);
    };
  }, []);
  useEffect(() => {
    if (!cart) return;
    const timer = setTimeout(
      () => setCart(loadCart()),
      Math.max(0, cartExpiresAt(cart) - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [cart]);
  const save = useCallback((next: Cart) => saveCart(next), []);
  return [cart, save];
}
