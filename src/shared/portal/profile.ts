import { z } from 'zod';
import { loginCodeSchema, loginEmailSchema, LOGIN_CODE_LENGTH } from '../auth/login';
import { flag, phoneNumber, requiredText } from '../booking/field-rules';
import { MESSAGES } from '../booking/messages';

// /user/profile: the same name and phone rules as checkout, the e-mail rule of sign-in, and the
// words both sides show.

export const profileSchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired, 100),
  lastName: requiredText(MESSAGES.lastNameRequired, 100),
  phone: phoneNumber,
  // Texts about my inspections to this phone; unticked withdraws. Optional: older clients.
  textConsent: flag.optional(),
});
export type ProfileValues = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;

export const emailChangeRequestSchema = z.object({ email: loginEmailSchema });
export const emailChangeConfirmSchema = z.object({ code: loginCodeSchema });

/** GET profile.php */
export const profileAnswerSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The new address a code was sent to and not yet confirmed, if any. */
  pendingEmail: z.string().nullable(),
  /** Texts go to this phone: its owner agreed and did not answer STOP. */
  textConsent: z.boolean(),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** POST profile.php */
export const profileSavedSchema = z.strictObject({ message: z.string() });
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

/** POST email_change.php: the code is sent to the new address. */
export const emailChangeSentSchema = z.strictObject({
  message: z.string(),
  pendingEmail: z.string(),
});
export type EmailChangeSent = z.infer<typeof emailChangeSentSchema>;

/** POST email_change_confirm.php */
export const emailChangedSchema = z.strictObject({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

export const EMAIL_CODE_MINUTES = 15;

export const PROFILE_MESSAGES = {
  saved: 'Your profile is saved.',
  codeSent: (email: string) =>
    `We sent a ${LOGIN_CODE_LENGTH}-digit code to ${email}. Enter it below to confirm the new address; it works for ${EMAIL_CODE_MINUTES} minutes.`,
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  sameEmail: 'That is already your e-mail address.',
  emailTaken: 'That e-mail address belongs to another account. Please choose a different address.',
  codeWrong: 'That code is not correct.',
  codeDead: 'This code has expired or was already used. Please ask for a new one.',
  codeTooMany: 'Too many wrong codes. Please ask for a new code.',
  tooManyRequests: 'Too many e-mail change requests. Please wait an hour and try again.',
} as const;
