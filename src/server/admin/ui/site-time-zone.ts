import { getSiteSettings } from '../../settings/settings.service';
import type { AdminContext } from './admin-page';

/** The time zone the admin pages show dates and times in: the site's setting. */
export async function siteTimeZone(ctx: Pick<AdminContext, 'db' | 'app'>): Promise<string> {
  return (await getSiteSettings(ctx.db, ctx.app.env)).timeZone;
}
