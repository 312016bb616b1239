/**
 * A schema built on first use: `build` runs the first time anything reads the schema (a parse, a
 * method, another schema that embeds it), then every use goes to the one schema it made. A page
 * that loads the order rules pays for the schemas it uses, when it uses them, not for all of them
 * while its code starts (decision 086). Everything the schema answers is the built schema's own,
 * so validation is the same as building it at once.
 */
/*#__NO_SIDE_EFFECTS__*/
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  // The proxy's own target stays empty: the schema's properties are answered from the built one
  // (reported configurable, which an empty target requires of a proxy).
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
