import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';

/** Who makes a checkout payment call: the browser session, and the customer if signed in. */
export interface Caller {
  sessionId: string;
  userId: number | null;
  ip?: string;
}

// The CSRF check already refuses a POST without a session; this keeps the rule local too.
export function callerOf(request: FastifyRequest): Caller {
  if (!request.session) throw forbidden('Your session has expired. Please reload the page.');
  return { sessionId: request.session.id, userId: request.session.userId, ip: request.ip };
}
