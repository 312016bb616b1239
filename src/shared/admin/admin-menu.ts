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

/** The admin menu, in order: the SPA draws it and the server checks each entry has a page. */
export const ADMIN_MENU_ENTRIES = [
  { key: 'content', label: 'Content', name: 'manage-pages', frameTitle: 'Content pages' },
  {
    key: 'services',
    label: 'Services',
    name: 'manage-services',
    frameTitle: 'Services and prices',
  },
  { key: 'reviews', label: 'Reviews', name: 'manage-reviews', frameTitle: 'Customer reviews' },
  { key: 'users', label: 'Users', name: 'manage-users', frameTitle: 'Users' },
  {
    key: 'slots',
    label: 'Slots',
    name: 'manage-inspection-slots',
    frameTitle: 'Inspection slots',
  },
  { key: 'orders', label: 'Orders', name: 'manage-orders', frameTitle: 'Orders' },
  { key: 'advanced', label: 'Advanced', name: 'advanced', frameTitle: 'Advanced settings' },
  { key: 'email', label: 'Email', name: 'email_utils', frameTitle: 'E-mail' },
] as const satisfies readonly AdminMenuEntry[];
