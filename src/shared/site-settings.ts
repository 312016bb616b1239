/** What the site shows about the business; edited under Advanced in the admin area. */
export interface SiteSettings {
  businessName: string;
  phone: string;
  email: string;
  socialUrl: string;
  timeZone: string;
}

export const SITE_SETTING_KEYS = [
  'businessName',
  'phone',
  'email',
  'socialUrl',
  'timeZone',
] as const;
