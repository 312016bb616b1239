import { z } from 'zod';
import { normalizeEmail } from '../email-address';
import { limitedString, limitedText, MAX_EMAIL_LENGTH } from '../limited-text';

// The sign-in rules and words shared by the login page and the server (docs/sign-in.md).
/** Digits of the code a sign-in e-mail carries beside its link. */
export const LOGIN_CODE_LENGTH = 6;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your e-mail address.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address.';
export const EMAIL_TOO_LONG_MESSAGE = `An e-mail address has at most ${MAX_EMAIL_LENGTH} characters.`;
export const CODE_INVALID_MESSAGE = `Please enter a valid ${LOGIN_CODE_LENGTH}-digit code`;

/** The answer to a link request: the same whether or not the e-mail has an account, so it reveals none. */
export const LOGIN_LINK_SENT_MESSAGE = `If an account exists for that e-mail, we sent a sign-in link and a ${LOGIN_CODE_LENGTH}-digit code. Check your inbox.`;

// What the login page shows when something goes wrong.
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Try again.';
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed. Try again.';

// "Must look like {email} with no spaces": something@something.something, nothing blank inside.
// Linear: the domain's first character, then up to its first dot after that, then the rest, so
// no two quantifiers can trade characters (the old `[^\s@]+\.[^\s@]+` took seconds on 64 KB).
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

export const loginEmailSchema = limitedText(MAX_EMAIL_LENGTH, {
  invalid: EMAIL_REQUIRED_MESSAGE,
  tooLong: EMAIL_TOO_LONG_MESSAGE,
})
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .regex(LOGIN_EMAIL_PATTERN, EMAIL_INVALID_MESSAGE)
  .transform(normalizeEmail);

export const loginLinkRequestSchema = z.object({ email: loginEmailSchema });

export const loginCodeSchema = limitedText(LOGIN_CODE_LENGTH, { invalid: CODE_INVALID_MESSAGE })
  .length(LOGIN_CODE_LENGTH, CODE_INVALID_MESSAGE)
  .regex(/^\d+$/, CODE_INVALID_MESSAGE);

export const loginCodeRequestSchema = z.object({ code: loginCodeSchema });

/** Link tokens are 32 random bytes in base64url: 43 characters. */
export const loginTokenSchema = limitedString(43).regex(/^[\w-]{43}$/);

export function isValidLoginCode(code: string): boolean {
  return loginCodeSchema.safeParse(code).success;
}

/** GET and POST authenticate.php answer this shape. */
export const authenticateAnswerSchema = z.strictObject({
  success: z.boolean(),
  message: z.string(),
});
export type AuthenticateAnswer = z.infer<typeof authenticateAnswerSchema>;

/** GET session.php: the signed-in user, or an object without user_id when signed out. */
export const sessionAnswerSchema = z.strictObject({
  user_id: z.number().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  roles: z.array(z.string()).optional(),
  email: z.string().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST logout.php. */
export const logoutAnswerSchema = z.strictObject({ success: z.literal(true) });
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

export { ADMINISTRATOR_ROLE } from './roles';
