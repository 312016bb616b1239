import type { FastifyRequest } from 'fastify';

// Contracts: the session plugin decorates request.session / request.user. Read defensively so
// orders work (anonymously) even where no session plugin is registered.
type WithSession = {
  session?: { id: string } | null;
  user?: { id: number } | null;
};

export const sessionIdOf = (request: FastifyRequest): string | null =>
  (request as WithSession).session?.id ?? null;

export const userIdOf = (request: FastifyRequest): number | null =>
  (request as WithSession).user?.id ?? null;
