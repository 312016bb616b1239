import { describe, expect, it } from 'vitest';
import {
  limitedString,
  limitedText,
  limitedUuid,
  NUL_MESSAGE,
  tooLongMessage,
} from './schema-fields';

const huge = 'x'.repeat(256 * 1024);

describe('limited strings', () => {
  it('stop at the limit: no later rule sees a longer value', () => {
    let seen = 0;
    const schema = limitedText(10, { tooLong: 'Too long.' }).refine(() => {
      seen += 1;
      return true;
    });
    const result = schema.safeParse(huge);
    expect(result.error?.issues.map((i) => [i.code, i.message])).toEqual([
      ['too_big', 'Too long.'],
    ]);
    expect(seen).toBe(0);
    expect(schema.parse('  short  ')).toBe('short');
  });

  it('say the invalid words for a wrong type, and for too long when no other words are given', () => {
    const schema = limitedString(5, { invalid: 'Please send a code.' });
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Please send a code.');
    expect(schema.safeParse('123456').error?.issues[0]?.message).toBe('Please send a code.');
  });

  it('refuse a NUL character, which PostgreSQL cannot store, before any later rule', () => {
    const schema = limitedText(20).regex(/^[^@]+@[^@]+$/, 'Not an address.');
    expect(schema.safeParse('a\u0000@b.co').error?.issues.map((i) => i.message)).toEqual([
      NUL_MESSAGE,
    ]);
    expect(schema.parse('a@b.co')).toBe('a@b.co');
  });

  it('check a UUID for length before its pattern', () => {
    const uuid = limitedUuid('order_uuid must be a UUID.');
    expect(uuid.parse('6ba7b810-9dad-41d1-80b4-00c04fd430c8')).toBe(
      '6ba7b810-9dad-41d1-80b4-00c04fd430c8',
    );
    expect(uuid.safeParse(huge).error?.issues.map((i) => i.code)).toEqual(['too_big']);
    expect(uuid.safeParse('6ba7b810-9dad-41d1-80b4-00c04fd430cz').error?.issues[0]?.message).toBe(
      'order_uuid must be a UUID.',
    );
  });

  it('word a limit with a thousands separator', () => {
    expect(tooLongMessage('review text', 2000)).toBe(
      'The review text may have at most 2,000 characters.',
    );
    expect(tooLongMessage('name', 100)).toBe('The name may have at most 100 characters.');
  });
});
