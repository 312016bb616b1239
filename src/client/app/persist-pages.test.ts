import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistPages } from './persist-pages';

/** Session storage as the browser gives it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const contact = { slug: 'contact', title: 'Contact Us', content: '<p>Call us.</p>' };

describe('the session-storage copy of the content pages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the page already shown when it loads, with no later change to wait for', async () => {
    const client = new QueryClient();
    client.setQueryData(['pages', 'contact'], contact);
    client.setQueryData(['slots', 'upcoming'], []);
    const storage = memoryStorage();
    await persistPages(client, storage);
    await vi.advanceTimersByTimeAsync(1000); // the storage writes are throttled
    const saved = storage.getItem('site-cache') ?? '';
    expect(saved).toContain('"contact"');
    expect(saved).not.toContain('"slots"');
  });

  it('gives the next page load the stored answer at once', async () => {
    const storage = memoryStorage();
    const first = new QueryClient();
    first.setQueryData(['pages', 'contact'], contact);
    await persistPages(first, storage);
    await vi.advanceTimersByTimeAsync(1000);
    const next = new QueryClient();
    await persistPages(next, storage);
    expect(next.getQueryData(['pages', 'contact'])).toEqual(contact);
  });
});
