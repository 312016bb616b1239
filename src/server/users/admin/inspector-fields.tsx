import type { Inspector } from '../../../shared/inspectors/inspector';
import {
  MAX_BIO_LENGTH,
  MAX_LICENCE_LENGTH,
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
} from '../../../shared/inspectors/inspector-rules';
import { type FormValues, adminPagePath } from '../../admin/ui/admin-page';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { checkedIn, formValue } from '../../admin/ui/admin-form';
import {
  CheckboxField,
  FileField,
  SubmitButton,
  TextArea,
  TextField,
} from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';

/** The inspector profile's part of the user form: saved while the Inspector role is checked. */
export function InspectorFields({ sent, inspector }: { sent?: FormValues; inspector?: Inspector }) {
  const value = (name: 'bio' | 'licenceNumber') =>
    sent ? formValue(sent, name) : (inspector?.[name] ?? '');
  return (
    <fieldset className="mb-3 border rounded p-3">
      <legend className="form-label fs-6 float-none w-auto px-1 mb-0">Inspector profile</legend>
      <p className="form-text mt-0">
        Saved when the Inspector role is checked. Taking the role away keeps the profile for the
        slots and orders that name this inspector, but gives them no new slots and takes them off
        the site.
      </p>
      <TextField
        name="licenceNumber"
        label="Licence number"
        value={value('licenceNumber')}
        maxLength={MAX_LICENCE_LENGTH}
      />
      <TextArea
        name="bio"
        label="Short bio"
        value={value('bio')}
        rows={4}
        maxLength={MAX_BIO_LENGTH}
        plain
        help={`At most ${MAX_BIO_LENGTH} characters; customers read it when they choose an inspector.`}
      />
      <CheckboxField
        name="shown"
        label="Shown on the site (customers may choose this inspector)"
        checked={checkedIn(sent, 'shown', inspector?.shown ?? true)}
      />
    </fieldset>
  );
}

/** The photo form (a multipart post of its own): the current photo, a new one, or none. */
export function InspectorPhotoForm({
  ctx,
  inspector,
}: {
  ctx: AdminViewContext;
  inspector: Inspector;
}) {
  const action = `/cms-admin/api/inspector_photo.php?inspector=${inspector.id}&_csrf=${encodeURIComponent(ctx.csrfToken)}`;
  return (
    <AdminSection headingId="inspector-photo-heading" title="Inspector photo" className="mt-4">
      {inspector.photoUrl ? (
        <img
          src={inspector.photoUrl}
          alt={`Photo of ${inspector.name}`}
          width={96}
          height={96}
          className="rounded mb-2 object-fit-cover"
        />
      ) : (
        <p>No photo yet.</p>
      )}
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        aria-labelledby="inspector-photo-heading"
      >
        <FileField
          id="inspector-photo"
          name="photo"
          label="New photo"
          accept={PHOTO_TYPES.join(',')}
          help={`A JPEG, PNG or WebP image of at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`}
        />
        <div className="admin-actions">
          <SubmitButton>Upload photo</SubmitButton>
          {inspector.photoUrl && (
            <button type="submit" name="remove" value="1" className="btn btn-outline-danger">
              Remove photo
            </button>
          )}
        </div>
      </form>
      <p className="mt-2">
        <a href={adminPagePath('manage-inspection-slots') + `?inspector=${inspector.id}`}>
          Slots of {inspector.name}
        </a>
      </p>
    </AdminSection>
  );
}
