import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` gets: off, a count of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const OFF = new Set(['false', '0', 'off', 'no']);
const TRUST_ALL = new Set(['true', 'on', 'yes']);
// Names proxy-addr (Fastify's resolver) understands for the private and loopback ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 20;

const TRUST_ALL_MESSAGE =
  '"true" would believe every X-Forwarded-For hop, so any client could forge its address: ' +
  'set the number of proxies in front of the site (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const slash = entry.indexOf('/');
  if (slash < 0) return false;
  const version = isIP(entry.slice(0, slash));
  const bits = entry.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe for the client's address (rate limits use
 * it). `false`, a hop count, or a comma-separated list of proxy addresses/CIDRs; `true` is refused.
 */
export const trustProxySetting = z
  .string()
  .max(2000)
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (OFF.has(value)) return false;
    if (TRUST_ALL.has(value)) {
      ctx.addIssue({ code: 'custom', message: TRUST_ALL_MESSAGE });
      return z.NEVER;
    }
    if (/^\d{1,3}$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_HOPS} proxy hops` });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isAddressOrRange(e));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${bad.slice(0, 60)}" is not an IP address or CIDR range: set false, the number of proxies in front of the site (e.g. 1), or their comma-separated addresses`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify refuses a bare hop count (it fails closed), so a
 * count becomes the function proxy-addr calls per hop, nearest first: believe the first `n`.
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
