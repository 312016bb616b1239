import { describe, expect, it } from 'vitest';
import { buyerNamesOf, realtorNameOf } from './agreement-parties';
import { nameMatchesBuyer } from './agreement';
import { htmlToBlocks } from './html-blocks';

describe('the signer’s name', () => {
  const buyers = ['Dana Buyer', 'Zoë Łukasiewicz-Müller'];
  it('matches a buyer with case and spacing forgiven', () => {
    expect(nameMatchesBuyer('  dana   BUYER ', buyers)).toBe(true);
    expect(nameMatchesBuyer('ZOË ŁUKASIEWICZ-MÜLLER', buyers)).toBe(true);
    // The same letter written as e + combining diaeresis.
    expect(nameMatchesBuyer('Zoe\u0308 Łukasiewicz-Müller', buyers)).toBe(true);
  });
  it('refuses anyone else, a part of the name and an empty name', () => {
    expect(nameMatchesBuyer('Dana', buyers)).toBe(false);
    expect(nameMatchesBuyer('Dana Buyerr', buyers)).toBe(false);
    expect(nameMatchesBuyer('DanaBuyer', buyers)).toBe(false);
    expect(nameMatchesBuyer('   ', ['', ' '])).toBe(false);
  });
});

describe('the parties on an order', () => {
  const checkout = {
    firstName: 'Dana',
    lastName: 'Buyer',
    addSecondBuyer: true,
    secondBuyerFirst: 'Sam',
    secondBuyerLast: 'Buyer',
    differentCustomerAddress: false,
    customerFirstName: 'Ignored',
    customerLastName: 'Name',
    realtorAccess: 'yes',
    realtorFirstName: 'Rita',
    realtorLastName: 'Realtor',
  };
  it('names the buyers and the realtor', () => {
    expect(buyerNamesOf(checkout)).toEqual(['Dana Buyer', 'Sam Buyer']);
    expect(realtorNameOf(checkout)).toBe('Rita Realtor');
  });
  it('names the customer of the mailing address, and the agent who booked as the realtor', () => {
    const agent = {
      ...checkout,
      addSecondBuyer: false,
      differentCustomerAddress: true,
      customerFirstName: 'Bea',
      customerLastName: 'Owner',
      realtorAccess: 'agent',
    };
    expect(buyerNamesOf(agent)).toEqual(['Dana Buyer', 'Bea Owner']);
    expect(realtorNameOf(agent)).toBe('Dana Buyer');
  });
  it('reads a damaged checkout without failing', () => {
    expect(buyerNamesOf({ firstName: 3, lastName: null })).toEqual([]);
    expect(realtorNameOf({})).toBe('');
  });
});

describe('the agreement HTML as text blocks', () => {
  it('keeps headings, paragraphs and list items, entities decoded', () => {
    expect(
      htmlToBlocks(
        '<h2>1. Scope</h2>\n<p>We &amp; you &ldquo;agree&rdquo;&nbsp;<strong>now</strong>.</p><ul><li>One</li><li>Two &#233; &#x141;</li></ul>',
      ),
    ).toEqual([
      { kind: 'heading', text: '1. Scope' },
      { kind: 'paragraph', text: 'We & you \u201cagree\u201d now.' },
      { kind: 'item', text: 'One' },
      { kind: 'item', text: 'Two é Ł' },
    ]);
  });
  it('leaves a stray ampersand and an unknown entity as written, and skips scripts', () => {
    expect(htmlToBlocks('<p>A & B &bogus; C</p><script>alert(1)</script><p>D</p>')).toEqual([
      { kind: 'paragraph', text: 'A & B &bogus; C' },
      { kind: 'paragraph', text: 'D' },
    ]);
  });
  it('reads a long text in linear time', () => {
    const html = '<p>' + '&'.repeat(1_000_000) + '<'.repeat(50_000) + '</p>';
    // A quadratic reader takes minutes on this text and a linear one well under a second; the
    // budget sits between them with room for a machine busy with other tests.
    const start = performance.now();
    htmlToBlocks(html);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
