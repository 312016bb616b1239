import type { ReactElement, ReactNode } from 'react';
import { z } from 'zod';
import { formValue, parseForm } from './admin-form';
import type { AdminAction, AdminContext, AdminViewContext, FormValues } from './admin-page';
import { AdminForm, SelectField, SubmitButton, WholeNumberField } from './form-fields';
import { AdminSection } from './form-layout';

// The groups of settings on Advanced: each a section with one form and one save, made alike.

/** One group of settings: its section's words, its fields, and how its form is read and saved. */
export interface SettingsGroup<T, K extends string> {
  /** The form's `action` field; the heading's id is `<action>-heading` unless `headingId`. */
  action: string;
  headingId?: string;
  /** The heading, also the form's accessible name. */
  title: string;
  intro: string;
  /** The save button's words. */
  submit: string;
  /** The values in force as the fields show them, by field name. */
  shown: (current: T) => Record<K, string | number>;
  /** The fields; `value` is what this form just sent when shown again, else the value in force. */
  fields: (value: (name: K) => string) => ReactNode;
  /** The form's values, checked (a refusal throws). */
  read: (form: FormValues) => T;
  /** Saves them as this administrator; answers whether (or which of) them changed. */
  write: (ctx: AdminContext, input: T) => Promise<boolean | readonly unknown[]>;
  /** The message after a save that changed something. */
  saved: string;
}

export interface SettingsGroupParts<T> {
  action: string;
  /** The group's section, showing `current`. */
  Form: (props: { ctx: AdminViewContext; current: T }) => ReactElement;
  /** The form's handler: saves, then says what it did. */
  handle: AdminAction;
}

export function settingsGroup<T, K extends string>(
  group: SettingsGroup<T, K>,
): SettingsGroupParts<T> {
  const { action, title } = group;
  return {
    action,
    Form({ ctx, current }) {
      const sent =
        ctx.submitted && formValue(ctx.submitted, 'action') === action ? ctx.submitted : undefined;
      const shown = group.shown(current);
      const value = (name: K) => (sent ? formValue(sent, name) : String(shown[name]));
      return (
        <AdminSection
          headingId={group.headingId ?? `${action}-heading`}
          title={title}
          className="mb-4"
        >
          <p className="text-body-secondary">{group.intro}</p>
          <AdminForm ctx={ctx} action={action} label={title}>
            {group.fields(value)}
            <SubmitButton>{group.submit}</SubmitButton>
          </AdminForm>
        </AdminSection>
      );
    },
    async handle(ctx, form) {
      const changed = await group.write(ctx, group.read(form));
      const any = typeof changed === 'boolean' ? changed : changed.length > 0;
      return any
        ? { flash: group.saved, tone: 'success' }
        : { flash: 'Nothing changed.', tone: 'info' };
    },
  };
}

/**
 * A setting an administrator changes alone: its audit `section` is also its form's `action`, its
 * form field `name` is read by `field`, and `save` writes it as that administrator.
 */
export interface FormSetting<T extends string | number, K extends string> {
  section: string;
  name: K;
  field: z.ZodType<T>;
  save: (db: AdminContext['db'], by: AdminContext['actor'], value: T) => Promise<boolean>;
}

/** The section's words of a group of one setting: all of `SettingsGroup` the setting does not say. */
export type OneSettingWords = Pick<
  SettingsGroup<unknown, string>,
  'headingId' | 'title' | 'intro' | 'submit' | 'saved'
>;

/** A settings group of one value: its field name stated once, for showing, reading and saving. */
export function oneSettingGroup<T extends string | number, K extends string>(
  setting: FormSetting<T, K>,
  words: OneSettingWords & {
    /** The setting's field, given its name and the value it shows. */
    field: (props: { name: K; value: string }) => ReactNode;
  },
): SettingsGroupParts<T> {
  const { section, name } = setting;
  const schema = z.object({ value: setting.field });
  const { field, ...group } = words;
  return settingsGroup<T, K>({
    ...group,
    action: section,
    shown: (current) => ({ [name]: current }) as Record<K, T>,
    fields: (value) => field({ name, value: value(name) }),
    read: (form) => parseForm(schema, { value: formValue(form, name) }).value,
    write: (ctx, value) => setting.save(ctx.db, ctx.actor, value),
  });
}

/**
 * A settings group of one of a setting's `modes`, chosen from a list that words each of them;
 * `error` refuses a choice that is none of them.
 */
export function modeSettingGroup<M extends string, K extends string>(
  setting: Omit<FormSetting<M, K>, 'field'> & { modes: readonly [M, ...M[]] },
  {
    label,
    options,
    error,
    ...words
  }: OneSettingWords & { label: string; options: Record<M, string>; error: string },
): SettingsGroupParts<M> {
  const { modes } = setting;
  const field: z.ZodType<M> = z.enum(modes, { error });
  const listed = modes.map((mode) => ({ value: mode, label: options[mode] }));
  return oneSettingGroup(
    { ...setting, field },
    {
      ...words,
      field: (props) => <SelectField {...props} label={label} options={listed} />,
    },
  );
}

/** A settings group of one whole number, its field labelled as the setting's refusals name it. */
export function wholeNumberSettingGroup<K extends string>(
  setting: FormSetting<number, K> & { label: string },
  { help, ...words }: OneSettingWords & { help: string },
): SettingsGroupParts<number> {
  return oneSettingGroup(setting, {
    ...words,
    field: (props) => <WholeNumberField {...props} label={setting.label} help={help} />,
  });
}

/** The form handlers of these groups, by their `action`. */
export function settingsActions(
  groups: readonly Pick<SettingsGroupParts<unknown>, 'action' | 'handle'>[],
): Record<string, AdminAction> {
  return Object.fromEntries(groups.map((g) => [g.action, g.handle]));
}
