import { createHash } from 'node:crypto';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_SLUG,
  type AgreementView,
  nameMatchesBuyer,
  type SignAgreementRequest,
  type SignedAgreement,
} from '../../shared/agreements/agreement';
import { buyerNamesOf, realtorNameOf } from '../../shared/agreements/agreement-parties';
import type { Page } from '../../shared/pages/page';
import { audit } from '../audit/audit.service';
import { findCustomerOrder, type Order } from '../booking/customer-orders.service';
import type { Db } from '../db/database';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { getPage } from '../pages/pages.service';
import { findSignature, insertSignatureOnce } from './agreements.repository';
import { checkSigningLimits } from './sign-limits.service';
import { type RuleContext, runEventRules } from '../rules/rules.service';

// The inspection agreement, signed online per order: the text is the content page
// `inspection-agreement`; what was signed is copied whole, so a later edit changes no signed copy.

export type { SignedAgreement };

/** Whether the order's agreement has been signed. */
export async function isAgreementSigned(db: Db, orderId: number): Promise<boolean> {
  return (await findSignature(db, orderId)) !== undefined;
}

/** The order's signed agreement, for the administrator (undefined while not signed). */
export function signedAgreement(db: Db, orderId: number): Promise<SignedAgreement | undefined> {
  return findSignature(db, orderId);
}

/** SHA-256 (hex) of the title, a blank line and the content: what the signer's hash covers. */
export function agreementHash(title: string, content: string): string {
  return createHash('sha256').update(`${title}\n\n${content}`, 'utf8').digest('hex');
}

/** The agreement page as the customer reads it now; undefined when an administrator removed it. */
async function currentText(db: Db): Promise<Page | undefined> {
  try {
    return await getPage(db, { slug: AGREEMENT_SLUG });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

async function customerOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const order = await findCustomerOrder(db, userId, orderId);
  if (!order) throw notFound(AGREEMENT_MESSAGES.orderNotFound);
  return order;
}

function checkoutOf(order: Order): Partial<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(order.checkoutJson);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The signed-in customer's agreement for their order: the text to sign, or the signed record. */
export async function customerAgreement(
  db: Db,
  userId: number,
  orderId: number,
): Promise<AgreementView> {
  const order = await customerOrder(db, userId, orderId);
  const signed = await findSignature(db, orderId);
  if (signed) return { state: 'signed', agreement: signed };
  const cancelled = order.bookingStatus === 'cancelled';
  const page = await currentText(db);
  if (!page) return { state: 'unavailable', orderId, cancelled };
  return {
    state: 'unsigned',
    orderId,
    title: page.title,
    content: page.content,
    textSha256: agreementHash(page.title, page.content),
    cancelled,
  };
}

export interface SignInput {
  userId: number;
  ip: string;
  userAgent: string;
  request: SignAgreementRequest;
  now: Date;
  /** For the office's rules on a signature (their links and the business's facts). */
  rules?: Omit<RuleContext, 'now'>;
}

/**
 * Signs the customer's agreement for their order. Signing again answers the copy already kept
 * (created false); nothing is written unless every check passes.
 */
export async function signAgreement(
  db: Db,
  input: SignInput,
): Promise<{ created: boolean; agreement: SignedAgreement }> {
  const { userId, request, now } = input;
  await checkSigningLimits(db, { userId, ip: input.ip }, now);
  return db.transaction().execute(async (trx) => {
    const order = await customerOrder(trx, userId, request.order_id);
    const existing = await findSignature(trx, order.id);
    if (existing) return { created: false, agreement: existing };
    if (order.bookingStatus === 'cancelled') throw conflict(AGREEMENT_MESSAGES.cancelled);
    const page = await currentText(trx);
    if (!page) throw conflict(AGREEMENT_MESSAGES.unavailable);

    const checkout = checkoutOf(order);
    const buyerNames = buyerNamesOf(checkout);
    if (!nameMatchesBuyer(request.full_name, buyerNames))
      throw badRequest(AGREEMENT_MESSAGES.nameMismatch, {
        fields: { full_name: AGREEMENT_MESSAGES.nameMismatch },
      });
    const textSha256 = agreementHash(page.title, page.content);
    if (textSha256 !== request.text_sha256) throw conflict(AGREEMENT_MESSAGES.textChanged);

    const agreement: SignedAgreement = {
      orderId: order.id,
      signedName: request.full_name,
      signedAt: now.toISOString(),
      ip: input.ip.slice(0, 64),
      userAgent: input.userAgent.slice(0, 500),
      textSha256,
      title: page.title,
      content: page.content,
      buyerNames,
      realtorName: realtorNameOf(checkout),
    };
    // A second tab signing at the same moment: the unique order_id keeps the first copy only.
    if (!(await insertSignatureOnce(trx, { ...agreement, userId }))) {
      const kept = await findSignature(trx, order.id);
      if (kept) return { created: false, agreement: kept };
    }
    await audit(
      trx,
      {
        userId,
        action: 'sign-agreement',
        entity: 'order',
        entityId: order.id,
        details: { signedName: agreement.signedName, textSha256 },
      },
      now,
    );
    if (input.rules)
      await runEventRules(trx, 'agreement-signed', order.id, { ...input.rules, now });
    return { created: true, agreement };
  });
}

/** The signed copy a caller may download: the customer's own order's, or any for staff. */
export async function downloadableAgreement(
  db: Db,
  caller: { userId: number; administrator: boolean },
  orderId: number,
): Promise<SignedAgreement> {
  if (!caller.administrator) await customerOrder(db, caller.userId, orderId);
  const signed = await findSignature(db, orderId);
  if (!signed) throw notFound(AGREEMENT_MESSAGES.notSigned);
  return signed;
}
