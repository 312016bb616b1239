import {
  entryOf,
  formId,
  formValue,
  formValues,
  isChecked,
  parseForm,
} from '../../admin/ui/admin-form';
import { defineEntryAdminPage } from '../../admin/ui/entry-admin-page';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { UserForm, UserList, UserSearch } from './manage-users.page';
import { InspectorPhotoForm } from './inspector-fields';
import { inspectorProfileSchema } from '../../../shared/inspectors/inspector-rules';
import { findInspectorOfUser } from '../../inspectors/inspectors.service';
import type { FormValues } from '../../admin/ui/admin-page';
import {
  createUser,
  editUser,
  findUserById,
  isCodeSignInLocked,
  usersWithCodeLocks,
  searchUsers,
  rolesFrom,
  sendSignInLink,
  unlockUser,
  USER_NOT_FOUND,
  userCreateSchema,
  userEditSchema,
} from '../users-admin.service';

const LIST_LIMIT = 200;

/** The inspector profile's fields of the form ("Shown on the site": checked sends 1). */
const inspectorFieldsOf = (form: FormValues) => ({
  ...parseForm(inspectorProfileSchema, form),
  shown: isChecked(form, 'shown'),
});

const userOf = entryOf(findUserById, 'user', USER_NOT_FOUND);

/** Users: list, search, create, edit names and roles, send a sign-in link, unlock sign-in. */
export const usersAdminPage = defineEntryAdminPage({
  name: 'manage-users',
  title: 'Users',
  find: userOf,
  async form(ctx, user) {
    if (!user) return <UserForm ctx={ctx} />;
    const codesLocked = await isCodeSignInLocked(ctx.db, user.id, ctx.now);
    const inspector = await findInspectorOfUser(ctx.db, user.id);
    return (
      <>
        <UserForm ctx={ctx} user={user} codesLocked={codesLocked} inspector={inspector} />
        {inspector && <InspectorPhotoForm ctx={ctx} inspector={inspector} />}
      </>
    );
  },
  async list(ctx) {
    const q = (ctx.query.q ?? '').slice(0, 100);
    return (
      <>
        <UserSearch ctx={ctx} q={q} />
        <UserList
          ctx={ctx}
          users={await searchUsers(ctx.db, q, LIST_LIMIT)}
          timeZone={await siteTimeZone(ctx)}
          limit={LIST_LIMIT}
          codesLocked={await usersWithCodeLocks(ctx.db, ctx.now)}
        />
      </>
    );
  },
  actions: {
    async create(ctx, form) {
      const input = parseForm(userCreateSchema, form);
      const id = await createUser(ctx.db, ctx.actor, {
        ...input,
        roles: rolesFrom(formValues(form, 'roles')),
        inspector: inspectorFieldsOf(form),
      });
      return { flash: `User ${input.email} created.`, to: { edit: id } };
    },
    async save(ctx, form) {
      const current = await userOf(ctx, formValue(form, 'id'));
      const input = parseForm(userEditSchema, form);
      const roles = rolesFrom(formValues(form, 'roles'), current.roles);
      const fields = { ...input, roles, inspector: inspectorFieldsOf(form) };
      await editUser(ctx.db, ctx.actor, current.id, fields);
      return { flash: `User ${current.email} saved.`, to: {} };
    },
    async 'send-link'(ctx, form) {
      const id = formId(form, 'user');
      const user = await sendSignInLink(ctx.app, ctx.actor, id, ctx.request.ip);
      if (ctx.app.mailer.delivery === 'log-only')
        return {
          flash: `The sign-in e-mail to ${user.email} was only logged: e-mail delivery is not set up.`,
          tone: 'warning',
        };
      return { flash: `A sign-in link was sent to ${user.email}.` };
    },
    async unlock(ctx, form) {
      const user = await unlockUser(ctx.db, ctx.actor, formId(form, 'user'));
      return { flash: `Sign-in unlocked for ${user.email}.` };
    },
  },
});
