/**
 * "(412) 555-0142" → "tel:+14125550142", for the site's links and the e-mails' alike. The business
 * is in the US: a 10-digit number gets +1, so a phone roaming abroad still dials it; a number
 * written with + is kept as written; anything else is its digits.
 */
export function telHref(phone: string): string {
  const digits = phone.slice(0, 40).replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
