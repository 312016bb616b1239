import { describe, expect, it } from 'vitest';
import { realtorLinkExpiry, realtorLinkState, realtorWaitText } from './realtor-access';

describe('realtor link rules', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('a link lives until its expiry, and a revoked one is revoked whatever its expiry', () => {
    const expiresAt = '2026-12-01T12:00:01Z';
    expect(realtorLinkState({ expiresAt, revokedAt: null }, now)).toBe('live');
    expect(realtorLinkState({ expiresAt: now.toISOString(), revokedAt: null }, now)).toBe(
      'expired',
    );
    expect(realtorLinkState({ expiresAt, revokedAt: '2026-11-30T00:00:00Z' }, now)).toBe('revoked');
  });

  it('expires the given number of days after issue', () => {
    expect(realtorLinkExpiry(now, 30).toISOString()).toBe('2026-12-31T12:00:00.000Z');
    expect(realtorLinkExpiry(now, 1).toISOString()).toBe('2026-12-02T12:00:00.000Z');
  });

  it('says what a report waits for in one sentence', () => {
    expect(realtorWaitText(['payment'])).toBe('Available once the inspection is paid.');
    expect(realtorWaitText(['payment', 'agreement'])).toBe(
      'Available once the inspection is paid and the client signs the inspection agreement.',
    );
  });
});
