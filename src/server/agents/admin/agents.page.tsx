import { formatCents } from '../../../shared/money';
import type { AdminListProps, AdminViewContext } from '../../admin/ui/admin-page';
import { formValue } from '../../admin/ui/admin-form';
import {
  AdminForm,
  HiddenField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../admin/ui/form-fields';
import { AdminSection, BackLink } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, wide } from '../../admin/ui/table';
import type { Agent } from '../agents.repository';
import type { AgentDetail, AgentRow } from '../agents-admin.service';

// The Agents section's views: the list with each agent's figures, and one agent's page.

const ORDERS_PAGE = '/cms-admin/manage-orders.php';

const lastReferral = (row: AgentRow, timeZone: string) =>
  row.lastReferralAt === null ? '—' : formatWhen(row.lastReferralAt, timeZone);

export function AgentList({ ctx, rows, timeZone }: AdminListProps<AgentRow>) {
  return (
    <>
      <p className="text-body-secondary">
        Every realtor named at checkout, matched by e-mail. Inspections referred and revenue booked
        count the bookings not cancelled, as the dashboard does.
      </p>
      <AdminTable
        caption="Agents"
        headers={[
          'Agent',
          wide('Agency'),
          'Inspections referred',
          'Revenue booked',
          wide('Last referral'),
        ]}
        empty="No agent has been named at checkout yet."
      >
        {rows.map((row) => (
          <tr key={row.agent.id}>
            <td>
              <a href={ctx.link({ id: row.agent.id })}>{row.agent.name}</a>
              <div className="small text-body-secondary text-break">{row.agent.email}</div>
            </td>
            <td className="d-none d-md-table-cell">{row.agent.agency || '—'}</td>
            <td>{row.referred}</td>
            <td>{formatCents(row.revenueBookedCents)}</td>
            <td className="d-none d-md-table-cell">{lastReferral(row, timeZone)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export function AgentPage({
  ctx,
  detail,
  others,
  timeZone,
}: {
  ctx: AdminViewContext;
  detail: AgentDetail;
  others: Agent[];
  timeZone: string;
}) {
  const { agent } = detail.row;
  return (
    <>
      <BackLink href={ctx.link()}>Back to all agents</BackLink>
      <h2 className="h4">{agent.name}</h2>
      <dl className="row">
        <dt className="col-sm-3">E-mail</dt>
        <dd className="col-sm-9 text-break">{agent.email}</dd>
        <dt className="col-sm-3">Phone</dt>
        <dd className="col-sm-9">{agent.phone || '—'}</dd>
        <dt className="col-sm-3">Agency</dt>
        <dd className="col-sm-9">{agent.agency || '—'}</dd>
        <dt className="col-sm-3">Inspections referred</dt>
        <dd className="col-sm-9">{detail.row.referred}</dd>
        <dt className="col-sm-3">Revenue booked</dt>
        <dd className="col-sm-9">{formatCents(detail.row.revenueBookedCents)}</dd>
        <dt className="col-sm-3">Last referral</dt>
        <dd className="col-sm-9">{lastReferral(detail.row, timeZone)}</dd>
      </dl>
      <AdminSection headingId="agent-orders" title="Orders" className="mb-4">
        <AdminTable
          caption={`Orders naming ${agent.name}`}
          headers={['Order', 'Booked', wide('Inspection'), 'Customer', 'Status', 'Total']}
          empty="No orders name this agent."
        >
          {detail.orders.map((o) => (
            <tr key={o.id}>
              <td>
                <a href={`${ORDERS_PAGE}?id=${o.id}`}>#{o.id}</a>
              </td>
              <td>{formatWhen(o.createdAt, timeZone)}</td>
              <td className="d-none d-md-table-cell">{formatWhen(o.slotStart, timeZone)}</td>
              <td>{o.customerName}</td>
              <td>{o.bookingStatus === 'cancelled' ? 'Cancelled' : 'Booked'}</td>
              <td>{formatCents(o.totalCents)}</td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>
      <AgentDetailsForm ctx={ctx} agent={agent} />
      <AdminSection headingId="agent-merge" title="Merge a duplicate">
        {others.length === 0 ? (
          <p>There is no other agent to merge.</p>
        ) : (
          <AdminForm ctx={ctx} action="merge" label="Merge a duplicate into this agent">
            <HiddenField name="id" value={agent.id} />
            <p className="text-body-secondary">
              The duplicate&apos;s orders move to {agent.name}, and its e-mail leads here from now
              on. This is recorded in the audit log.
            </p>
            <SelectField
              name="duplicate"
              label="Duplicate to merge into this agent"
              required
              options={others.map((a) => ({
                value: String(a.id),
                label: `${a.name} (${a.email})`,
              }))}
            />
            <SubmitButton variant="outline-danger">Merge</SubmitButton>
          </AdminForm>
        )}
      </AdminSection>
    </>
  );
}

/** Edit details: shown again with what was typed when the server refuses it. */
function AgentDetailsForm({ ctx, agent }: { ctx: AdminViewContext; agent: Agent }) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'edit' ? ctx.submitted : null;
  const value = (name: 'name' | 'email' | 'phone' | 'agency') =>
    sent ? formValue(sent, name) : agent[name];
  return (
    <AdminSection headingId="agent-details" title="Edit details" className="mb-4">
      <AdminForm ctx={ctx} action="edit" label="Edit the agent’s details">
        <HiddenField name="id" value={agent.id} />
        <div className="row">
          <div className="col-md-6">
            <TextField name="name" label="Name" required maxLength={100} value={value('name')} />
          </div>
          <div className="col-md-6">
            <TextField
              name="email"
              label="E-mail"
              type="email"
              inputMode="email"
              required
              maxLength={254}
              value={value('email')}
              help="They sign in with it, and checkouts naming it find this agent."
            />
          </div>
          <div className="col-md-6">
            <TextField
              name="phone"
              label="Phone"
              type="tel"
              inputMode="tel"
              maxLength={40}
              value={value('phone')}
            />
          </div>
          <div className="col-md-6">
            <TextField name="agency" label="Brokerage" maxLength={200} value={value('agency')} />
          </div>
        </div>
        <SubmitButton>Save details</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}
