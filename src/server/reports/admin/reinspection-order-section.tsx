import { REINSPECTION_MESSAGES as M } from '../../../shared/reports/reinspections';
import { formId, formValue } from '../../admin/ui/admin-form';
import type { AdminAction } from '../../admin/ui/admin-page';
import {
  AdminForm,
  HiddenField,
  recordChoices,
  SelectField,
  SubmitButton,
  TextField,
} from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import type { OrderSection } from '../../admin/ui/order-section';
import { newCalendarUid } from '../../booking/calendar/order-calendar-invite';
import { queueOfficeOrderConfirmation } from '../../booking/checkout/order-notifications';
import { getCancellationPolicy } from '../../settings/cancellation-policy.service';
import { getSiteSettings } from '../../settings/settings.service';
import { formatWhen } from '../../admin/ui/table';
import { badRequest } from '../../errors';
import { listActiveInspectors } from '../../inspectors/inspectors.service';
import { parseTimeOfDay, wallClockToUtc } from '../../slots/slots-admin-schedule';
import { listRepairRequests } from '../repair-requests/repair-requests.service';
import {
  createOfficeReinspection,
  reinspectionLinks,
} from '../reinspections/reinspections.service';
import { selectReportOfOrder } from '../writing/drafts.repository';

// Reinspection on the admin order page: the order it checks (when it is one), the ones made of
// it, and Create reinspection (time, inspector, the repair request it checks).

export const reinspectionOrderSection: OrderSection = async (ctx, order, timeZone) => {
  const links = await reinspectionLinks(ctx.db, order.id);
  const orderLink = (id: number) => <a href={ctx.link({ id })}>order #{id}</a>;
  if (links.of)
    return (
      <AdminSection headingId="order-reinspection" title="Reinspection" className="mb-4">
        <p className="mb-0">
          This order is a reinspection of {orderLink(links.of.orderId)}
          {links.of.repairRequestId !== null &&
            `, checking repair request #${links.of.repairRequestId}`}
          .
        </p>
      </AdminSection>
    );
  const report = await selectReportOfOrder(ctx.db, order.id);
  const published = report !== undefined && report.publishedVersion > 0;
  const [inspectors, requests] = await Promise.all([
    listActiveInspectors(ctx.db),
    published ? listRepairRequests(ctx.db, order.id, ctx.now) : Promise.resolve([]),
  ]);
  const here = { ...ctx, url: ctx.link({ id: order.id }) };
  // Refused (a time that has passed, one taken): the form shows again what was sent.
  const sent = ctx.submitted && formValue(ctx.submitted, 'action') === 'reinspection-create';
  const again = (name: string, otherwise: string) =>
    sent && ctx.submitted ? formValue(ctx.submitted, name) : otherwise;
  return (
    <AdminSection headingId="order-reinspection" title="Reinspection" className="mb-4">
      {links.reinspections.length === 0 ? (
        <p>No reinspection yet.</p>
      ) : (
        <ul>
          {links.reinspections.map((r) => (
            <li key={r.orderId}>
              Reinspection {orderLink(r.orderId)}, {formatWhen(r.slotStart, timeZone)}
            </li>
          ))}
        </ul>
      )}
      {!published ? (
        <p className="mb-0">{M.notPublished}</p>
      ) : (
        <AdminForm ctx={here} action="reinspection-create" label="Create reinspection">
          <HiddenField name="id" value={order.id} />
          <div className="row">
            <div className="col-sm-6">
              <TextField name="date" label="Date" type="date" required value={again('date', '')} />
            </div>
            <div className="col-sm-6">
              <TextField name="time" label="Time" type="time" required value={again('time', '')} />
            </div>
            <SelectField
              name="inspectorId"
              className="col-sm-6 mb-3"
              label="Inspector"
              options={recordChoices('The business (no inspector)', inspectors)}
              value={again(
                'inspectorId',
                order.slotInspectorId === null ? '' : String(order.slotInspectorId),
              )}
            />
            <SelectField
              name="repairRequestId"
              className="col-sm-6 mb-3"
              label="Repair request it checks"
              options={recordChoices('None', requests)}
              value={again('repairRequestId', requests[0] ? String(requests[0].id) : '')}
            />
          </div>
          <SubmitButton variant="outline-primary">Create reinspection</SubmitButton>
        </AdminForm>
      )}
    </AdminSection>
  );
};

const optionalId = (text: string) => {
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest('Please choose from the list.');
  return n;
};

export const reinspectionOrderActions: Record<string, AdminAction> = {
  async 'reinspection-create'(ctx, form) {
    const id = formId(form, 'order');
    const tod = parseTimeOfDay(formValue(form, 'time'));
    const [settings, policy] = await Promise.all([
      getSiteSettings(ctx.db, ctx.app.env),
      getCancellationPolicy(ctx.db),
    ]);
    const start = tod && wallClockToUtc(formValue(form, 'date'), tod, settings.timeZone);
    if (!start) throw badRequest(M.timeMissing);
    const created = await createOfficeReinspection(
      ctx.db,
      {
        originalOrderId: id,
        repairRequestId: optionalId(formValue(form, 'repairRequestId')),
        start,
        inspectorId: optionalId(formValue(form, 'inspectorId')),
        by: { userId: ctx.actor.id },
        calendarUid: (uuid) => newCalendarUid(uuid, settings),
        // The client hears of it as of any booking: the confirmation, through the outbox.
        afterSave: (trx, orderId) =>
          queueOfficeOrderConfirmation(trx, orderId, settings, ctx.now, {
            publicUrl: ctx.app.env.PUBLIC_URL,
            policy,
          }),
      },
      ctx.now,
    );
    ctx.app.mailer.wake();
    return {
      flash: `Reinspection order #${created} created for order #${id}.`,
      tone: 'success',
      to: { id: created },
    };
  },
};
