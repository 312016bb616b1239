import { formValue, idFrom } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { foundOr404 } from '../../errors';
import { MESSAGE_CATALOGUE, messageDefinition } from '../../messages/message-catalogue';
import { ruleReady } from '../../messages/message-preview';
import { listServices } from '../../services/services-admin.service';
import { ruleFromForm } from '../rule-form';
import { allRules, createRule, editRule, ruleById, switchRule } from '../rules.service';
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
    const messages = MESSAGE_CATALOGUE.filter(ruleReady).map((d) => ({
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
      const fields = ruleFromForm(form);
      await editRule(ctx.db, idFrom(formValue(form, 'id'), 'rule'), fields, ctx.actor);
      return { flash: `Saved the rule “${fields.name}”.`, to: {} };
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
