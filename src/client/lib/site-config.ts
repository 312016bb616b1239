import { DEFAULT_TIME_ZONE } from '../../shared/time';
import type { ZoneSpans } from '../../shared/zone-spans';
import type { HostedFormConfig } from '../../shared/payments/hosted-form';
import type { SiteSettings } from '../../shared/site-settings';
import type { CancellationPolicy } from '../../shared/booking/policy-text';

export interface SiteConfig extends SiteSettings {
  paymentProvider: 'sandbox' | 'authorize-net';
  /** The hosted card form's script and public keys; absent when the page was not served by us. */
  hostedForm?: HostedFormConfig;
  /** The cancellation policy's numbers as set in Advanced (checkout states them). */
  cancellationPolicy?: CancellationPolicy;
  /** A visit longer than this many hours is a full-day visit (Advanced → Booking rules). */
  fullDayHours?: number;
  /** The time zone's offsets over the coming months: the booking pages write dates without Intl. */
  zoneSpans?: ZoneSpans;
}

const fallback: SiteConfig = {
  businessName: 'Home Inspections',
  phone: '',
  email: '',
  socialUrl: '',
  timeZone: DEFAULT_TIME_ZONE,
  openingHours: '',
  paymentProvider: 'sandbox',
};

let cached: SiteConfig | undefined;

/** The settings a server render uses (there is no document to read them from). */
export function setSiteConfig(config: Partial<SiteConfig>): void {
  cached = { ...fallback, ...config };
}

/** Settings the server inlines into index.html (business name, time zone, ...). */
export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const el = typeof document === 'undefined' ? null : document.getElementById('site-config');
  try {
    cached = {
      ...fallback,
      ...(el?.textContent ? (JSON.parse(el.textContent) as Partial<SiteConfig>) : {}),
    };
  } catch {
    cached = fallback;
  }
  return cached;
}
