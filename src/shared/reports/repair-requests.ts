import { choiceList } from '../choice-list';
import { z } from 'zod';
import { cents, instant, limitedString, limitedText } from '../schema-fields';
import { clientUuid } from './report-draft';
import { SEVERITIES } from './template';

// The repair request a client (or the realtor through their link) builds from the published web
// report: named drafts on the order, per finding what is asked of the seller, the credits' total,
// a PDF and read-only links for the seller's side (docs/reports-writing.md, decision 057).

export const REPAIR_REQUEST_API = {
  /** GET ?order=N: the order's requests (RepairRequests); POST RepairRequestCreate: a new draft. */
  list: 'repair_requests.php',
  /** POST RepairItemSave: adds a finding to a request, or changes what is asked (RepairRequest). */
  item: 'repair_request_item.php',
  /** POST RepairItemRemove: takes a finding off a request (RepairRequest). */
  itemRemove: 'repair_request_item_remove.php',
  /** GET ?request=N: the request's PDF. */
  pdf: 'repair_request_pdf.php',
  /** POST { requestId }: a new seller's link, its address shown once (RepairShareAnswer). */
  share: 'repair_request_share.php',
  /** POST { linkId }: the link stops working at once (RepairRequest). */
  revoke: 'repair_request_revoke.php',
  /** GET ?token=T: what the seller's link shows (SellerRequest), without sign-in. */
  seller: 'seller_repair_request.php',
} as const;

export const REPAIR_REQUEST_MESSAGES = {
  notFound: 'Repair request not found.',
  credit: 'Enter the credit in dollars, e.g. 250.',
  noFinding: 'That finding is not in the published report.',
  linkDead: 'This link has expired or was revoked.',
  tooMany: 'Too many tries from your network. Please wait a while and try again.',
  tooManyRequests: 'An order may have at most 20 repair requests.',
  ofReinspection:
    'A reinspection’s report checks a repair request; ask for repairs on the original report.',
} as const;

export const REPAIR_LIMITS = { name: 120, note: 1_000, requestsPerOrder: 20, creditCents: 1e9 };
/** How long a seller's link lasts unless the administrator sets otherwise (Advanced). */
export const SELLER_LINK_DAYS_DEFAULT = 14;
export const SELLER_LINK_DAYS_MAX = 180;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const SELLER_TOKEN_PATTERN = /^[\w-]{43}$/;
export const sellerLinkPath = (token: string) => `/repair-request/${token}`;

/**
 * "250", "$1,250.50" → cents; anything that is not a positive amount (with at most two decimals)
 * → undefined. The length is checked before the pattern.
 */
export function creditCents(text: string): number | undefined {
  if (text.length > 20) return undefined;
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = '0', cents = ''] = plain.split('.');
  const value = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return value > 0 && value <= REPAIR_LIMITS.creditCents ? value : undefined;
}

/** The total of the credits asked, in cents. */
export const creditTotal = (items: readonly { creditCents: number | null }[]) =>
  items.reduce((sum, i) => sum + (i.creditCents ?? 0), 0);

const id = z.number().int().positive().max(2_147_483_647);

export const repairRequestCreateSchema = z.object({
  orderId: id,
  name: limitedText(REPAIR_LIMITS.name).min(1, { error: 'Name the repair request.' }),
});

/** What a request may ask of the seller for a finding, in the order the form offers them. */
export const { values: REPAIR_ASKS, labels: REPAIR_ASK_LABELS } = choiceList({
  repair: 'Repair',
  replace: 'Replace',
  evaluate: 'Have a specialist evaluate',
  credit: 'Credit',
});
export type RepairAsk = (typeof REPAIR_ASKS)[number];

export const repairItemSaveSchema = z
  .object({
    requestId: id,
    findingId: clientUuid,
    ask: z.enum(REPAIR_ASKS, { error: 'Choose what to ask for.' }),
    /** Dollars as typed; only read for a credit. */
    credit: limitedString(40).optional(),
    note: limitedText(REPAIR_LIMITS.note).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.ask === 'credit' && creditCents(v.credit ?? '') === undefined)
      ctx.addIssue({ code: 'custom', path: ['credit'], message: REPAIR_REQUEST_MESSAGES.credit });
  });
export type RepairItemSave = z.input<typeof repairItemSaveSchema>;

export const repairItemRemoveSchema = z.object({ requestId: id, findingId: clientUuid });
export const repairShareSchema = z.object({ requestId: id });
export const repairRevokeSchema = z.object({ linkId: id });

const itemSchema = z.strictObject({
  findingId: z.string(),
  ask: z.enum(REPAIR_ASKS),
  creditCents: cents.nullable(),
  note: z.string(),
  text: z.string(),
  severity: z.enum(SEVERITIES),
  location: z.string(),
  section: z.string(),
  item: z.string(),
});
export type RepairItem = z.infer<typeof itemSchema>;

const linkSchema = z.strictObject({
  id: z.number().int(),
  createdAt: instant,
  expiresAt: instant,
  state: z.enum(['live', 'expired', 'revoked']),
});

export const repairRequestSchema = z.strictObject({
  id: z.number().int(),
  orderId: z.number().int(),
  name: z.string(),
  createdAt: instant,
  items: z.array(itemSchema),
  creditTotalCents: cents,
  links: z.array(linkSchema),
});
export type RepairRequest = z.infer<typeof repairRequestSchema>;

export const repairRequestsSchema = z.strictObject({
  /** Whether this viewer may change them (the client and the realtor; the business reads). */
  canEdit: z.boolean(),
  requests: z.array(repairRequestSchema),
});
export type RepairRequests = z.infer<typeof repairRequestsSchema>;

export const repairShareAnswerSchema = z.strictObject({
  /** The seller's page, `/repair-request/<token>` (the token is shown this once). */
  path: z.string(),
  request: repairRequestSchema,
});
export type RepairShareAnswer = z.infer<typeof repairShareAnswerSchema>;

/** The seller's page: the property, the business, the findings asked for; nothing else. */
export const sellerRequestSchema = z.strictObject({
  name: z.string(),
  address: z.string(),
  business: z.strictObject({ name: z.string(), phone: z.string() }),
  items: z.array(itemSchema.omit({ findingId: true })),
  creditTotalCents: cents,
  expiresAt: instant,
});
export type SellerRequest = z.infer<typeof sellerRequestSchema>;

/** A dead link's 404 body: the sentence, why, and the business's phone for the page. */
export interface SellerLinkRefusal {
  error: string;
  reason: 'expired' | 'revoked' | 'unknown';
  phone: string;
}
