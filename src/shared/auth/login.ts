import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { normalizeEmail } from '../email-address';
import { limitedString, limitedText, MAX_EMAIL_LENGTH } from '../schema-fields';
import {
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  CODE_INVALID_MESSAGE,
  LOGIN_CODE_LENGTH,
} from './sign-in-messages';

// The sign-in rules shared by the login page and the server (docs/sign-in.md); their words are
// in sign-in-messages.ts.

export {
  LOGIN_CODE_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  CODE_INVALID_MESSAGE,
  LOGIN_LINK_SENT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
} from './sign-in-messages';

// "Must look like {email} with no spaces": something@something.something, nothing blank inside.
// Linear: the domain's first character, then up to its first dot after that, then the rest, so
// no two quantifiers can trade characters (the old `[^\s@]+\.[^\s@]+` took seconds on 64 KB).
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

export const loginEmailSchema = lazySchema(() =>
  limitedText(MAX_EMAIL_LENGTH, {
    invalid: EMAIL_REQUIRED_MESSAGE,
    tooLong: EMAIL_TOO_LONG_MESSAGE,
  })
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .regex(LOGIN_EMAIL_PATTERN, EMAIL_INVALID_MESSAGE)
    .transform(normalizeEmail),
);

export const loginLinkRequestSchema = lazySchema(() => z.object({ email: loginEmailSchema }));

export const loginCodeSchema = lazySchema(() =>
  limitedText(LOGIN_CODE_LENGTH, { invalid: CODE_INVALID_MESSAGE })
    .length(LOGIN_CODE_LENGTH, CODE_INVALID_MESSAGE)
    .regex(/^\d+$/, CODE_INVALID_MESSAGE),
);

export const loginCodeRequestSchema = lazySchema(() => z.object({ code: loginCodeSchema }));

/** Link tokens are 32 random bytes in base64url: 43 characters. */
export const loginTokenSchema = lazySchema(() => limitedString(43).regex(/^[\w-]{43}$/));

export function isValidLoginCode(code: string): boolean {
  return loginCodeSchema.safeParse(code).success;
}

/** GET and POST authenticate.php answer this shape. */
export const authenticateAnswerSchema = lazySchema(() =>
  z.strictObject({
    success: z.boolean(),
    message: z.string(),
  }),
);
export type AuthenticateAnswer = z.infer<typeof authenticateAnswerSchema>;

/** GET session.php: the signed-in user, or an object without user_id when signed out. */
export const sessionAnswerSchema = lazySchema(() =>
  z.strictObject({
    user_id: z.number().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    roles: z.array(z.string()).optional(),
    email: z.string().optional(),
  }),
);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST logout.php. */
export const logoutAnswerSchema = lazySchema(() => z.strictObject({ success: z.literal(true) }));
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

export { ADMINISTRATOR_ROLE } from './roles';
