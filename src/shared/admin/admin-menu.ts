/** One entry of the /admin menu: the SPA's link and frame, and the server page it frames. */
export interface AdminMenuEntry {
  /** The `?section=` value of /admin. */
  key: string;
  /** The menu label. */
  label: string;
  /** The server page's name: served at /cms-admin/<name>.php. */
  name: string;
  /** The frame's accessible name. */
  frameTitle: string;
}

// [key, label, page name, frame title], one entry a line, so the menu reads as the list it is.
const MENU: readonly (readonly [string, string, string, string])[] = [
  ['content', 'Content', 'manage-pages', 'Content pages'],
  ['services', 'Services', 'manage-services', 'Services and prices'],
  ['reviews', 'Reviews', 'manage-reviews', 'Customer reviews'],
  ['users', 'Users', 'manage-users', 'Users'],
  ['slots', 'Slots', 'manage-inspection-slots', 'Inspection slots'],
  ['working-hours', 'Working hours', 'manage-working-hours', 'Working hours'],
  ['orders', 'Orders', 'manage-orders', 'Orders'],
  ['waitlist', 'Waitlist', 'manage-waitlist', 'Waitlist'],
  ['discounts', 'Discounts', 'manage-discounts', 'Discount codes'],
  ['report-templates', 'Report templates', 'manage-report-templates', 'Report templates'],
  ['agents', 'Agents', 'manage-agents', 'Agents'],
  ['dashboard', 'Dashboard', 'dashboard', 'Dashboard'],
  ['messages', 'Messages', 'manage-messages', 'Messages'],
  ['rules', 'Rules', 'manage-rules', 'Rules'],
  ['texts', 'Texts', 'manage-texts', 'Text messages'],
  ['advanced', 'Advanced', 'advanced', 'Advanced settings'],
  ['email', 'Email', 'email_utils', 'E-mail'],
];

/** The admin menu, in order: the SPA draws it and the server checks each entry has a page. */
export const ADMIN_MENU_ENTRIES: readonly AdminMenuEntry[] = MENU.map(
  ([key, label, name, frameTitle]) => ({ key, label, name, frameTitle }),
);
