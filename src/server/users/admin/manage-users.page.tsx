import type { User } from '../users.service';
import { formValue, formValues } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import {
  AdminForm,
  CheckboxField,
  HiddenField,
  SubmitButton,
  TextField,
} from '../../admin/ui/form-fields';
import { FieldGroup, RowActionButton } from '../../admin/ui/form-layout';
import {
  EntryActionsCell,
  EntryForm,
  type EntryWords,
  NewEntryLink,
} from '../../admin/ui/entry-page';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';
import { KNOWN_ROLES } from '../users-admin.service';
import type { Inspector } from '../../../shared/inspectors/inspector';
import { InspectorFields } from './inspector-fields';

const USERS: EntryWords<User> = { one: 'user', all: 'users', name: (u) => u.email };

const roleLabel = (role: string) => KNOWN_ROLES.find((r) => r.role === role)?.label ?? role;

export function UserSearch({ ctx, q }: { ctx: AdminViewContext; q: string }) {
  return (
    <form method="get" action={ctx.path} role="search" className="row g-2 align-items-end mb-3">
      <div className="col-sm-8 col-md-6">
        <label htmlFor="user-search" className="form-label">
          Search by e-mail or name
        </label>
        <input id="user-search" name="q" type="search" className="form-control" defaultValue={q} />
      </div>
      <div className="col-auto admin-actions">
        <SubmitButton variant="outline-primary">Search</SubmitButton>
        {q && <a href={ctx.path}>Show all</a>}
      </div>
    </form>
  );
}

export function UserList({
  ctx,
  users,
  timeZone,
  limit,
  codesLocked,
}: {
  ctx: AdminViewContext;
  users: User[];
  timeZone: string;
  limit: number;
  /** Users whose sign-in by code is locked on some client for now. */
  codesLocked: Set<number>;
}) {
  return (
    <>
      <NewEntryLink ctx={ctx} words={USERS} />
      <AdminTable
        caption="Users"
        headers={['E-mail', wide('Name'), 'Roles', wide('Last sign-in'), 'Actions']}
        empty="No user matches."
      >
        {users.map((u) => (
          <tr key={u.id}>
            <td>{u.email}</td>
            <td className={WIDE_ONLY}>{`${u.firstName} ${u.lastName}`.trim()}</td>
            <td>
              {u.roles.map(roleLabel).join(', ') || 'Customer'}
              {codesLocked.has(u.id) && (
                <span className="badge text-bg-warning ms-1">Sign-in locked</span>
              )}
            </td>
            <td className={WIDE_ONLY}>
              {u.lastLoginAt ? formatWhen(u.lastLoginAt, timeZone) : 'Never'}
            </td>
            <EntryActionsCell ctx={ctx} entry={u} words={USERS} deletable={false}>
              <RowActionButton
                ctx={ctx}
                action="send-link"
                id={u.id}
                label={`Send a sign-in link to ${u.email}`}
              >
                Send sign-in link
              </RowActionButton>
            </EntryActionsCell>
          </tr>
        ))}
      </AdminTable>
      {users.length === limit && (
        <p className="text-body-secondary">Showing the first {limit}; search to narrow the list.</p>
      )}
    </>
  );
}

export function UserForm({
  ctx,
  user,
  codesLocked = false,
  inspector,
}: {
  ctx: AdminViewContext;
  user?: User;
  /** The user's inspector profile, when there is one (kept when the role is taken away). */
  inspector?: Inspector;
  /** Wrong codes lock this user's sign-in by code on some client for now. */
  codesLocked?: boolean;
}) {
  const sent = ctx.submitted;
  const value = (name: 'email' | 'firstName' | 'lastName' | 'phone') =>
    sent ? formValue(sent, name) : (user?.[name] ?? '');
  const hasRole = (role: string) =>
    sent ? formValues(sent, 'roles').includes(role) : !!user?.roles.includes(role);
  const self = user?.id === ctx.user.id;
  return (
    <>
      <EntryForm ctx={ctx} entry={user} words={USERS}>
        {user ? (
          <p>
            E-mail: <strong>{user.email}</strong>
          </p>
        ) : (
          <TextField name="email" type="email" label="E-mail" value={value('email')} required />
        )}
        <TextField name="firstName" label="First name" value={value('firstName')} required />
        <TextField name="lastName" label="Last name" value={value('lastName')} />
        <TextField name="phone" type="tel" label="Phone" value={value('phone')} />
        <FieldGroup legend="Roles">
          {KNOWN_ROLES.map((r) => (
            <CheckboxField
              key={r.role}
              name="roles"
              value={r.role}
              label={r.label}
              checked={hasRole(r.role)}
            />
          ))}
          {self && <div className="form-text">You cannot remove your own administrator role.</div>}
        </FieldGroup>
        <InspectorFields sent={sent} inspector={inspector} />
      </EntryForm>
      {user && codesLocked && (
        <AdminForm ctx={ctx} action="unlock" className="mt-4" label="Unlock sign-in">
          <HiddenField name="id" value={user.id} />
          <p>
            Sign-in by code is locked for a while on a device that sent too many wrong codes (the
            e-mailed link still works).
          </p>
          <SubmitButton variant="outline-primary">Unlock sign-in</SubmitButton>
        </AdminForm>
      )}
    </>
  );
}
