import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { serverWords, serverWordsOr } from './refusal';

const refused = (status: number, body: string) => new ApiError(status, body, `HTTP ${status}`);

describe('the server words of a refusal', () => {
  it('are its { error } text', () => {
    expect(serverWords(refused(409, '{"error":"That time was just taken."}'))).toBe(
      'That time was just taken.',
    );
    expect(serverWordsOr(refused(429, '{"error":"Too many tries."}'), 'fallback')).toBe(
      'Too many tries.',
    );
  });

  it('give way to the fallback when there are none', () => {
    for (const error of [
      refused(0, ''),
      refused(502, '<html>Bad gateway</html>'),
      refused(400, '{"error":""}'),
      refused(400, '{"error":{"nested":true}}'),
      new Error('not an API error'),
      undefined,
    ])
      expect(serverWordsOr(error, 'Please try again.')).toBe('Please try again.');
  });
});
