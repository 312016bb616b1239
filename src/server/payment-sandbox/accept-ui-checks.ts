import type { CardFieldName } from './accept-ui-form';

// Part of the hosted card form stand-in (see accept-ui-stand-in.ts): the checks the form makes
// before it asks for a token, with the hosted form's E_WC codes and texts. Runs in the browser
// from its source text, so it uses nothing but its arguments.

export interface CardFormValues {
  number: string;
  expiry: string;
  cvv: string;
  firstName: string;
  lastName: string;
  zip: string;
  billingRequired: boolean;
}

export interface CardFormProblem {
  field: CardFieldName;
  code: string;
  text: string;
}

export interface CheckedCardForm {
  problems: CardFormProblem[];
  digits: string;
  month: number;
  year: number;
}

export function checkCardForm(v: CardFormValues, today: Date): CheckedCardForm {
  const digits = v.number.replace(/[\s-]/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[digits.length - 1 - i]) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  const exp = /^(\d{1,2})\s*(?:\/\s*)?(\d{2})$/.exec(v.expiry.trim());
  const month = exp ? Number(exp[1]) : 0;
  const year = exp ? 2000 + Number(exp[2]) : 0;
  const problems: CardFormProblem[] = [];
  const problem = (field: CardFieldName, code: string, text: string) =>
    problems.push({ field, code, text });

  if (!/^\d{13,19}$/.test(digits) || sum % 10 !== 0) {
    problem('number', 'E_WC_05', 'Please provide valid credit card number.');
  }
  if (month < 1 || month > 12) {
    problem('expiry', 'E_WC_06', 'Please provide valid expiration month.');
  } else if (new Date(year, month, 1) <= today) {
    // A card is good through the last day of its expiry month.
    problem('expiry', 'E_WC_08', 'Expiration date must be in the future.');
  }
  if (!/^\d{3,4}$/.test(v.cvv.trim())) problem('cvv', 'E_WC_15', 'Please provide valid CVV.');
  if (v.billingRequired) {
    const name = 'Please provide valid card holder name.';
    if (!v.firstName.trim()) problem('firstName', 'E_WC_17', name);
    if (!v.lastName.trim()) problem('lastName', 'E_WC_17', name);
    if (!v.zip.trim()) problem('zip', 'E_WC_16', 'Please provide valid Zip code.');
  }
  return { problems, digits, month, year };
}
