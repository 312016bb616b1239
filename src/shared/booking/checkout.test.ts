import { describe, expect, it } from 'vitest';
import { validCheckout } from '../../testing/booking-fixtures';
import { checkoutSchema, emptyCheckout, isValidPostalCode } from './checkout';
import { MAX_NOTES_LENGTH } from './field-rules';
import { MESSAGES } from './messages';

function messagesAt(input: unknown, path: string): string[] {
  const result = checkoutSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((i) => i.path.join('.') === path)
    .map((i) => i.message);
}

describe('checkout rules', () => {
  it('accepts a complete form', () => {
    expect(checkoutSchema.safeParse(validCheckout).error?.issues).toBeUndefined();
  });

  const cases: [string, unknown, string][] = [
    ['firstName', '', MESSAGES.firstNameRequired],
    ['firstName', '  ', MESSAGES.firstNameRequired],
    ['firstName', undefined, MESSAGES.firstNameRequired],
    ['firstName', 'Eve\r\nBcc: victim@example.test', MESSAGES.oneLine],
    ['company', 'Acme\nSubject: hi', MESSAGES.oneLine],
    ['lastName', '', MESSAGES.lastNameRequired],
    ['billingAddress1', '', MESSAGES.addressRequired],
    ['billingCity', ' ', MESSAGES.cityRequired],
    ['billingState', '', MESSAGES.stateRequired],
    ['billingZip', '', MESSAGES.zipInvalid],
    ['billingZip', '1234', MESSAGES.zipInvalid],
    ['billingZip', '12345-6', MESSAGES.zipInvalid],
    ['billingZip', 'K1A 0B1', MESSAGES.zipInvalid],
    ['billingCountry', '', MESSAGES.countryRequired],
    ['billingCountry', 'Mexico', MESSAGES.countryRequired],
    ['email', '', MESSAGES.emailInvalid],
    ['email', 'dana', MESSAGES.emailInvalid],
    ['email', 'dana@example', MESSAGES.emailInvalid],
    ['email', 'da na@example.test', MESSAGES.emailInvalid],
    ['email', '@example.test', MESSAGES.emailInvalid],
    ['phone', '', MESSAGES.phoneInvalid],
    ['phone', '555-0100', MESSAGES.phoneInvalid],
    ['phone', 'call me', MESSAGES.phoneInvalid],
    ['phone', '412-555-01', MESSAGES.phoneInvalid],
    ['agreeToCancellation', false, MESSAGES.agreeRequired],
    ['agreeToCancellation', undefined, MESSAGES.agreeRequired],
    ['paymentMethod', 'cheque', MESSAGES.paymentMethodRequired],
    ['realtorAccess', 'maybe', MESSAGES.realtorAccessRequired],
  ];
  for (const [field, value, message] of cases)
    it(`${field} = ${JSON.stringify(value)} → ${message}`, () => {
      expect(messagesAt({ ...validCheckout, [field]: value }, field)).toContain(message);
    });

  it('takes phones with an optional country code, 2-4 digit area code and 3-4/3-4 groups', () => {
    for (const phone of [
      '412-555-0100',
      '(412) 555-0100',
      '4125550100',
      '+1 412 555 0100',
      '+44 20 7946 0958',
      '412.555.0100',
      '1-412-555-0100',
    ])
      expect(messagesAt({ ...validCheckout, phone }, 'phone'), phone).toEqual([]);
  });

  it('takes a ZIP of 5 or 5+4, and a Canadian postal code only for Canada', () => {
    for (const billingZip of ['15222', '15222-1234'])
      expect(messagesAt({ ...validCheckout, billingZip }, 'billingZip')).toEqual([]);
    expect(
      messagesAt(
        { ...validCheckout, billingCountry: 'Canada', billingZip: 'K1A 0B1' },
        'billingZip',
      ),
    ).toEqual([]);
    expect(isValidPostalCode('K1A0B1', 'United States')).toBe(false);
  });

  it('requires second buyer names only when a second buyer is chosen', () => {
    expect(messagesAt({ ...validCheckout, addSecondBuyer: false }, 'secondBuyerFirst')).toEqual([]);
    const form = { ...validCheckout, addSecondBuyer: true };
    expect(messagesAt(form, 'secondBuyerFirst')).toEqual([MESSAGES.secondBuyerFirstRequired]);
    expect(messagesAt(form, 'secondBuyerLast')).toEqual([MESSAGES.secondBuyerLastRequired]);
    const named = { ...form, secondBuyerFirst: 'Sam', secondBuyerLast: 'Buyer' };
    expect(checkoutSchema.safeParse(named).success).toBe(true);
  });

  it('requires the customer address only when a different address is chosen', () => {
    const form = { ...validCheckout, differentCustomerAddress: true };
    const expected: [string, string][] = [
      ['customerFirstName', MESSAGES.firstNameRequired],
      ['customerLastName', MESSAGES.lastNameRequired],
      ['customerAddress1', MESSAGES.addressRequired],
      ['customerCity', MESSAGES.cityRequired],
      ['customerState', MESSAGES.stateRequired],
      ['customerZip', MESSAGES.zipInvalid],
      ['customerCountry', MESSAGES.countryRequired],
    ];
    for (const [path, message] of expected) expect(messagesAt(form, path), path).toEqual([message]);
    const filled = {
      ...form,
      customerFirstName: 'Pat',
      customerLastName: 'Owner',
      customerAddress1: '9 Elm St',
      customerCity: 'Erie',
      customerState: 'PA',
      customerZip: '16501-1234',
      customerCountry: 'United States',
    };
    expect(checkoutSchema.safeParse(filled).success).toBe(true);
    expect(messagesAt({ ...filled, customerZip: '165' }, 'customerZip')).toEqual([
      MESSAGES.zipInvalid,
    ]);
    expect(checkoutSchema.safeParse({ ...validCheckout, customerCity: '' }).success).toBe(true);
  });

  describe('realtor access', () => {
    it('"yes" requires first and last name, a valid e-mail and a phone', () => {
      const form = { ...validCheckout, realtorAccess: 'yes' };
      expect(messagesAt(form, 'realtorFirstName')).toEqual([MESSAGES.realtorFirstRequired]);
      expect(messagesAt(form, 'realtorLastName')).toEqual([MESSAGES.realtorLastRequired]);
      expect(messagesAt(form, 'realtorEmail')).toEqual([MESSAGES.emailInvalid]);
      expect(messagesAt(form, 'realtorPhone')).toEqual([MESSAGES.phoneInvalid]);
      const filled = {
        ...form,
        realtorFirstName: 'Rae',
        realtorLastName: 'Agent',
        realtorEmail: 'rae@realty.test',
        realtorPhone: '+1 412-555',
      };
      expect(checkoutSchema.safeParse(filled).success).toBe(true);
    });

    it('realtor phone: at least 7 of digits, spaces, dashes, optional leading plus', () => {
      const form = {
        ...validCheckout,
        realtorAccess: 'yes',
        realtorFirstName: 'Rae',
        realtorLastName: 'Agent',
        realtorEmail: 'rae@realty.test',
      };
      for (const realtorPhone of ['555 010', '+1234567', '412-555-0100'])
        expect(messagesAt({ ...form, realtorPhone }, 'realtorPhone'), realtorPhone).toEqual([]);
      for (const realtorPhone of ['55501', '(412) 555-0100', '412+5550100', 'phone me'])
        expect(messagesAt({ ...form, realtorPhone }, 'realtorPhone'), realtorPhone).toEqual([
          MESSAGES.phoneInvalid,
        ]);
    });

    it('"no" and "agent" need nothing, but a given e-mail or phone must still be valid', () => {
      for (const realtorAccess of ['no', 'agent']) {
        expect(checkoutSchema.safeParse({ ...validCheckout, realtorAccess }).success).toBe(true);
        const bad = { ...validCheckout, realtorAccess, realtorEmail: 'nope', realtorPhone: '12' };
        expect(messagesAt(bad, 'realtorEmail')).toEqual([MESSAGES.emailInvalid]);
        expect(messagesAt(bad, 'realtorPhone')).toEqual([MESSAGES.phoneInvalid]);
      }
    });
  });

  it('knows both payment methods and the three realtor choices', () => {
    for (const paymentMethod of ['pay-now', 'pay-later'])
      expect(checkoutSchema.safeParse({ ...validCheckout, paymentMethod }).success).toBe(true);
  });

  it('reports the conditional rules together with the missing fields', () => {
    const r = checkoutSchema.safeParse({ ...emptyCheckout, addSecondBuyer: true });
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        MESSAGES.firstNameRequired,
        MESSAGES.lastNameRequired,
        MESSAGES.zipInvalid,
        MESSAGES.emailInvalid,
        MESSAGES.phoneInvalid,
        MESSAGES.agreeRequired,
        MESSAGES.secondBuyerFirstRequired,
      ]),
    );
  });

  it('still reports the other rules while no payment method is chosen', () => {
    const r = checkoutSchema.safeParse({
      ...validCheckout,
      paymentMethod: undefined,
      billingZip: '1234',
      agreeToCancellation: false,
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['paymentMethod', MESSAGES.paymentMethodRequired],
      ['billingZip', MESSAGES.zipInvalid],
      ['agreeToCancellation', MESSAGES.agreeRequired],
    ]);
    // A field of the wrong type still stops the rules (they expect strings and flags).
    const broken = checkoutSchema.safeParse({ ...validCheckout, billingZip: 5, addSecondBuyer: 1 });
    expect(broken.success).toBe(false);
  });

  describe('notes and access details', () => {
    const notesOf = (notes: unknown) => checkoutSchema.safeParse({ ...validCheckout, notes });

    it('is optional, keeps line breaks (CR LF and CR become LF) and trims the ends', () => {
      const { notes: _none, ...withoutNotes } = validCheckout;
      expect(checkoutSchema.parse(withoutNotes).notes).toBe('');
      expect(notesOf(' Lockbox 1234\r\nGate code 55\rDog: Rex \n').data?.notes).toBe(
        'Lockbox 1234\nGate code 55\nDog: Rex',
      );
      expect(notesOf('x'.repeat(MAX_NOTES_LENGTH)).success).toBe(true);
    });

    it('checks the length first: past 1,000 characters no other rule runs', () => {
      expect(messagesAt({ ...validCheckout, notes: 'x'.repeat(1001) }, 'notes')).toEqual([
        MESSAGES.notesTooLong,
      ]);
      expect(messagesAt({ ...validCheckout, notes: `\u0007${'x'.repeat(2000)}` }, 'notes')).toEqual(
        [MESSAGES.notesTooLong],
      );
    });

    it('refuses control characters other than line breaks, and what is not text', () => {
      for (const notes of ['Gate\tcode', 'Bell\u0007', 'Esc\u001b[31m', 'Del\u007f', 'C1\u0085'])
        expect(messagesAt({ ...validCheckout, notes }, 'notes'), JSON.stringify(notes)).toEqual([
          MESSAGES.notesControl,
        ]);
      for (const notes of [42, null, ['a'], { a: 1 }])
        expect(messagesAt({ ...validCheckout, notes }, 'notes')).toEqual([MESSAGES.notesInvalid]);
    });
  });

  it('refuses over-long text instead of storing it', () => {
    expect(messagesAt({ ...validCheckout, company: 'x'.repeat(201) }, 'company')).toEqual([
      MESSAGES.tooLong,
    ]);
  });
});
