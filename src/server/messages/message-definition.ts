import {
  type MessageView,
  placeholdersOf,
  renderTemplate,
} from '../../shared/messages/message-template';

// One message kind the site sends: its shipped subject and body (Mustache templates), the
// placeholders they may use (listed beside the editor, each with what it holds) and sample values
// for the preview. A feature defines its kinds beside its e-mails; the catalogue lists them.

export interface MessageDefinition<V extends MessageView = MessageView> {
  /** Stable name, stored with the office's edit: never change it once shipped. */
  key: string;
  /** What the Messages page calls it. */
  title: string;
  /** Who gets it, as the page says it. */
  audience: string;
  subject: string;
  body: string;
  /** Every placeholder with what it holds; the view given at sending has exactly these. */
  placeholders: Record<string, string>;
  /** Placeholders a saved template must keep (a sign-in message without its code is useless). */
  required?: readonly string[];
  /** Values for the preview when no order has the facts (a code, a link). */
  sample: V;
}

/** The business's own facts as every message's view offers them. */
export type BusinessView = ReturnType<typeof businessView>;

/**
 * Declares a message kind; add it to MESSAGE_CATALOGUE to make it editable. Every kind offers the
 * business's name, phone and e-mail (`business.*`) beside its own placeholders, so a definition
 * lists only its own and its view at sending carries `business: businessView(settings)`.
 */
export function defineMessage<V extends MessageView>(
  definition: MessageDefinition<V>,
): MessageDefinition<V & { business: BusinessView }> {
  return defineBareMessage({
    ...definition,
    placeholders: { ...definition.placeholders, ...BUSINESS_PLACEHOLDERS },
    sample: { ...definition.sample, business: SAMPLE_BUSINESS },
  });
}

/** Declares a message kind exactly as given: the sign-in message names the business only. */
export function defineBareMessage<V extends MessageView>(
  definition: MessageDefinition<V>,
): MessageDefinition<V> {
  const offered = placeholdersOf(definition.sample).sort().join();
  const listed = Object.keys(definition.placeholders).sort().join();
  // A placeholder described but absent from the view would render empty without a word.
  if (offered !== listed)
    throw new Error(`message ${definition.key}: sample offers ${offered}, listed ${listed}`);
  return definition;
}

/** The template choice an e-mail carries to the outbox, which renders the office's edit if any. */
export interface TemplateChoice {
  key: string;
  view: MessageView;
}

/**
 * The shipped subject and text of `definition` for `view`, the choice the outbox re-renders, and
 * the e-mail's kind in the log, which is the message's key: one name for one message.
 */
export function fromTemplate<V extends MessageView>(
  definition: MessageDefinition<V>,
  view: V,
): { kind: string; subject: string; text: string; template: TemplateChoice } {
  return {
    kind: definition.key,
    subject: renderTemplate(definition.subject, view),
    text: renderTemplate(definition.body, view),
    template: { key: definition.key, view },
  };
}

/** The business's own facts, offered to every message. */
export const businessView = (s: { businessName: string; phone: string; email: string }) => ({
  name: s.businessName,
  phone: s.phone,
  email: s.email,
});

export const BUSINESS_PLACEHOLDERS = {
  'business.name': 'The business name (Admin → Advanced)',
  'business.phone': 'The business phone',
  'business.email': 'The business e-mail address',
};

export const SAMPLE_BUSINESS = {
  name: 'Keystone Home Inspections',
  phone: '(412) 555-0100',
  email: 'office@example.com',
};

/** The shipped sign-off: how to reach the business, then its name. */
export const signOffTemplate = (lead = 'Questions') =>
  `${lead}: call {{business.phone}} or write to {{business.email}}.\n\n{{business.name}}`;
