import fc from 'fast-check';
import type { Identity, Seeds } from './fuzz-world';
import {
  badPercent,
  CONTENT_TYPES,
  hostileJsonText,
  hostileValue,
  invalidUtf8,
  trickyString,
} from './hostile-values';
import type { ServedRoute } from './route-list';

// The requests the fuzzer sends: each route's real method, path and seeds (valid bodies, queries
// and admin forms), with hostile values swapped in, keys added or dropped, and broken encodings.

export interface FuzzRequest {
  route: ServedRoute;
  method: string;
  url: string;
  identity: Identity;
  csrf: 'header' | 'field' | 'missing' | 'wrong';
  contentType?: string;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Stands for the session's token in a form body; the runner puts the real one in. */
export const CSRF_PLACEHOLDER = 'CSRFTOKEN0PLACEHOLDER';

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every path into a JSON value (the value itself is []). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const own = [prefix];
  if (isObject(value))
    for (const [k, v] of Object.entries(value)) own.push(...pathsOf(v, [...prefix, k]));
  return own;
}

function setAt(value: unknown, path: string[], next: unknown, remove: boolean): unknown {
  if (path.length === 0) return next;
  const [head = '', ...rest] = path;
  const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
  if (remove && rest.length === 0) delete copy[head];
  else copy[head] = setAt(copy[head], rest, next, remove);
  return copy;
}

/** A seed with hostile values at up to three of its paths, or some keys dropped. */
function mutated(seed: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(seed);
  const edit = fc.record({ at: fc.nat(), value: hostileValue, remove: fc.boolean() });
  return fc
    .array(edit, { minLength: 1, maxLength: 3 })
    .map((edits) =>
      edits.reduce(
        (body, e) => setAt(body, paths[e.at % paths.length] ?? [], e.value, e.remove),
        seed,
      ),
    );
}

/** JSON text with a prototype key spliced in beside the body's own keys. */
const withProtoKey = (text: string, key: string, value: unknown) =>
  text.startsWith('{') && text.length > 2
    ? `{"${key}":${JSON.stringify(value)},${text.slice(1)}`
    : text;

/** Percent-encodes text as a browser would (lone surrogates become U+FFFD's bytes). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[\w.~-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const formText = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

const textOf = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A query: a seed's keys with hostile values, extra or prototype keys, and broken escapes. */
function queryFor(seeds: Record<string, string>[]): fc.Arbitrary<string> {
  const base = seeds.length ? fc.constantFrom(...seeds) : fc.constant({});
  const pairs = base.chain((seed) =>
    fc
      .tuple(
        fc.array(fc.tuple(fc.nat(), hostileValue), { maxLength: 2 }),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...PROTO_KEYS, 'a[b]', 'a[]'), trickyString),
            trickyString,
          ),
          {
            maxLength: 2,
          },
        ),
      )
      .map(([edits, extra]) => {
        const list: [string, string][] = Object.entries(seed);
        for (const [at, value] of edits)
          if (list.length)
            list[at % list.length] = [list[at % list.length]?.[0] ?? '', textOf(value)];
        return [...list, ...extra];
      }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: pairs.map(formText) },
    {
      weight: 1,
      arbitrary: fc.tuple(pairs.map(formText), badPercent).map(([q, bad]) => `${q}&x=${bad}`),
    },
    { weight: 1, arbitrary: badPercent },
  );
}

/** The route's path, sometimes bent: broken escapes, doubled or trailing slashes. */
function pathFor(url: string): fc.Arbitrary<string> {
  const filled = url.replace(/:\w+/g, '1').replace(/\*/g, 'x');
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(filled) },
    { weight: 1, arbitrary: badPercent.map((bad) => `${filled}${bad}`) },
    {
      weight: 1,
      arbitrary: badPercent.map((bad) =>
        filled.replace(/\/[^/]*$/, (last) => `/${bad}${last.slice(1)}`),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(`${filled}/`, filled.replace('/', '//'), `${filled};x`),
    },
  );
}

type Body = Pick<FuzzRequest, 'contentType' | 'payload'>;

/** The body of a route with JSON seeds: a seed as is, mutated, with prototype keys, or raw junk. */
function jsonBody(seeds: unknown[]): fc.Arbitrary<Body> {
  const seed = seeds.length ? fc.constantFrom(...seeds) : fc.constant({});
  const json = (text: fc.Arbitrary<string>) =>
    text.map((payload): Body => ({ contentType: 'application/json', payload }));
  return fc.oneof(
    { weight: 2, arbitrary: json(seed.map((s) => JSON.stringify(s))) },
    { weight: 8, arbitrary: json(seed.chain(mutated).map((b) => JSON.stringify(b) ?? '')) },
    {
      weight: 1,
      arbitrary: json(
        fc
          .tuple(seed, fc.constantFrom(...PROTO_KEYS), hostileValue)
          .map(([s, key, value]) => withProtoKey(JSON.stringify(s), key, value)),
      ),
    },
    { weight: 2, arbitrary: json(hostileJsonText) },
    { weight: 1, arbitrary: otherBody(seed) },
  );
}

/** The same data under another or a wrong content type, or bytes that are not UTF-8. */
function otherBody(seed: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    fc
      .tuple(seed, fc.constantFrom(...CONTENT_TYPES))
      .map(([s, contentType]) => ({ contentType, payload: JSON.stringify(s) })),
    invalidUtf8.map((payload) => ({ contentType: 'application/json', payload })),
    invalidUtf8.map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload })),
    fc.constant({}),
    fc.constant({ contentType: 'application/json', payload: '' }),
  );
}

/** An admin form post: the page's real fields with hostile values, as a browser encodes it. */
function formBody(forms: Seeds['forms'][string]): fc.Arbitrary<Body> {
  const form = fc.constantFrom(...forms);
  const edits = fc.array(fc.tuple(fc.nat(), hostileValue, fc.boolean()), { maxLength: 3 });
  const pairs = fc.tuple(form, edits, fc.boolean()).map(([f, list, extra]) => {
    const fields = f.fields.map(([k, v]): [string, string] => [
      k,
      k === '_csrf' ? CSRF_PLACEHOLDER : v,
    ]);
    for (const [at, value, repeat] of list) {
      const [name = 'x'] = fields[at % Math.max(fields.length, 1)] ?? [];
      if (name === '_csrf') continue;
      if (repeat) fields.push([name, textOf(value)]);
      else fields[at % fields.length] = [name, textOf(value)];
    }
    if (extra) fields.push(['__proto__', 'x'], ['constructor[prototype][x]', '1']);
    return fields;
  });
  const urlencoded = 'application/x-www-form-urlencoded';
  return fc.oneof(
    { weight: 8, arbitrary: pairs.map((p) => ({ contentType: urlencoded, payload: formText(p) })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(pairs, badPercent)
        .map(([p, bad]) => ({ contentType: urlencoded, payload: `${formText(p)}&note=${bad}` })),
    },
    {
      weight: 1,
      arbitrary: pairs.map((p) => ({
        contentType: 'application/json',
        payload: JSON.stringify(Object.fromEntries(p)),
      })),
    },
    { weight: 1, arbitrary: otherBody(pairs.map((p) => Object.fromEntries(p))) },
  );
}

const MAX_URL = 16 * 1024 - 200;
const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** One request against one of the app's routes. */
export function fuzzRequest(routes: ServedRoute[], seeds: Seeds) {
  return fc.constantFrom(...routes).chain((route) => {
    const key = `${route.method} ${route.url}`;
    const isAdminPage =
      route.url.startsWith('/cms-admin/') && !route.url.startsWith('/cms-admin/api/');
    const write = route.method !== 'GET' && route.method !== 'HEAD';
    const forms = seeds.forms[key];
    const body: fc.Arbitrary<Body> = !write
      ? fc.constant({})
      : forms?.length
        ? formBody(forms)
        : jsonBody(seeds.json[key] ?? []);
    const query = write
      ? fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryFor([]) })
      : queryFor(seeds.query[key] ?? []);
    return fc
      .record({
        route: fc.constant(route),
        method: fc.oneof(
          { weight: 20, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
        ),
        // Node refuses a request head over 16 KB (431) before any app code: no longer URL arrives.
        url: fc
          .tuple(pathFor(route.url), query)
          .map(([path, q]) => (q ? `${path}?${q}` : path).slice(0, MAX_URL)),
        identity: fc.oneof(
          { weight: isAdminPage ? 12 : 3, arbitrary: fc.constant<Identity>('admin') },
          { weight: 3, arbitrary: fc.constantFrom<Identity>('visitor', 'customer') },
          { weight: 1, arbitrary: fc.constant<Identity>('none') },
        ),
        csrf: fc.oneof(
          {
            weight: 12,
            arbitrary: fc.constant(forms?.length ? ('field' as const) : ('header' as const)),
          },
          { weight: 1, arbitrary: fc.constantFrom('missing' as const, 'wrong' as const) },
        ),
        body,
        remoteAddress: fc
          .tuple(fc.nat(255), fc.nat(255))
          .map(([a, b]) => `10.${a}.${b}.${(a + b) % 250}`),
      })
      .map(({ body: b, ...rest }): FuzzRequest => ({ ...rest, ...b }));
  });
}
