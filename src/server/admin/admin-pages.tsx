import { type AdminPageDefinition, adminPagePath, defineAdminPage } from './ui/admin-page';
import { ComingSoonNotice } from './ui/admin-layout';
import { advancedAdminPage } from '../settings/admin/advanced.routes';
import { emailAdminPage } from '../email/admin/email-utils.routes';
import { contentAdminPage } from '../pages/admin/manage-pages.routes';
import { servicesAdminPage } from '../services/admin/manage-services.routes';
import { ordersAdminPage } from '../booking/admin/orders.routes';
import { slotsAdminPage } from '../slots/admin/slots.routes';
import { usersAdminPage } from '../users/admin/manage-users.routes';

/** The menu of /admin (the SPA keeps the same list): page name → menu title. */
export const ADMIN_MENU = [
  { name: 'manage-pages', title: 'Content' },
  { name: 'manage-services', title: 'Services' },
  { name: 'manage-users', title: 'Users' },
  { name: 'manage-inspection-slots', title: 'Slots' },
  { name: 'manage-orders', title: 'Orders' },
  { name: 'advanced', title: 'Advanced' },
  { name: 'email_utils', title: 'Email' },
] as const;

/** Every built admin page. To add one: import its definition and append it here. */
export const adminPages: AdminPageDefinition[] = [
  contentAdminPage,
  servicesAdminPage,
  usersAdminPage,
  slotsAdminPage,
  ordersAdminPage,
  advancedAdminPage,
  emailAdminPage,
];

/** Menu entries without a page yet answer a friendly "coming soon" page, not a 404 in the frame. */
export const servedAdminPages: AdminPageDefinition[] = [
  ...adminPages,
  ...ADMIN_MENU.filter((m) => !adminPages.some((p) => p.name === m.name)).map((m) =>
    defineAdminPage({ name: m.name, title: m.title, view: () => <ComingSoonNotice /> }),
  ),
];

export interface AdminRoute {
  method: 'GET' | 'POST';
  url: string;
  page: string;
  /** For POST: the form's `action` field. */
  action?: string;
}

/** Every admin page and form post the server answers; the access test tries each one. */
export const adminRoutes: AdminRoute[] = servedAdminPages.flatMap((page) => [
  { method: 'GET' as const, url: adminPagePath(page.name), page: page.name },
  ...Object.keys(page.actions ?? {}).map((action) => ({
    method: 'POST' as const,
    url: adminPagePath(page.name),
    page: page.name,
    action,
  })),
]);
