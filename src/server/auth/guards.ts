import type { FastifyRequest } from 'fastify';
import { ADMINISTRATOR_ROLE } from '../../shared/auth/login';
import { INSPECTOR_ROLE } from '../../shared/auth/roles';
import { HttpError } from '../errors';
import type { User } from '../users/users.service';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const ADMINISTRATORS_ONLY = 'Only administrators may do this.';
export const INSPECTORS_ONLY = 'Only inspectors may see this page.';

/** The signed-in user, or 401 (contracts). */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return request.user;
}

/** The signed-in administrator, or 401 when signed out and 403 for anyone else. */
export function requireAdministrator(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!user.roles.includes(ADMINISTRATOR_ROLE)) throw new HttpError(403, ADMINISTRATORS_ONLY);
  return user;
}

/** The signed-in user with the inspector role, or 401 when signed out and 403 for anyone else. */
export function requireInspector(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!user.roles.includes(INSPECTOR_ROLE)) throw new HttpError(403, INSPECTORS_ONLY);
  return user;
}

export function isAdministrator(user: User | null): boolean {
  return !!user?.roles.includes(ADMINISTRATOR_ROLE);
}
