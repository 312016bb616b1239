import { ruleSentence } from '../../../shared/rules/rule';
import { AdminSection } from '../../admin/ui/form-layout';
import { messageDefinition } from '../../messages/message-catalogue';
import { isShippedReminder } from '../../rules/builtin-rules';
import type { Rule } from '../../rules/rules.service';

// Advanced → Reminders: what the shipped reminder rules do now, each edited under Rules. Their
// hours live only on the rules (decision 078), so this section shows them and links there.

const RULES_PAGE = '/cms-admin/manage-rules.php';

export const isReminderRule = (r: Rule) =>
  isShippedReminder(r.builtin) || r.builtin === 'thank-you-after';

export function ReminderRules({ rules }: { rules: Rule[] }) {
  return (
    <AdminSection headingId="reminders-heading" title="Reminders" className="mb-5">
      <p>
        Customers get an e-mail before their inspection (the time, the address, what to prepare and
        what is still to do) and a short thank-you after it. They are rules: their hours,
        conditions, message, recipients and switch are edited under <a href={RULES_PAGE}>Rules</a>.
      </p>
      <ul>
        {rules.map((r) => (
          <li key={r.id}>
            <a href={`${RULES_PAGE}?edit=${r.id}`}>{r.name}</a> ({r.enabled ? 'on' : 'off'}):{' '}
            {ruleSentence(r, messageDefinition(r.messageKey)?.title ?? r.messageKey)}
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
