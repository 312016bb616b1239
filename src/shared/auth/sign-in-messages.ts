import { MAX_EMAIL_LENGTH } from '../schema-fields';

// Every word of signing in: the login page's checks and failures, and the server's refusals.

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

/** The answer to a link or code that signed the browser in. */
export const SIGNED_IN_MESSAGE = 'You are signed in.';

export const TOO_MANY_FROM_IP =
  'Too many sign-in requests from your network. Please wait an hour and try again.';

export const LINK_INVALID =
  'This sign-in link is invalid, expired or already used. Please request a new one.';
export const LINK_NEEDS_BUTTON =
  'To sign in, open the link from the e-mail again and press the Sign in button.';
export const CODE_WRONG = 'That code is not correct.';
export const CODE_DEAD = 'This code has expired or was already used. Please request a new one.';
export const CODE_TOO_MANY = 'Too many wrong codes. Please request a new sign-in code.';
/** A client that sent too many wrong codes waits; the e-mailed link still works. */
export const codesLockedMessage = (minutes: number) =>
  `Too many wrong codes were entered from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or use the sign-in link in the e-mail.`;
