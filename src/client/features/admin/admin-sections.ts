/** SPEC §2 admin menu (plus Orders): each entry frames one server-rendered admin page. */
export interface AdminSection {
  key: string;
  label: string;
  /** The server page, under /cms-admin/. */
  page: string;
  /** The frame's accessible name. */
  frameTitle: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'content', label: 'Content', page: 'manage-pages.php', frameTitle: 'Content pages' },
  {
    key: 'services',
    label: 'Services',
    page: 'manage-services.php',
    frameTitle: 'Services and prices',
  },
  { key: 'users', label: 'Users', page: 'manage-users.php', frameTitle: 'Users' },
  {
    key: 'slots',
    label: 'Slots',
    page: 'manage-inspection-slots.php',
    frameTitle: 'Inspection slots',
  },
  { key: 'orders', label: 'Orders', page: 'manage-orders.php', frameTitle: 'Orders' },
  { key: 'advanced', label: 'Advanced', page: 'advanced.php', frameTitle: 'Advanced settings' },
  { key: 'email', label: 'Email', page: 'email_utils.php', frameTitle: 'E-mail' },
];

export function sectionByKey(key: string | null): AdminSection {
  return ADMIN_SECTIONS.find((s) => s.key === key) ?? (ADMIN_SECTIONS[0] as AdminSection);
}
