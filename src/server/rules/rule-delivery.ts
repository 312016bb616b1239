import type { Recipient } from '../../shared/rules/rule';
import type { SiteSettings } from '../../shared/site-settings';
import { agreementSigned } from '../agreements/agreement-status.service';
import { orderDocs } from '../booking/order-docs';
import type { Order } from '../booking/orders-list.service';
import type { Db } from '../db/database';
import { enqueueEmail } from '../email/outbox.service';
import { listActiveInspectors } from '../inspectors/inspectors.service';
import { messageDefinition } from '../messages/message-catalogue';
import { fromTemplate } from '../messages/message-definition';
import { blankView, orderFacts, overSample } from '../messages/message-preview';
import { renderEdited } from '../messages/messages.service';
import { queueText } from '../texts/texts.service';
import type { Rule } from './rules.repository';

// What one rule sends for one order: its conditions checked on the order as it stands, then its
// message to each recipient by e-mail (the outbox) or text (the texts' outbox, consent checked).

export interface RuleContext {
  settings: SiteSettings;
  publicUrl: string;
  now: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const holds = (condition: string, fact: boolean) =>
  condition === 'any' || (condition === 'yes') === fact;

function includesService(order: Order, slug: string): boolean {
  try {
    const lines = JSON.parse(order.priceLinesJson) as { slug?: unknown }[];
    return Array.isArray(lines) && lines.some((l) => l.slug === slug);
  } catch {
    return false;
  }
}

/** Whether the rule's conditions hold for `order` now. */
export async function conditionsHold(trx: Db, rule: Rule, order: Order): Promise<boolean> {
  const { checkout } = orderDocs(order);
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'authorized';
  const mustBeUnpaid = rule.event === 'unpaid-before';
  if (mustBeUnpaid ? paid : !holds(rule.ifPaid, paid)) return false;
  if (!holds(rule.ifRealtor, checkout.realtorAccess === 'yes' && !!text(checkout.realtorEmail)))
    return false;
  if (rule.ifService && !includesService(order, rule.ifService)) return false;
  if (rule.ifSigned !== 'any' && !holds(rule.ifSigned, await agreementSigned(trx, order.id)))
    return false;
  return true;
}

/** The address of `recipient` for the rule's channel, or '' when the order has none. */
async function addressOf(
  trx: Db,
  recipient: Recipient,
  rule: Rule,
  order: Order,
  settings: SiteSettings,
): Promise<string> {
  const { checkout } = orderDocs(order);
  const byText = rule.channel === 'text';
  switch (recipient) {
    case 'client':
      return byText ? text(checkout.phone) : order.customerEmail;
    case 'realtor':
      if (checkout.realtorAccess !== 'yes') return '';
      return byText ? text(checkout.realtorPhone) : text(checkout.realtorEmail);
    case 'inspector': {
      if (order.slotInspectorId === null) return '';
      const inspector = (await listActiveInspectors(trx)).find(
        (i) => i.id === order.slotInspectorId,
      );
      return (byText ? inspector?.phone : inspector?.email) ?? '';
    }
    case 'office':
      return byText ? settings.phone : settings.email;
    case 'other':
      return rule.otherAddress;
    // The second buyer's e-mail and phone are optional at checkout: none given, nothing sent.
    case 'second-buyer':
      if (checkout.addSecondBuyer !== true) return '';
      return byText ? text(checkout.secondBuyerPhone) : text(checkout.secondBuyerEmail);
  }
}

/** Queues the rule's message to each recipient in `trx`; answers how many were queued. */
export async function deliverRule(
  trx: Db,
  rule: Rule,
  order: Order,
  ctx: RuleContext,
): Promise<{ emails: number; texts: number }> {
  const definition = messageDefinition(rule.messageKey);
  const sent = { emails: 0, texts: 0 };
  if (!definition) return sent;
  const view = overSample(
    blankView(definition.sample),
    orderFacts(order, ctx.settings, ctx.publicUrl),
  );
  const shipped = fromTemplate(definition, view);
  for (const recipient of rule.recipients) {
    const to = await addressOf(trx, recipient, rule, order, ctx.settings);
    if (!to) continue;
    if (rule.channel === 'email') {
      await enqueueEmail(trx, { to, ...shipped }, ctx.now);
      sent.emails += 1;
    } else {
      const body = (await renderEdited(trx, shipped.template))?.text ?? shipped.text;
      const queued = await queueText(trx, { phone: to, body, orderId: order.id }, ctx.now);
      if (queued.queued) sent.texts += 1;
    }
  }
  return sent;
}
