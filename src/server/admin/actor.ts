import type { FastifyRequest } from 'fastify';
import { requireAdministrator } from '../auth/guards';

// An audited admin change takes who makes it and when as one value, read here from the request.

/** Who makes an administrator's change (the audit entry's user) and when (the records' times). */
export interface Actor {
  id: number;
  at: Date;
}

/** The request's signed-in administrator, acting at `at` (refused when there is none). */
export const actorOf = (request: FastifyRequest, at = new Date()): Actor => ({
  id: requireAdministrator(request).id,
  at,
});
