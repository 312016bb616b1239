import type { AuditLine } from '../../audit/audit.service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';

// Advanced: maintenance (purge, SQLite backup) and the recent changes in the admin area.

export function Maintenance({
  ctx,
  backupAvailable,
}: {
  ctx: AdminViewContext;
  backupAvailable: boolean;
}) {
  return (
    <AdminSection headingId="maintenance-heading" title="Maintenance" className="mb-4">
      <AdminForm ctx={ctx} action="purge" className="mb-3" label="Purge expired sessions">
        <p className="mb-2">
          Remove expired sessions and old sign-in links and codes. This also happens every hour by
          itself.
        </p>
        <SubmitButton variant="outline-primary">
          Purge expired sessions and sign-in codes
        </SubmitButton>
      </AdminForm>
      {backupAvailable ? (
        <AdminForm ctx={ctx} action="backup" label="Database backup">
          <p className="mb-2">
            Download a complete copy of the database (every page, price, slot, order, user and
            e-mail). Keep it somewhere safe: it holds customers’ personal details.
          </p>
          <SubmitButton variant="outline-primary">Download database backup</SubmitButton>
        </AdminForm>
      ) : (
        <p className="text-body-secondary">
          The database is PostgreSQL: back it up with PostgreSQL’s own tools where it runs.
        </p>
      )}
    </AdminSection>
  );
}

export function RecentChanges({ entries, timeZone }: { entries: AuditLine[]; timeZone: string }) {
  return (
    <AdminSection headingId="audit-heading" title="Recent changes">
      <AdminTable
        caption="Recent changes in the admin area"
        headers={['When', 'Who', 'What', wide('Details')]}
        empty="No changes yet."
        focusable
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{formatWhen(e.createdAt, timeZone)}</td>
            <td>{e.userEmail || 'system'}</td>
            <td>
              {e.action} {e.entity}
              {e.entityId ? ` #${e.entityId}` : ''}
            </td>
            <td className={WIDE_ONLY}>
              <code className="text-break">{e.detailsPreview}</code>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
