import { ApiError, apiPost } from './api';

/** What spending a link's token gives: the server's answer, why the link is dead, or a message. */
export type LinkOutcome<T, R extends string> =
  | { kind: 'open'; answer: T }
  | { kind: 'dead'; reason: R | 'unknown' }
  | { kind: 'error'; message: string };

/** The e-mailed links' pages share this call: POST the token (CSRF); a 404 says why it is dead. */
export async function openLink<T, R extends string>(
  path: string,
  token: string,
  tryAgain: string,
): Promise<LinkOutcome<T, R>> {
  try {
    return { kind: 'open', answer: await apiPost<T>(path, { token }) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error', message: tryAgain };
    const body = error.json<{ error?: string; reason?: R }>();
    if (error.status === 404) return { kind: 'dead', reason: body?.reason ?? 'unknown' };
    return { kind: 'error', message: body?.error ?? tryAgain };
  }
}
