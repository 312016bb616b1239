import { ADMIN_MENU_ENTRIES, type AdminMenuEntry } from '../../../shared/admin/admin-menu';

/** The admin menu: each entry frames one server-rendered admin page. */
export type AdminSection = AdminMenuEntry;

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_MENU_ENTRIES;

export function sectionByKey(key: string | null): AdminSection {
  return ADMIN_SECTIONS.find((s) => s.key === key) ?? (ADMIN_SECTIONS[0] as AdminSection);
}
