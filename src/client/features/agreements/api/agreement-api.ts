import type {
  AgreementView,
  SignAgreementRequest,
  SignedAgreement,
} from '../../../../shared/agreements/agreement';
import { ApiError, apiPost } from '../../../lib/api';
import { useApiQuery } from '../../../lib/record-query';

export const agreementQueryKey = (orderId: number) => ['agreement', orderId] as const;

/** GET order_agreement.php: the text to sign, or the signed record. */
export function useAgreement(orderId: number) {
  return useApiQuery<AgreementView>(
    agreementQueryKey(orderId),
    `order_agreement.php?id=${orderId}`,
    {
      staleTime: 60_000,
    },
  );
}

export type SignOutcome =
  | { ok: true; agreement: SignedAgreement }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

const FAILED = 'The agreement could not be signed. Please check your connection and try again.';

/** POST sign_agreement.php; a refusal answers the server's own words. */
export async function signAgreement(request: SignAgreementRequest): Promise<SignOutcome> {
  try {
    return { ok: true, agreement: await apiPost<SignedAgreement>('sign_agreement.php', request) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = error.json<{ error?: string; fields?: Record<string, string> }>();
    return {
      ok: false,
      status: error.status,
      message: body?.error ?? FAILED,
      fields: body?.fields ?? {},
    };
  }
}

export const agreementPdfUrl = (orderId: number) =>
  `/cms-admin/api/agreement_pdf.php?id=${orderId}`;
