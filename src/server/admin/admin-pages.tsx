import { ADMIN_MENU_ENTRIES } from '../../shared/admin/admin-menu';
import { type AdminPageDefinition, adminPagePath } from './ui/admin-page';
import { advancedAdminPage } from '../settings/admin/advanced.routes';
import { emailAdminPage } from '../email/admin/email-utils.routes';
import { contentAdminPage } from '../pages/admin/manage-pages.routes';
import { servicesAdminPage } from '../services/admin/manage-services.routes';
import { reviewsAdminPage } from '../reviews/admin/manage-reviews.routes';
import { ordersAdminPage } from '../booking/admin/orders.routes';
import { discountsAdminPage } from '../discounts/admin/manage-discounts.routes';
import { workingHoursAdminPage } from '../slots/admin/working-hours.routes';
import { slotsAdminPage } from '../slots/admin/slots.routes';
import { usersAdminPage } from '../users/admin/manage-users.routes';
import { agentsAdminPage } from '../agents/admin/manage-agents.routes';
import { waitlistAdminPage } from '../waitlist/admin/waitlist.routes';
import { dashboardAdminPage } from '../dashboard/admin/dashboard.routes';
import { reportTemplatesAdminPage } from '../reports/templates/admin/report-templates.routes';
import { messagesAdminPage } from '../messages/admin/manage-messages.routes';
import { rulesAdminPage } from '../rules/admin/manage-rules.routes';
import { textsAdminPage } from '../texts/admin/manage-texts.routes';

/** The menu of /admin (shared with the SPA): page name → menu title. */
export const ADMIN_MENU = ADMIN_MENU_ENTRIES.map(({ name, label }) => ({ name, title: label }));

/** Every built admin page. To add one: import its definition and append it here. */
export const adminPages: AdminPageDefinition[] = [
  contentAdminPage,
  servicesAdminPage,
  reviewsAdminPage,
  usersAdminPage,
  slotsAdminPage,
  ordersAdminPage,
  discountsAdminPage,
  workingHoursAdminPage,
  reportTemplatesAdminPage,
  agentsAdminPage,
  waitlistAdminPage,
  dashboardAdminPage,
  messagesAdminPage,
  rulesAdminPage,
  textsAdminPage,
  advancedAdminPage,
  emailAdminPage,
];

/** Every menu entry has its page, so the pages served are exactly the built ones. */
export const servedAdminPages: AdminPageDefinition[] = adminPages;

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
