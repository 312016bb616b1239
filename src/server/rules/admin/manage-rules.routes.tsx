import { formValue, idFrom } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { foundOr404 } from '../../errors';
import { MESSAGE_CATALOGUE, messageDefinition } from '../../messages/message-catalogue';
import { ruleReady } from '../../messages/message-preview';
import { listServices } from '../../services/services-admin.service';
import { ruleFromForm } from '../rule-form';
import { BUILTIN_RULES } from '../builtin-rules';
import { allRules, createRule, editRule, resetRule, ruleById, switchRule } from '../rules.service';
import type { MessageDefinition } from '../../messages/message-definition';
import { RuleForm, RuleList } from './manage-rules.page';

// Rules (decision 063): the shipped rules (on or off) and the office's own.

const titleOf = (key: string) => messageDefinition(key)?.title ?? key;

export const rulesAdminPage = defineAdminPage({
  name: 'manage-rules',
  title: 'Rules',
  async view(ctx) {
    const editing = ctx.query.edit;
    if (ctx.query.new === undefined && editing === undefined)
      return <RuleList ctx={ctx} rules={await allRules(ctx.db, ctx.now)} titleOf={titleOf} />;
    const rule = editing
      ? await foundOr404(ruleById(ctx.db, idFrom(editing, 'rule')), 'No such rule.')
      : undefined;
    // A shipped rule may keep its own message (what an order does not know is left blank).
    const shippedKey = rule?.builtin ? BUILTIN_RULES[rule.builtin]?.messageKey : undefined;
    const offered = (d: MessageDefinition) => ruleReady(d) || d.key === shippedKey;
    const messages = MESSAGE_CATALOGUE.filter(offered).map((d) => ({
      value: d.key,
      label: d.title,
    }));
    const services = (await listServices(ctx.db)).map((s) => ({ value: s.slug, label: s.name }));
    return <RuleForm ctx={ctx} rule={rule} messages={messages} services={services} />;
  },
  actions: {
    async create(ctx, form) {
      const fields = ruleFromForm(form);
      await createRule(ctx.db, fields, ctx.actor);
      return { flash: `Added the rule “${fields.name}”.`, to: {} };
    },
    async edit(ctx, form) {
      const id = idFrom(formValue(form, 'id'), 'rule');
      const rule = await foundOr404(ruleById(ctx.db, id), 'No such rule.');
      const shippedKey = rule.builtin ? BUILTIN_RULES[rule.builtin]?.messageKey : undefined;
      const fields = ruleFromForm(form, shippedKey);
      await editRule(ctx.db, id, fields, ctx.actor);
      return { flash: `Saved the rule “${fields.name}”.`, to: {} };
    },
    async reset(ctx, form) {
      const rule = await resetRule(ctx.db, idFrom(formValue(form, 'id'), 'rule'), ctx.actor);
      return { flash: `“${rule.name}” is back to its shipped default.`, to: {} };
    },
    async switch(ctx, form) {
      const id = idFrom(formValue(form, 'id'), 'rule');
      const on = formValue(form, 'enabled') === '1';
      await switchRule(ctx.db, id, on, ctx.actor);
      return {
        flash: on ? 'The rule is on.' : 'The rule is off: it sends nothing until switched on.',
      };
    },
  },
});
