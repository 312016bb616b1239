import { formValue, idFrom } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { listWaitlist, removeEntry } from '../waitlist.service';
import { WaitlistList } from './waitlist.page';

/** Waitlist: who waits for which days, each entry's state, and Remove. */
export const waitlistAdminPage = defineAdminPage({
  name: 'manage-waitlist',
  title: 'Waitlist',
  async view(ctx) {
    const timeZone = await siteTimeZone(ctx);
    return <WaitlistList ctx={ctx} rows={await listWaitlist(ctx.db)} timeZone={timeZone} />;
  },
  actions: {
    async remove(ctx, form) {
      await removeEntry(ctx.db, ctx.actor, idFrom(formValue(form, 'id'), 'waitlist entry'));
      return { flash: 'Removed from the waitlist.' };
    },
  },
});
