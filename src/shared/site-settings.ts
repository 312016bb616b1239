/** What the site shows about the business; edited under Advanced in the admin area. */
export interface SiteSettings {
  businessName: string;
  phone: string;
  email: string;
  socialUrl: string;
  timeZone: string;
  /** schema.org opening hours ("Mo-Fr 08:00-18:00, Sa 09:00-14:00"), for search engines. */
  openingHours: string;
}

export const SITE_SETTING_KEYS = [
  'businessName',
  'phone',
  'email',
  'socialUrl',
  'timeZone',
  'openingHours',
] as const;
