import {
  BUSINESS_PLACEHOLDERS,
  defineMessage,
  signOffTemplate,
} from '../messages/message-definition';

// The shipped wording of the waitlist's e-mails: joined, and a freed time offered (decision 070).

export const waitlistJoinedMessage = defineMessage({
  key: 'waitlist-joined',
  title: 'On the waitlist',
  audience: 'the visitor who joined the waitlist',
  subject: 'You are on the waitlist of {{business.name}}',
  body: [
    'Hello,',
    '',
    'You are on our waitlist for a home inspection between {{waitlist.first_day}} and {{waitlist.last_day}}.',
    '',
    'When a time in those days opens, we e-mail you a link that holds it for you for {{waitlist.hold}}.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'waitlist.first_day': 'The first day they could take',
    'waitlist.last_day': 'The last day they could take',
    'waitlist.hold': 'How long an offered time is held (“30 minutes”)',
    ...BUSINESS_PLACEHOLDERS,
  },
  sample: {
    waitlist: {
      first_day: 'Tuesday, March 2, 2027',
      last_day: 'Friday, March 5, 2027',
      hold: '30 minutes',
    },
  },
});

export const waitlistOfferMessage = defineMessage({
  key: 'waitlist-offer',
  title: 'A time offered from the waitlist',
  audience: 'the first matching visitor on the waitlist',
  subject: 'A time opened: {{offer.date}}',
  body: [
    'Hello,',
    '',
    'A time you were waiting for has opened: {{offer.date}}.',
    '',
    'We hold it for you until {{offer.held_until}}. To book it, open this link and add your details:',
    '{{offer_link}}',
    '',
    'If you do not book it by then, it is offered to the next person on the waitlist.',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'offer.date': 'Date and time of the time offered',
    'offer.held_until': 'When the hold ends',
    offer_link: 'The link that opens the booking with the time held',
    ...BUSINESS_PLACEHOLDERS,
  },
  required: ['offer_link'],
  sample: {
    offer: {
      date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
      held_until: 'Monday, March 1, 2027 at 4:30 PM EST',
    },
    offer_link: 'https://example.com/waitlist/offer?token=…',
  },
});
