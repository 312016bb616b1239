import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Secrets are ≥128 random bits, only their hashes are stored, and comparisons run in
// constant time.

/** 32 random bytes (256 bits) as 43 base64url characters: session cookies and link tokens. */
export function newRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

export const RANDOM_TOKEN_PATTERN = /^[\w-]{43}$/;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Constant-time equality of two strings (false at once only when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The XSRF-TOKEN value of a session: an HMAC bound to it (signed double-submit). */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

// An anonymous visitor's cookie: a random id, its expiry (seconds) and an HMAC of both, so it is
// checked without a database row and cannot be forged or stretched.
const ANONYMOUS_COOKIE_PATTERN = /^([\w-]{43})\.(\d{1,12})\.([\w-]{43})$/;
const ANONYMOUS_COOKIE_MAX_LENGTH = 43 + 1 + 12 + 1 + 43;

const anonymousMac = (secret: string, random: string, expires: string) =>
  createHmac('sha256', secret).update(`anonymous-session:${random}:${expires}`).digest('base64url');

export function anonymousCookieValue(secret: string, random: string, expiresAtMs: number): string {
  const expires = String(Math.floor(expiresAtMs / 1000));
  return `${random}.${expires}.${anonymousMac(secret, random, expires)}`;
}

/** The random id and expiry of a genuine anonymous cookie, or null. */
export function readAnonymousCookie(
  secret: string,
  value: string,
): { random: string; expiresAtMs: number } | null {
  if (value.length > ANONYMOUS_COOKIE_MAX_LENGTH) return null;
  const match = ANONYMOUS_COOKIE_PATTERN.exec(value);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if (!safeEqual(match[3], anonymousMac(secret, match[1], match[2]))) return null;
  return { random: match[1], expiresAtMs: Number(match[2]) * 1000 };
}
