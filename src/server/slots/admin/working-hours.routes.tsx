import { formId, formValue, parseForm } from '../../admin/ui/admin-form';
import { type AdminContext, defineAdminPage, type FormValues } from '../../admin/ui/admin-page';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { badRequest } from '../../errors';
import { listActiveInspectors } from '../../inspectors/inspectors.service';
import {
  addBlock,
  blockFormSchema,
  hoursOf,
  listBlocks,
  readHoursForm,
  removeBlock,
  saveHours,
} from '../working-hours.service';
import { AREA_ACTION, AreaForm, saveAreaFromForm } from '../../areas/admin/area-form';
import { areaOf } from '../../areas/areas.service';
import { BlocksSection, HoursForm, OwnerPicker, ownerParam } from './working-hours.page';

const HOURS_FIELDS = [
  'day0',
  'day1',
  'day2',
  'day3',
  'day4',
  'day5',
  'day6',
  'daysOff',
  'startEvery',
  'startTimes',
];

/** "business" or an inspector's id, from the query or the form. */
function ownerOf(text: string | undefined): number | null {
  if (!text || text === 'business') return null;
  if (!/^[1-9]\d{0,9}$/.test(text)) throw badRequest('Please choose whose hours these are.');
  return Number(text);
}

const formOwner = (form: FormValues) => ownerOf(formValue(form, 'owner'));

/** Working hours: whose, their week, days off and start times, and blocked times. */
export const workingHoursAdminPage = defineAdminPage({
  name: 'manage-working-hours',
  title: 'Working hours',
  async view(ctx) {
    const owner = ownerOf(ctx.query.owner);
    const [inspectors, hours, timeZone] = await Promise.all([
      listActiveInspectors(ctx.db),
      hoursOf(ctx.db, owner),
      siteTimeZone(ctx),
    ]);
    const blocks = await listBlocks(ctx.db, owner, ctx.now.toISOString());
    const zips = owner === null ? [] : await areaOf(ctx.db, owner);
    return (
      <>
        <OwnerPicker ctx={ctx} owner={owner} inspectors={inspectors} />
        <HoursForm ctx={ctx} owner={owner} hours={hours} />
        {owner !== null && <AreaForm ctx={ctx} inspectorId={owner} zips={zips} />}
        <BlocksSection ctx={ctx} owner={owner} blocks={blocks} timeZone={timeZone} />
      </>
    );
  },
  actions: {
    async 'save-hours'(ctx: AdminContext, form) {
      const owner = formOwner(form);
      const hours = readHoursForm(
        Object.fromEntries(HOURS_FIELDS.map((n) => [n, formValue(form, n)])),
      );
      await saveHours(ctx.db, ctx.actor, owner, hours);
      return {
        flash: 'Working hours saved. The order form offers their times at once.',
        to: { owner: ownerParam(owner) },
      };
    },
    async [AREA_ACTION](ctx, form) {
      const owner = formOwner(form);
      if (owner === null) throw badRequest('The business’s own area is on Advanced.');
      const changed = await saveAreaFromForm(ctx, form, owner);
      return {
        flash: changed ? 'Service area saved. The order form uses it at once.' : 'Nothing changed.',
        to: { owner: ownerParam(owner) },
      };
    },
    async block(ctx, form) {
      const owner = formOwner(form);
      const input = parseForm(blockFormSchema, form);
      await addBlock(ctx.db, ctx.actor, owner, input, await siteTimeZone(ctx));
      return { flash: 'Time blocked.', to: { owner: ownerParam(owner) } };
    },
    async unblock(ctx, form) {
      await removeBlock(ctx.db, ctx.actor, formId(form, 'blocked time'));
      return { flash: 'Block removed.' };
    },
  },
});
