import type { FastifyRequest } from 'fastify';
import { formId } from '../../admin/ui/admin-form';
import type { AdminAction } from '../../admin/ui/admin-page';
import { AdminForm, HiddenField, SubmitButton } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import type { OrderSection } from '../../admin/ui/order-section';
import { AdminTable, cellRows, formatWhen } from '../../admin/ui/table';
import { orderDocs } from '../../booking/order-docs';
import { liveRealtorLinks } from '../realtor-access.service';
import {
  issueRealtorLinkAsStaff,
  revokeRealtorLinksAsStaff,
} from '../realtor-access-admin.service';

// The order's realtor link: who the realtor is, the live links, Issue link and Revoke.

/** A link just issued, for the page drawn in answer to that post only (never stored). */
const issued = new WeakMap<FastifyRequest, { orderId: number; url: string }>();

const ACCESS_LABELS: Record<string, string> = {
  yes: 'Yes',
  no: 'No',
  agent: 'The customer is the agent',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const realtorAccessOrderSection: OrderSection = async (ctx, order, timeZone) => {
  const { checkout } = orderDocs(order);
  const name = [text(checkout.realtorFirstName), text(checkout.realtorLastName)]
    .filter(Boolean)
    .join(' ');
  const links = await liveRealtorLinks(ctx.db, order.id, ctx.now);
  const justIssued = issued.get(ctx.request);
  const here = { ...ctx, url: ctx.link({ id: order.id }) };
  return (
    <AdminSection headingId="order-realtor" title="Realtor access" className="mb-4">
      <dl className="row mb-3">
        <div className="col-12 col-md-6 d-flex gap-2">
          <dt className="fw-semibold">Realtor access:</dt>
          <dd className="mb-1">{ACCESS_LABELS[text(checkout.realtorAccess)] ?? '—'}</dd>
        </div>
        <div className="col-12 col-md-6 d-flex gap-2">
          <dt className="fw-semibold">Realtor:</dt>
          <dd className="mb-1">
            {[name, text(checkout.realtorEmail)].filter(Boolean).join(', ') || '—'}
          </dd>
        </div>
      </dl>
      {justIssued?.orderId === order.id && (
        <div className="alert alert-success" role="status">
          <label htmlFor="realtor-new-link" className="form-label fw-semibold">
            New realtor link (shown only now: copy it and send it to the realtor)
          </label>
          <input id="realtor-new-link" className="form-control" readOnly value={justIssued.url} />
        </div>
      )}
      <AdminTable
        caption="Live realtor links"
        headers={['Issued', 'Expires']}
        empty="No live realtor link for this order."
      >
        {cellRows(
          links.map((l) => [formatWhen(l.createdAt, timeZone), formatWhen(l.expiresAt, timeZone)]),
        )}
      </AdminTable>
      <div className="admin-actions">
        <AdminForm ctx={here} action="realtor-issue-link" label="Issue a realtor link">
          <HiddenField name="id" value={order.id} />
          <SubmitButton variant="outline-primary">Issue link</SubmitButton>
        </AdminForm>
        {links.length > 0 && (
          <AdminForm ctx={here} action="realtor-revoke-links" label="Revoke the realtor links">
            <HiddenField name="id" value={order.id} />
            <SubmitButton variant="outline-danger">Revoke</SubmitButton>
          </AdminForm>
        )}
      </div>
    </AdminSection>
  );
};

export const realtorAccessOrderActions: Record<string, AdminAction> = {
  async 'realtor-issue-link'(ctx, form) {
    const id = formId(form, 'order');
    const path = await issueRealtorLinkAsStaff(ctx.db, ctx.actor, id);
    // From the configured public URL, never the Host header.
    issued.set(ctx.request, { orderId: id, url: new URL(path, ctx.app.env.PUBLIC_URL).href });
    return {
      showAgain: true,
      flash: `Realtor link issued for order #${id}. Copy it from Realtor access below: it is shown only this once.`,
      tone: 'success',
    };
  },
  async 'realtor-revoke-links'(ctx, form) {
    const id = formId(form, 'order');
    const revoked = await revokeRealtorLinksAsStaff(ctx.db, ctx.actor, id);
    return revoked > 0
      ? {
          flash: `Revoked ${revoked} realtor link${revoked === 1 ? '' : 's'} of order #${id}: they no longer open its reports.`,
          to: { id },
        }
      : { flash: `Order #${id} had no live realtor link.`, tone: 'info', to: { id } };
  },
};
