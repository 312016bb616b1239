import { renderTemplate, templateProblem } from '../../../shared/messages/message-template';
import { formValue } from '../../admin/ui/admin-form';
import { type AdminContext, defineAdminPage } from '../../admin/ui/admin-page';
import { findOrder, ordersPage } from '../../booking/orders-list.service';
import { badRequest, notFound } from '../../errors';
import { getSiteSettings } from '../../settings/settings.service';
import { MESSAGE_CATALOGUE, messageDefinition } from '../message-catalogue';
import type { MessageDefinition } from '../message-definition';
import { orderFacts, overSample } from '../message-preview';
import {
  checkedTemplate,
  resetTemplate,
  saveTemplate,
  storedTemplate,
  storedTemplates,
} from '../messages.service';
import { MessageEditor, MessageList, type Preview } from './manage-messages.page';

// Messages: the office's wording of every message kind (decision 062). Saving checks the
// template first (unknown placeholder, broken tag, required placeholder) and is audited.

function definitionOf(key: string | undefined): MessageDefinition {
  const definition = key && key.length <= 60 ? messageDefinition(key) : undefined;
  if (!definition) throw notFound('No such message.');
  return definition;
}

/** The order the preview is rendered for: the one asked for, else the newest. */
async function previewOrder(ctx: AdminContext) {
  const asked = ctx.query.order?.trim();
  if (asked) {
    if (!/^\d{1,9}$/.test(asked)) throw badRequest('Preview: enter an order number.');
    const order = await findOrder(ctx.db, Number(asked));
    if (!order) throw notFound(`No order #${asked}.`);
    return order;
  }
  const newest = await ordersPage(
    ctx.db,
    {},
    {
      now: ctx.now.toISOString(),
      page: 1,
      pageSize: 1,
    },
  );
  return newest.orders[0];
}

async function preview(
  ctx: AdminContext,
  definition: MessageDefinition,
  template: { subject: string; body: string },
): Promise<Preview | { problem: string }> {
  const names = Object.keys(definition.placeholders);
  const problem = templateProblem(template.subject, names) ?? templateProblem(template.body, names);
  if (problem) return { problem };
  const order = await previewOrder(ctx);
  const settings = await getSiteSettings(ctx.db, ctx.app.env);
  const view = order
    ? overSample(definition.sample, orderFacts(order, settings, ctx.app.env.PUBLIC_URL))
    : definition.sample;
  return {
    orderId: order?.id ?? null,
    subject: renderTemplate(template.subject, view),
    text: renderTemplate(template.body, view),
  };
}

export const messagesAdminPage = defineAdminPage({
  name: 'manage-messages',
  title: 'Messages',
  async view(ctx) {
    if (!ctx.query.key) {
      const edited = new Map((await storedTemplates(ctx.db)).map((t) => [t.key, t]));
      return <MessageList ctx={ctx} edited={edited} catalogue={MESSAGE_CATALOGUE} />;
    }
    const definition = definitionOf(ctx.query.key);
    const stored = await storedTemplate(ctx.db, definition.key);
    const saved = stored ?? definition;
    const current = ctx.submitted
      ? { subject: formValue(ctx.submitted, 'subject'), body: formValue(ctx.submitted, 'body') }
      : { subject: saved.subject, body: saved.body };
    return (
      <MessageEditor
        ctx={ctx}
        definition={definition}
        current={current}
        edited={!!stored}
        preview={await preview(ctx, definition, current)}
      />
    );
  },
  actions: {
    async save(ctx, form) {
      const definition = definitionOf(ctx.query.key);
      await saveTemplate(
        ctx.db,
        definition,
        { subject: formValue(form, 'subject'), body: formValue(form, 'body') },
        ctx.actor,
      );
      return { flash: `Saved “${definition.title}”: the next message sent uses it.` };
    },
    async preview(ctx, form) {
      const definition = definitionOf(ctx.query.key);
      checkedTemplate(definition, {
        subject: formValue(form, 'subject'),
        body: formValue(form, 'body'),
      });
      return { showAgain: true, flash: 'Not saved yet: this is a preview.', tone: 'info' };
    },
    async reset(ctx) {
      const definition = definitionOf(ctx.query.key);
      const reset = await resetTemplate(ctx.db, definition, ctx.actor);
      return {
        flash: reset
          ? `“${definition.title}” is back to the shipped text.`
          : `“${definition.title}” already had the shipped text.`,
      };
    },
  },
});
