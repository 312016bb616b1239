import {
  CHANNELS,
  isTimed,
  MAX_OFFSET_HOURS,
  RECIPIENTS,
  RULE_EVENTS,
  RULE_NAME_MAX,
  type RuleFields,
  ruleSentence,
} from '../../../shared/rules/rule';
import { formValue, formValues } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SelectField, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { BackLink, FieldGroup, FormButtons } from '../../admin/ui/form-layout';
import { AdminTable } from '../../admin/ui/table';
import type { Rule } from '../rules.service';

// The Rules page: the list (shipped rules first), and the form of a new or edited rule.

export interface Choice {
  value: string;
  label: string;
}

const CONDITION_CHOICES = (yes: string, no: string): Choice[] => [
  { value: 'any', label: 'Either' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** The three yes-or-no conditions of a rule, in the form's order. */
const CONDITION_FIELDS = [
  { name: 'ifPaid', label: 'Paid', yes: 'Paid', no: 'Not paid' },
  { name: 'ifSigned', label: 'Agreement', yes: 'Signed', no: 'Not signed' },
  { name: 'ifRealtor', label: 'Realtor', yes: 'A realtor is named', no: 'No realtor' },
] as const;

export function RuleList({
  ctx,
  rules,
  titleOf,
}: {
  ctx: AdminViewContext;
  rules: Rule[];
  titleOf: (key: string) => string;
}) {
  return (
    <>
      <p>
        When something happens to an order, if its conditions hold, a rule sends a message. Each
        rule sends once per order (and per inspection time for the timed ones); editing or switching
        a rule off never sends again what it already sent.
      </p>
      <p>
        <a className="btn btn-primary" href={ctx.link({ new: 1 })}>
          New rule
        </a>
      </p>
      <AdminTable caption="Rules" headers={['Rule', 'What it does', 'State', 'Action']}>
        {rules.map((r) => {
          const sentence = ruleSentence(r, titleOf(r.messageKey));
          return (
            <tr key={r.id}>
              <td>
                <a href={ctx.link({ edit: r.id })}>{r.name}</a>
                {r.builtin && (
                  <div className="small text-body-secondary">
                    {r.customizedAt ? 'Shipped rule, edited' : 'Shipped rule'}
                  </div>
                )}
              </td>
              <td>{sentence}</td>
              <td>{r.enabled ? 'On' : 'Off'}</td>
              <td>
                <AdminForm ctx={ctx} action="switch" label={`Switch ${r.name}`}>
                  <input type="hidden" name="id" value={r.id} />
                  <input type="hidden" name="enabled" value={r.enabled ? '0' : '1'} />
                  <SubmitButton size="sm" variant="outline-secondary">
                    {r.enabled ? 'Switch off' : 'Switch on'}
                    <span className="visually-hidden"> {r.name}</span>
                  </SubmitButton>
                </AdminForm>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}

export function RuleForm({
  ctx,
  rule,
  messages,
  services,
}: {
  ctx: AdminViewContext;
  rule?: Rule;
  messages: Choice[];
  services: Choice[];
}) {
  const sent = ctx.submitted;
  const value = (name: keyof RuleFields, stored: string) => (sent ? formValue(sent, name) : stored);
  const recipients: string[] = sent ? formValues(sent, 'recipients') : (rule?.recipients ?? []);
  const options = (o: Record<string, string>) =>
    Object.entries(o).map(([v, label]) => ({ value: v, label }));
  return (
    <>
      <BackLink href={ctx.link()}>All rules</BackLink>
      <h2 className="h4">{rule ? `Edit “${rule.name}”` : 'New rule'}</h2>
      <AdminForm
        ctx={ctx}
        action={rule ? 'edit' : 'create'}
        label={rule ? 'Edit rule' : 'New rule'}
      >
        {rule && <input type="hidden" name="id" value={rule.id} />}
        {rule?.builtin && (
          <p className="text-body-secondary">
            A shipped rule: once saved it sends as edited here; <strong>Reset to default</strong>{' '}
            below brings back what it sent as shipped. What it already sent is not sent again.
            {isTimed(rule.event) &&
              ' Changing only its name or hours keeps its full message (with the manage link and the calendar entry).'}
          </p>
        )}
        <TextField
          name="name"
          label="Name"
          value={value('name', rule?.name ?? '')}
          required
          maxLength={RULE_NAME_MAX}
        />
        <FieldGroup legend="When" part>
          <SelectField
            name="event"
            label="Event"
            value={value('event', rule?.event ?? 'booked')}
            options={options(RULE_EVENTS)}
          />
          <TextField
            name="offsetHours"
            label="Hours (for a time before or after the inspection)"
            type="number"
            inputMode="numeric"
            value={value('offsetHours', rule && rule.offsetHours ? String(rule.offsetHours) : '')}
            help={`Whole hours, 1 to ${MAX_OFFSET_HOURS}.`}
          />
        </FieldGroup>
        <FieldGroup legend="If" part>
          {CONDITION_FIELDS.map((c) => (
            <SelectField
              key={c.name}
              name={c.name}
              label={c.label}
              value={value(c.name, rule?.[c.name] ?? 'any')}
              options={CONDITION_CHOICES(c.yes, c.no)}
            />
          ))}
          <SelectField
            name="ifService"
            label="Service included"
            value={value('ifService', rule?.ifService ?? '')}
            options={[{ value: '', label: 'Any order' }, ...services]}
          />
        </FieldGroup>
        <FieldGroup legend="Send" part>
          <SelectField
            name="messageKey"
            label="Message"
            value={value('messageKey', rule?.messageKey ?? '')}
            options={[{ value: '', label: 'Choose a message' }, ...messages]}
            help="Its wording is edited under Messages."
          />
          <FieldGroup legend="Send to" describedBy="recipients-help">
            {Object.entries(RECIPIENTS).map(([v, label]) => (
              <div className="form-check" key={v}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  name="recipients"
                  value={v}
                  id={`f-recipients-${v}`}
                  defaultChecked={recipients.includes(v)}
                />
                <label className="form-check-label" htmlFor={`f-recipients-${v}`}>
                  {label.replace(/^the /, '').replace(/^./, (c) => c.toUpperCase())}
                </label>
              </div>
            ))}
            <div id="recipients-help" className="form-text">
              The second buyer is reached only when the order has their address.
            </div>
          </FieldGroup>
          <TextField
            name="otherAddress"
            label="Another address (e-mail, or mobile number for texts)"
            value={value('otherAddress', rule?.otherAddress ?? '')}
            maxLength={254}
          />
          <SelectField
            name="channel"
            label="By"
            value={value('channel', rule?.channel ?? 'email')}
            options={options(CHANNELS)}
            help="Texts go only to numbers whose owner agreed to them and did not answer STOP."
          />
        </FieldGroup>
        <FormButtons cancelHref={ctx.link()}>
          <SubmitButton>{rule ? 'Save' : 'Add rule'}</SubmitButton>
        </FormButtons>
      </AdminForm>
      {rule?.builtin && (
        <AdminForm ctx={ctx} action="reset" label="Reset the rule to default" className="mt-4">
          <input type="hidden" name="id" value={rule.id} />
          <SubmitButton variant="outline-secondary">Reset to default</SubmitButton>
        </AdminForm>
      )}
    </>
  );
}
