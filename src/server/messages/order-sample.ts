import { BUSINESS_PLACEHOLDERS, SAMPLE_BUSINESS } from './message-definition';

// What every order's message may name, and the sample order the editor previews it with.

export const SAMPLE_ORDER = {
  client: { first_name: 'Dana' },
  order: { id: 41, total: '$425.00' },
  inspection: {
    date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
    address: '12 Walnut St, Pittsburgh, PA 15232',
  },
  business: SAMPLE_BUSINESS,
};

export const ORDER_PLACEHOLDERS = {
  'client.first_name': 'The client’s first name',
  'order.id': 'The reservation number',
  'order.total': 'The total price',
  'inspection.date': 'Date and time of the inspection',
  'inspection.address': 'The property address',
  ...BUSINESS_PLACEHOLDERS,
};
