import { describe, expect, it } from 'vitest';
import {
  CODE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  isValidLoginCode,
  loginCodeSchema,
  loginEmailSchema,
} from './login';

const emailError = (value: unknown) => {
  const result = loginEmailSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('login e-mail', () => {
  it('accepts an address and lower-cases it, ignoring surrounding blanks', () => {
    expect(loginEmailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('requires an e-mail', () => {
    expect(emailError('')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError('   ')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError(undefined)).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it('refuses what does not look like an e-mail or has spaces inside', () => {
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com'])
      expect(emailError(bad)).toBe(EMAIL_INVALID_MESSAGE);
  });
});

describe('login code', () => {
  it('is exactly 6 digits', () => {
    expect(isValidLoginCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '', '12 345'])
      expect(isValidLoginCode(bad)).toBe(false);
    expect(loginCodeSchema.safeParse('1').error?.issues[0]?.message).toBe(CODE_INVALID_MESSAGE);
  });
});
