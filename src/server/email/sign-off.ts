import type { SiteSettings } from '../../shared/site-settings';

/** The last lines of a message to a customer or a realtor: how to reach the business, its name. */
export function signOff(
  s: Pick<SiteSettings, 'phone' | 'email' | 'businessName'>,
  lead = 'Questions',
): string[] {
  return [`${lead}: call ${s.phone} or write to ${s.email}.`, '', s.businessName];
}
