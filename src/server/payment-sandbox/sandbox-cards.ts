import type { ApiMessage } from './sandbox-responses';

// Card checks the hosted form makes before it asks for a token, with the hosted form's error codes
// (E_WC_05 card number, E_WC_06 expiry, E_WC_15 CVV, as the real form answers).

export const CARD_ERRORS = {
  number: { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
  expiry: { code: 'E_WC_06', text: 'Please provide valid expiration month.' },
  expired: { code: 'E_WC_08', text: 'Expiration date must be in the future.' },
  cvv: { code: 'E_WC_15', text: 'Please provide valid CVV.' },
  zip: { code: 'E_WC_16', text: 'Please provide valid Zip code.' },
  name: { code: 'E_WC_17', text: 'Please provide valid card holder name.' },
} as const satisfies Record<string, ApiMessage>;

/** What a real gateway shows a merchant about a card: never the number, nor a hash of it. */
export interface CheckedCard {
  last4: string;
  type: string;
  /** YYYY-MM */
  expDate: string;
  cvvResult: string;
}

const BRANDS: { type: string; pattern: RegExp; lengths: number[]; cvv: number }[] = [
  { type: 'AmericanExpress', pattern: /^3[47]/, lengths: [15], cvv: 4 },
  { type: 'Visa', pattern: /^4/, lengths: [13, 16, 19], cvv: 3 },
  { type: 'MasterCard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16], cvv: 3 },
  { type: 'Discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19], cvv: 3 },
  { type: 'JCB', pattern: /^35/, lengths: [16], cvv: 3 },
  { type: 'DinersClub', pattern: /^3(0[0-5]|[68])/, lengths: [14], cvv: 3 },
];

/** As in Authorize.Net's own sandbox, CVV 900–904 give the card-code results M, N, S, U, P. */
const CVV_RESULTS: Record<string, string> = {
  '900': 'M',
  '901': 'N',
  '902': 'S',
  '903': 'U',
  '904': 'P',
};

export function checkCard(
  input: { cardNumber: string; expirationDate: string; cardCode?: string },
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; error: ApiMessage } {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  const brand = BRANDS.find((b) => b.pattern.test(number));
  if (
    !/^\d{13,19}$/.test(number) ||
    !luhn(number) ||
    !brand ||
    !brand.lengths.includes(number.length)
  ) {
    return { ok: false, error: CARD_ERRORS.number };
  }
  const expiry = parseExpiry(input.expirationDate);
  if (!expiry) return { ok: false, error: CARD_ERRORS.expiry };
  // A card is good through the last day of its expiry month.
  if (Date.UTC(expiry.year, expiry.month, 1) <= now.getTime()) {
    return { ok: false, error: CARD_ERRORS.expired };
  }
  const cvv = input.cardCode ?? '';
  if (cvv !== '' && !new RegExp(`^\\d{${brand.cvv}}$`).test(cvv)) {
    return { ok: false, error: CARD_ERRORS.cvv };
  }
  return {
    ok: true,
    card: {
      last4: number.slice(-4),
      type: brand.type,
      expDate: `${expiry.year}-${String(expiry.month).padStart(2, '0')}`,
      cvvResult: cvv === '' ? 'P' : (CVV_RESULTS[cvv] ?? 'M'),
    },
  };
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Accepts MMYY, MMYYYY, MM/YY, MM/YYYY and YYYY-MM, as the API and its card forms do. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})$/.exec(v);
  const mmyy = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(v);
  const [month, year] = iso
    ? [Number(iso[2]), Number(iso[1])]
    : mmyy
      ? [Number(mmyy[1]), Number(mmyy[2])]
      : [0, 0];
  const fullYear = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || fullYear < 2000) return undefined;
  return { month, year: fullYear };
}
