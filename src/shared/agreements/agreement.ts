import { z } from 'zod';
import { instant, limitedString, limitedText, rowId } from '../schema-fields';

/** The content page whose text customers sign (edited in Content like any page). */
export const AGREEMENT_SLUG = 'inspection-agreement';

export const AGREEMENT_MESSAGES = {
  nameRequired: 'Type your full name.',
  nameMismatch: 'Type your full name as on the order.',
  agreeRequired: 'Tick the box to agree to the inspection agreement.',
  cancelled: 'This inspection was cancelled, so its agreement cannot be signed.',
  unavailable: 'The inspection agreement is not available right now. Please contact us to sign it.',
  textChanged:
    'The inspection agreement was changed while you were reading it. Please read the new text and sign again.',
  orderNotFound: 'Inspection not found.',
  notSigned: 'This agreement has not been signed yet.',
  tooManyTries: 'Too many signing attempts. Please wait a few minutes and try again.',
} as const;

const MAX_NAME_LENGTH = 200;

/** POST sign_agreement.php: the typed name, the box, and the hash of the text the customer read. */
export const signAgreementSchema = z.object({
  order_id: z.number().int().positive().max(2_147_483_647),
  full_name: limitedText(MAX_NAME_LENGTH, { invalid: AGREEMENT_MESSAGES.nameRequired }).min(1, {
    error: AGREEMENT_MESSAGES.nameRequired,
  }),
  agree: z.literal(true, { error: AGREEMENT_MESSAGES.agreeRequired }),
  text_sha256: limitedString(64).regex(/^[0-9a-f]{64}$/),
});
export type SignAgreementRequest = z.infer<typeof signAgreementSchema>;

/** The panel's form: what the customer types and ticks. */
export const agreementFormSchema = z.object({
  fullName: limitedText(MAX_NAME_LENGTH, { invalid: AGREEMENT_MESSAGES.nameRequired }).min(1, {
    error: AGREEMENT_MESSAGES.nameRequired,
  }),
  agree: z.boolean().refine((v) => v, { error: AGREEMENT_MESSAGES.agreeRequired }),
});
export type AgreementFormInput = z.input<typeof agreementFormSchema>;
export type AgreementFormValues = z.output<typeof agreementFormSchema>;

/** The signed record as the customer and the administrator see it (sign_agreement.php's answer). */
export const signedAgreementSchema = z.strictObject({
  orderId: rowId,
  signedName: z.string(),
  signedAt: instant,
  ip: z.string(),
  userAgent: z.string(),
  textSha256: z.string(),
  title: z.string(),
  /** The exact (sanitised) HTML that was signed. */
  content: z.string(),
  buyerNames: z.array(z.string()),
  realtorName: z.string(),
});
export type SignedAgreement = z.infer<typeof signedAgreementSchema>;

/** GET order_agreement.php: the text to sign, or the signed record. */
export const agreementViewSchema = z.discriminatedUnion('state', [
  z.strictObject({
    state: z.literal('unsigned'),
    orderId: rowId,
    title: z.string(),
    content: z.string(),
    textSha256: z.string(),
    /** A cancelled inspection cannot be signed. */
    cancelled: z.boolean(),
  }),
  z.strictObject({ state: z.literal('unavailable'), orderId: rowId, cancelled: z.boolean() }),
  z.strictObject({ state: z.literal('signed'), agreement: signedAgreementSchema }),
]);
export type AgreementView = z.infer<typeof agreementViewSchema>;

/** Case, spacing and Unicode form forgiven: "  jane   DOE " matches "Jane Doe". */
export function normalizeSignerName(name: string): string {
  return name.normalize('NFKC').trim().split(/\s+/).join(' ').toLowerCase();
}

/** Whether the typed name is one of the order's buyers. */
export function nameMatchesBuyer(typed: string, buyerNames: readonly string[]): boolean {
  const wanted = normalizeSignerName(typed);
  return wanted !== '' && buyerNames.some((name) => normalizeSignerName(name) === wanted);
}
