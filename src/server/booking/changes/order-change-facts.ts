import { SAMPLE_INSPECTION } from '../../messages/order-sample';

// The facts of a moved or cancelled inspection, worded once for the client's e-mails and for the
// office's and the realtor's copies, so all three name the same things the same way.

export const movedFacts = {
  lines: [
    'Reservation number: {{order.id}}',
    'Was: {{inspection.previous_date}}',
    'Now: {{inspection.date}}',
    '{{#inspection.inspector}}',
    'Inspector: {{inspection.inspector}}',
    '{{/inspection.inspector}}',
    'Property: {{inspection.address}}',
  ],
  /** The placeholders a move adds to those of every change message. */
  placeholders: {
    'inspection.previous_date': 'The date and time before the move',
    'inspection.inspector': 'The inspector of the new time (empty for the business’s own slots)',
  },
  sample: {
    date: 'Thursday, March 4, 2027 at 9:00 AM EST',
    previous_date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
    address: '12 Walnut St, Pittsburgh, PA 15232',
    inspector: 'Ian Spector',
  },
};

export const cancelledFacts = {
  lines: [
    'Reservation number: {{order.id}}',
    'Date and time: {{inspection.date}}',
    'Property: {{inspection.address}}',
  ],
  sample: SAMPLE_INSPECTION,
};
