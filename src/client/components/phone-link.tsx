import type { ReactNode } from 'react';

/**
 * "(412) 555-0142" → "tel:+14125550142". The business is in the US: a 10-digit number gets +1, so
 * a visitor's phone roaming abroad still dials it; a number written with + is kept as written.
 */
export function telHref(phone: string): string {
  const digits = phone.slice(0, 40).replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** The business phone as a tappable link (nothing when no phone is set). */
export function PhoneLink({
  phone,
  className,
  children,
}: {
  phone: string;
  className?: string;
  /** Defaults to the number itself. */
  children?: ReactNode;
}) {
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className={className}>
      {children ?? phone}
    </a>
  );
}
