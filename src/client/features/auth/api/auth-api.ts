import {
  type AuthenticateAnswer,
  type LogoutAnswer,
  LOGIN_FAILED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
} from '../../../../shared/auth/login';
import { ApiError, apiPost, apiPostText } from '../../../lib/api';

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** The words of an error body: a JSON `{error}` or `{message}` gives its text, else the body. */
function serverText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: shown as it is
  }
  return body;
}

/** POST request_login_link.php; a failure shows the server's text, or our words when it has none. */
export async function requestLoginLink(email: string): Promise<Outcome> {
  try {
    return { ok: true, message: await apiPostText('request_login_link.php', { email }) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
    if (error.status === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE };
    const text = error.body.trim() ? serverText(error.body).trim() : '';
    return { ok: false, message: text || UNEXPECTED_ERROR_MESSAGE };
  }
}

/**
 * POST authenticate.php {token}, from the link page's button (opening the link spends nothing);
 * a failure shows the server message, a transport error not.
 */
export async function signInWithToken(token: string): Promise<Outcome> {
  try {
    const answer = await apiPost<AuthenticateAnswer>('authenticate.php', { token });
    return answer.success
      ? { ok: true, message: answer.message }
      : { ok: false, message: answer.message || LOGIN_FAILED_MESSAGE };
  } catch (error) {
    const answer =
      error instanceof ApiError ? error.json<Partial<AuthenticateAnswer>>() : undefined;
    if (answer?.success === false && answer.message) return { ok: false, message: answer.message };
    return { ok: false, message: LOGIN_FAILED_MESSAGE };
  }
}

/**
 * POST authenticate.php {code}: the text answer is parsed as JSON with success. A plain failure
 * (wrong, expired or used code) shows our fixed words; an error answer shows the server text.
 */
export async function verifyCode(code: string): Promise<Outcome> {
  try {
    const answer = JSON.parse(
      await apiPostText('authenticate.php', { code }),
    ) as AuthenticateAnswer;
    return answer.success
      ? { ok: true, message: answer.message }
      : { ok: false, message: VERIFICATION_FAILED_MESSAGE };
  } catch (error) {
    const text =
      error instanceof ApiError && error.body.trim() ? serverText(error.body).trim() : '';
    return { ok: false, message: text || VERIFICATION_FAILED_MESSAGE };
  }
}

/** POST logout.php with an empty object; throws when it fails. */
export async function logout(): Promise<void> {
  await apiPost<LogoutAnswer>('logout.php', {});
}
