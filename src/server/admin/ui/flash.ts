import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FlashTone } from './admin-page';
import type { Flash } from './admin-layout';

// Redirect-after-post: the message travels in a short-lived cookie read once by the next page.
const COOKIE = 'admin_flash';
const TONES: readonly FlashTone[] = ['success', 'danger', 'info', 'warning'];

/** Like the session cookie: Secure whenever the site is served over HTTPS. */
function cookieOptions(reply: FastifyReply) {
  const secure = reply.server.env.PUBLIC_URL.startsWith('https:');
  return { path: '/cms-admin/', httpOnly: true, sameSite: 'lax', secure } as const;
}

export function setFlash(reply: FastifyReply, flash: Flash): void {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  reply.setCookie(COOKIE, value, { ...cookieOptions(reply), maxAge: 60 });
}

/** The pending message, if any, cleared as it is read. Malformed cookies are ignored. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash | undefined {
  const raw = request.cookies[COOKIE];
  if (!raw) return undefined;
  reply.clearCookie(COOKIE, cookieOptions(reply));
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flash>;
    if (typeof parsed.message !== 'string' || !TONES.includes(parsed.tone as FlashTone))
      return undefined;
    return { message: parsed.message.slice(0, 500), tone: parsed.tone as FlashTone };
  } catch {
    return undefined;
  }
}
