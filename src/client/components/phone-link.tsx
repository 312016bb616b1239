import type { ReactNode } from 'react';
import { telHref } from '../../shared/tel-href';

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
