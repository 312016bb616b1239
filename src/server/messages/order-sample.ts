import { BUSINESS_PLACEHOLDERS, SAMPLE_BUSINESS } from './message-definition';

// What every order's message may name, and the sample order the editor previews it with.

/** The inspection every sample names: the editor's previews all show the same visit. */
export const SAMPLE_INSPECTION = {
  date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
  address: '12 Walnut St, Pittsburgh, PA 15232',
};

/** How the editor explains the inspection's date and address, worded once for every message. */
export const INSPECTION_PLACEHOLDERS = {
  'inspection.date': 'Date and time of the inspection',
  'inspection.address': 'The property address',
};

export const SAMPLE_ORDER = {
  client: { first_name: 'Dana' },
  order: { id: 41, total: '$425.00' },
  inspection: SAMPLE_INSPECTION,
  business: SAMPLE_BUSINESS,
};

export const ORDER_PLACEHOLDERS = {
  'client.first_name': 'The client’s first name',
  'order.id': 'The reservation number',
  'order.total': 'The total price',
  ...INSPECTION_PLACEHOLDERS,
  ...BUSINESS_PLACEHOLDERS,
};
