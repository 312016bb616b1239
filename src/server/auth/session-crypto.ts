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
