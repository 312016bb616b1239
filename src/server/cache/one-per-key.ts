/**
 * One value per key, made on first use and dropped with its key (a WeakMap): each app's database
 * handle, and each test app's, keeps copies of its own that never outlive it.
 */
export class OnePerKey<K extends object, V> {
  private readonly values = new WeakMap<K, V>();

  constructor(private readonly make: (key: K) => V) {}

  /** The key's value, made now when it has none. */
  of(key: K): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = this.make(key);
      this.values.set(key, value);
    }
    return value;
  }

  /** The key's value when one was made; none is made. */
  made(key: K): V | undefined {
    return this.values.get(key);
  }
}
