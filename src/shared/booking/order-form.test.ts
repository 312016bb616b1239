import { describe, expect, it } from 'vitest';
import { validOrderForm } from '../../testing/booking-fixtures';
import { MESSAGES } from './messages';
import { orderFormSchema, orderFormSchemaFor } from './order-form';

/** The message of the first issue at `path`, or undefined when the field is valid. */
function messageAt(input: unknown, path: string, schema = orderFormSchema) {
  const result = schema.safeParse(input);
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('order form rules', () => {
  it('accepts a complete form and trims text', () => {
    const r = orderFormSchema.parse({ ...validOrderForm, city: '  Pittsburgh ' });
    expect(r.city).toBe('Pittsburgh');
  });

  const required: [string, unknown, string][] = [
    ['homeSizeId', undefined, MESSAGES.homeSizeRequired],
    ['homeSizeId', 0, MESSAGES.homeSizeRequired],
    ['homeSizeId', Number.NaN, MESSAGES.homeSizeRequired],
    ['propertyAgeId', undefined, MESSAGES.propertyAgeRequired],
    ['propertyAgeId', -1, MESSAGES.propertyAgeRequired],
    ['selectedSlotId', undefined, MESSAGES.slotRequired],
    ['selectedSlotId', 1.5, MESSAGES.slotRequired],
    ['neighborhood', '', MESSAGES.neighborhoodRequired],
    ['neighborhood', '   ', MESSAGES.neighborhoodRequired],
    ['address1', '', MESSAGES.addressRequired],
    ['address1', ' \t ', MESSAGES.addressRequired],
    ['city', '', MESSAGES.cityRequired],
    ['city', undefined, MESSAGES.cityRequired],
    ['state', '', MESSAGES.propertyStateInvalid],
    ['state', 'NY', MESSAGES.propertyStateInvalid],
    ['state', 'pa', MESSAGES.propertyStateInvalid],
    ['zip', '', MESSAGES.zipInvalid],
    ['zip', '1523', MESSAGES.zipInvalid],
    ['zip', '152321', MESSAGES.zipInvalid],
    ['zip', '15232-12', MESSAGES.zipInvalid],
    ['zip', 'ABCDE', MESSAGES.zipInvalid],
    ['additionalUnits', -1, MESSAGES.additionalUnitsInvalid],
    ['additionalUnits', 1.5, MESSAGES.additionalUnitsInvalid],
    ['additionalUnits', '2', MESSAGES.additionalUnitsInvalid],
  ];
  for (const [field, value, message] of required)
    it(`${field} = ${JSON.stringify(value)} → ${message}`, () => {
      expect(messageAt({ ...validOrderForm, [field]: value }, field)).toBe(message);
    });

  it('offers only PA, OH and WV', () => {
    for (const state of ['PA', 'OH', 'WV'])
      expect(messageAt({ ...validOrderForm, state }, 'state')).toBeUndefined();
  });

  it('takes a ZIP of 5 digits or 5+4', () => {
    for (const zip of ['15232', '15232-1234', ' 15232 '])
      expect(messageAt({ ...validOrderForm, zip }, 'zip')).toBeUndefined();
  });

  it('allows 0 or more additional units', () => {
    for (const n of [0, 1, 12])
      expect(
        messageAt({ ...validOrderForm, additionalUnits: n }, 'additionalUnits'),
      ).toBeUndefined();
  });

  it('refuses early radon results without the radon test', () => {
    const form = { ...validOrderForm, addons: { 'radon-early': true } };
    expect(messageAt(form, 'addons.radon-early')).toBe(MESSAGES.radonEarlyNeedsRadon);
    const ok = { ...validOrderForm, addons: { 'radon-early': true, 'radon-inspection': true } };
    expect(orderFormSchema.safeParse(ok).success).toBe(true);
  });

  it('address line 2 is optional', () => {
    const { address2: _omit, ...rest } = validOrderForm;
    expect(orderFormSchema.parse(rest).address2).toBe('');
  });

  it('in the browser, the slot must be one of the available ones', () => {
    const schema = orderFormSchemaFor([10, 11]);
    expect(schema.safeParse(validOrderForm).success).toBe(true);
    expect(messageAt({ ...validOrderForm, selectedSlotId: 12 }, 'selectedSlotId', schema)).toBe(
      MESSAGES.slotUnavailable,
    );
    expect(messageAt(validOrderForm, 'selectedSlotId', orderFormSchemaFor([]))).toBe(
      MESSAGES.slotUnavailable,
    );
  });

  it('reports every missing field at once', () => {
    const r = orderFormSchema.safeParse({});
    const paths = r.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(
      [
        'additionalUnits',
        'address1',
        'city',
        'homeSizeId',
        'neighborhood',
        'propertyAgeId',
        'selectedSlotId',
        'state',
        'zip',
      ].sort(),
    );
  });
});
