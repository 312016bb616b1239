import {
  MAX_ZIP_LIST_LENGTH,
  parseZipList,
  zipListText,
} from '../../../shared/areas/service-areas';
import type { AdminContext, AdminViewContext, FormValues } from '../../admin/ui/admin-page';
import { formValue } from '../../admin/ui/admin-form';
import { AdminForm, HiddenField, SubmitButton, TextArea } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { badRequest } from '../../errors';
import { saveAreaOf } from '../areas.service';

// An inspector's service area, on their Working hours page (the business's is on Advanced).

export const AREA_ACTION = 'save-area';

/** The ZIPs typed in a form's `zips` field, or the field named in a 400. */
export function readZips(form: FormValues, name: string, label: string): string[] {
  const parsed = parseZipList(formValue(form, name), label);
  if (!parsed.ok) throw badRequest(parsed.error, { fields: { [name]: parsed.error } });
  return parsed.value;
}

export function AreaForm(p: { ctx: AdminViewContext; inspectorId: number; zips: string[] }) {
  const sent =
    p.ctx.submitted && formValue(p.ctx.submitted, 'action') === AREA_ACTION
      ? p.ctx.submitted
      : undefined;
  return (
    <AdminSection headingId="area-heading" title="Service area" className="mb-4">
      <p className="text-body-secondary">
        The ZIP codes this inspector covers. Once any service area is set (here or Advanced →
        Service area and travel), the order form offers a ZIP only the inspectors and times that
        cover it; an inspector with no ZIPs is then offered nowhere.
      </p>
      <AdminForm ctx={p.ctx} action={AREA_ACTION} label="Service area">
        <HiddenField name="owner" value={String(p.inspectorId)} />
        <TextArea
          name="zips"
          label="ZIP codes covered"
          value={sent ? formValue(sent, 'zips') : zipListText(p.zips)}
          rows={3}
          maxLength={MAX_ZIP_LIST_LENGTH}
          help="Such as 15213, 15217 15232; commas, spaces or lines between them. Empty: none."
        />
        <SubmitButton>Save service area</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

/** Saves the inspector's area from the form. */
export async function saveAreaFromForm(ctx: AdminContext, form: FormValues, inspectorId: number) {
  const zips = readZips(form, 'zips', 'ZIP codes covered');
  return saveAreaOf(ctx.db, ctx.actor, inspectorId, zips);
}
