import { defineMessage } from '../messages/message-definition';
import { ORDER_PLACEHOLDERS, SAMPLE_ORDER } from '../messages/order-sample';

// Messages written for rules: short enough for a text, with only what every order knows.

/** A rule's message: one line of news, then one link, beside what every order knows. */
function ruleMessage<N extends string>(spec: {
  key: string;
  title: string;
  subject: string;
  news: string;
  /** The link's placeholder `name`, the words before it, what it is, and a sample of it. */
  link: { name: N; label: string; about: string; sample: string };
}) {
  const { key, title, subject, news, link } = spec;
  return defineMessage({
    key,
    title,
    audience: 'whom a rule names',
    subject,
    body: [news, `${link.label}: {{${link.name}}}`].join('\n'),
    placeholders: { ...ORDER_PLACEHOLDERS, [link.name]: link.about },
    sample: { ...SAMPLE_ORDER, ...({ [link.name]: link.sample } as Record<N, string>) },
  });
}

export const paymentDueMessage = ruleMessage({
  key: 'payment-due',
  title: 'Payment still due',
  subject: 'Payment due for your inspection on {{inspection.date}}',
  news: '{{business.name}}: your home inspection on {{inspection.date}} is not paid yet ({{order.total}}).',
  link: {
    name: 'payments_link',
    label: 'Pay online',
    about: 'The client’s payments page',
    sample: 'https://example.com/user/payments',
  },
});

export const inspectionNoteMessage = ruleMessage({
  key: 'inspection-note',
  title: 'Note about the inspection',
  subject: 'Your home inspection on {{inspection.date}}',
  news: '{{business.name}}: a note about the inspection of {{inspection.address}} on {{inspection.date}}.',
  link: {
    name: 'portal_link',
    label: 'Your account',
    about: 'The order in the client’s account',
    sample: 'https://example.com/user/inspections/41',
  },
});
