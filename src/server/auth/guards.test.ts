import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import type { User } from '../users/users.service';
import { ADMINISTRATORS_ONLY, requireAdministrator, requireUser, SIGN_IN_REQUIRED } from './guards';

const user = (roles: string[]): User => ({
  id: 7,
  email: 'x@example.test',
  firstName: 'X',
  lastName: 'Y',
  phone: '',
  roles,
  createdAt: new Date().toISOString(),
  lastLoginAt: null,
});
const requestOf = (u: User | null) => ({ user: u }) as FastifyRequest;

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError
      ? { status: error.statusCode, message: error.message }
      : error;
  }
  return undefined;
};

describe('guards', () => {
  it('requireUser answers the user, or 401 when signed out', () => {
    const customer = user([]);
    expect(requireUser(requestOf(customer))).toBe(customer);
    expect(refusal(() => requireUser(requestOf(null)))).toEqual({
      status: 401,
      message: SIGN_IN_REQUIRED,
    });
  });

  it('requireAdministrator answers an administrator; 403 for others, 401 when signed out', () => {
    const admin = user(['administrator']);
    expect(requireAdministrator(requestOf(admin))).toBe(admin);
    expect(refusal(() => requireAdministrator(requestOf(user([]))))).toEqual({
      status: 403,
      message: ADMINISTRATORS_ONLY,
    });
    expect(refusal(() => requireAdministrator(requestOf(null)))).toMatchObject({ status: 401 });
  });
});
