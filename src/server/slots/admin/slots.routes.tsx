import { formatDate, formatTime } from '../../../shared/time';
import {
  type BulkResult,
  bulkInputSchema,
  countAdminSlots,
  createSlot,
  createSlotsInBulk,
  deleteSlot,
  editSlot,
  findAdminSlot,
  type InspectorFilter,
  listAdminSlots,
  SLOT_MESSAGES,
  type SlotWriter,
  slotInputSchema,
} from '../slots-admin.service';
import { entryOf, formId, formValues, isChecked, parseForm } from '../../admin/ui/admin-form';
import { type AdminContext, defineAdminPage, type FormValues } from '../../admin/ui/admin-page';
import { pageFrom } from '../../admin/ui/pager';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { BulkForm } from './slots-bulk';
import { inspectorFilterOf, inspectorOfForm } from './slots-inspector';
import { listInspectors } from '../../inspectors/inspectors.service';
import { ConfirmSlotDelete, SLOTS_PAGE_SIZE, SlotForm, SlotList } from './slots.page';

async function writer(ctx: AdminContext): Promise<SlotWriter> {
  return { db: ctx.db, dialect: ctx.app.dialect, by: ctx.actor, timeZone: await siteTimeZone(ctx) };
}

const slotOf = entryOf(findAdminSlot, 'slot', SLOT_MESSAGES.notFound);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Created 38 slots. Skipped 3: 2 already existed, 1 was in the past." */
export function bulkSummary(r: BulkResult): string {
  const reasons = [
    r.duplicates && `${r.duplicates} already existed`,
    r.passed && `${r.passed} ${r.passed === 1 ? 'was' : 'were'} in the past`,
    r.nonexistent &&
      `${r.nonexistent} ${r.nonexistent === 1 ? 'does' : 'do'} not exist on the clock-change day`,
  ].filter(Boolean);
  const skipped = r.duplicates + r.passed + r.nonexistent;
  return (
    `Created ${plural(r.created, 'slot')}.` +
    (skipped ? ` Skipped ${skipped}: ${reasons.join(', ')}.` : ' None skipped.')
  );
}

/** The page of upcoming or past slots the query asks for, and how many there are in all. */
async function listingOf(ctx: AdminContext, inspector: InspectorFilter) {
  const show = ctx.query.when === 'past' ? 'past' : 'upcoming';
  const page = pageFrom(ctx.query.page);
  const now = ctx.now.toISOString();
  const [slots, total] = await Promise.all([
    listAdminSlots(ctx.db, {
      when: show,
      now,
      limit: SLOTS_PAGE_SIZE,
      offset: (page - 1) * SLOTS_PAGE_SIZE,
      inspector,
    }),
    countAdminSlots(ctx.db, { when: show, now, inspector }),
  ]);
  return { show, slots, paging: { page, pageSize: SLOTS_PAGE_SIZE, total } } as const;
}

/** Slots: upcoming and past, booked or free; create one or many; edit; delete a free one. */
export const slotsAdminPage = defineAdminPage({
  name: 'manage-inspection-slots',
  title: 'Slots',
  async view(ctx) {
    const { query } = ctx;
    const [timeZone, everyInspector] = await Promise.all([
      siteTimeZone(ctx),
      listInspectors(ctx.db),
    ]);
    const active = everyInspector.filter((i) => i.active);
    const filter = inspectorFilterOf(query.inspector);
    // A new slot goes to the inspector the list shows, else the first one (else the business).
    const preset =
      typeof filter === 'number' ? filter : filter === 'none' ? null : (active[0]?.id ?? null);
    const forms = { ctx, timeZone, inspectors: active, everyInspector, preset };
    if (query.new !== undefined) return <SlotForm {...forms} />;
    if (query.bulk !== undefined) return <BulkForm {...forms} />;
    if (query.edit) return <SlotForm {...forms} slot={await slotOf(ctx, query.edit)} />;
    if (query.confirmDelete) {
      const slot = await slotOf(ctx, query.confirmDelete);
      return <ConfirmSlotDelete ctx={ctx} slot={slot} timeZone={timeZone} />;
    }
    const listing = await listingOf(ctx, filter);
    return (
      <SlotList
        ctx={ctx}
        {...listing}
        timeZone={timeZone}
        inspectors={everyInspector}
        filter={filter}
      />
    );
  },
  actions: {
    async create(ctx, form) {
      const w = await writer(ctx);
      const input = {
        ...parseForm(slotInputSchema, form),
        fullDay: fullDayOf(form),
        inspectorId: inspectorOfForm(form),
      };
      await createSlot(w, input);
      return { flash: `Slot created: ${input.date} at ${input.time}, “${input.title}”.`, to: {} };
    },
    async 'create-many'(ctx, form) {
      const w = await writer(ctx);
      const input = {
        ...parseForm(bulkInputSchema, form),
        weekdays: weekdaysOf(form),
        fullDay: fullDayOf(form),
        inspectorId: inspectorOfForm(form),
      };
      const result = await createSlotsInBulk(w, input);
      return {
        flash: bulkSummary(result),
        tone: result.created > 0 ? 'success' : 'warning',
        to: {},
      };
    },
    async save(ctx, form) {
      const w = await writer(ctx);
      const id = formId(form, 'slot');
      await editSlot(w, id, {
        ...parseForm(slotInputSchema, form),
        fullDay: fullDayOf(form),
        inspectorId: inspectorOfForm(form),
      });
      return { flash: 'Slot saved.', to: {} };
    },
    async delete(ctx, form) {
      const w = await writer(ctx);
      const gone = await deleteSlot(w, formId(form, 'slot'));
      const at = `${formatDate(gone.start, w.timeZone)} at ${formatTime(gone.start, w.timeZone)}`;
      return { flash: `Slot ${at} deleted.`, to: {} };
    },
  },
});

/** The "Full-day appointment" box. */
const fullDayOf = (form: FormValues) => isChecked(form, 'fullDay');

function weekdaysOf(form: FormValues): number[] {
  return [...new Set(formValues(form, 'weekday'))]
    .filter((v) => /^[1-7]$/.test(v))
    .map(Number)
    .sort();
}
