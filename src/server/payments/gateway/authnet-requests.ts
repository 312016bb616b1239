import { centsToDecimal } from '../../../shared/money';
import type { AuthorizeInput, BillTo, CaptureInput, RefundInput, VoidInput } from './gateway.types';

// Request bodies of the JSON API. The API checks them against its XML schema, so the order of
// keys matters (out of order → E00003): every object below is written in XSD order, and
// JSON.stringify keeps insertion order.

export interface MerchantAuthentication {
  name: string;
  transactionKey: string;
}

/** Seconds within which a repeat (same card, amount, invoice, address) is refused as reason 11. */
export const DUPLICATE_WINDOW_SECONDS = 600;

export function authorizeRequest(auth: MerchantAuthentication, input: AuthorizeInput) {
  checkLength('invoiceNumber', input.invoiceNumber, 20);
  checkLength('refId', input.refId, 20);
  return {
    createTransactionRequest: {
      merchantAuthentication: auth,
      refId: input.refId,
      transactionRequest: {
        transactionType: 'authOnlyTransaction',
        amount: amount(input.amountCents),
        payment: {
          opaqueData: {
            dataDescriptor: input.opaqueData.dataDescriptor,
            dataValue: input.opaqueData.dataValue,
          },
        },
        order: { invoiceNumber: input.invoiceNumber },
        ...(input.billTo ? { billTo: billTo(input.billTo) } : {}),
        ...(input.customerIp ? { customerIP: input.customerIp } : {}),
        transactionSettings: {
          setting: [
            { settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_SECONDS) },
          ],
        },
      },
    },
  };
}

export function captureRequest(auth: MerchantAuthentication, input: CaptureInput) {
  return createTransaction(auth, refId(input.refId), {
    transactionType: 'priorAuthCaptureTransaction',
    ...(input.amountCents === undefined ? {} : { amount: amount(input.amountCents) }),
    refTransId: input.transactionId,
  });
}

export function voidRequest(auth: MerchantAuthentication, input: VoidInput) {
  return createTransaction(auth, refId(input.refId), {
    transactionType: 'voidTransaction',
    refTransId: input.transactionId,
  });
}

/** A refund names the card by its last four digits and "XXXX" for the expiry, as the API allows. */
export function refundRequest(auth: MerchantAuthentication, input: RefundInput) {
  if (!/^\d{4}$/.test(input.cardLast4)) {
    throw new RangeError(`cardLast4 must be 4 digits: "${input.cardLast4}"`);
  }
  return createTransaction(auth, refId(input.refId), {
    transactionType: 'refundTransaction',
    amount: amount(input.amountCents),
    payment: { creditCard: { cardNumber: input.cardLast4, expirationDate: 'XXXX' } },
    refTransId: input.transactionId,
  });
}

export function transactionDetailsRequest(auth: MerchantAuthentication, transactionId: string) {
  return { getTransactionDetailsRequest: { merchantAuthentication: auth, transId: transactionId } };
}

/** Page size is the API's maximum; `page` counts from 1 as the API's offset does. */
export const UNSETTLED_PAGE_SIZE = 1000;

export function unsettledListRequest(auth: MerchantAuthentication, page: number) {
  return {
    getUnsettledTransactionListRequest: {
      merchantAuthentication: auth,
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging: { limit: UNSETTLED_PAGE_SIZE, offset: page },
    },
  };
}

/** "125.00" from 12500: built from integer cents, never from a float. */
function amount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`A payment amount must be a positive whole number of cents: ${cents}`);
  }
  return centsToDecimal(cents);
}

function billTo(b: BillTo) {
  const ordered = {
    firstName: b.firstName,
    lastName: b.lastName,
    address: b.address,
    city: b.city,
    state: b.state,
    zip: b.zip,
    country: b.country,
  };
  return Object.fromEntries(Object.entries(ordered).filter(([, v]) => v !== undefined && v !== ''));
}

/** The envelope of a capture, void or refund, keys in XSD order. */
function createTransaction(
  auth: MerchantAuthentication,
  ref: { refId?: string },
  transactionRequest: Record<string, unknown>,
) {
  return { createTransactionRequest: { merchantAuthentication: auth, ...ref, transactionRequest } };
}

function refId(value: string | undefined) {
  if (value === undefined) return {};
  checkLength('refId', value, 20);
  return { refId: value };
}

function checkLength(name: string, value: string, max: number): void {
  if (value.length === 0 || value.length > max) {
    throw new RangeError(`${name} must be 1 to ${max} characters: "${value}"`);
  }
}
