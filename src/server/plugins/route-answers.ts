import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export interface AnsweredRoute {
  method: string;
  url: string;
  /** The schemas Fastify checks a success (2xx) answer against, by status; empty when none. */
  answers: Record<string, z.ZodType>;
}

const recorded = new WeakMap<FastifyInstance, AnsweredRoute[]>();

/**
 * Notes every route with the answer schemas it declares (decision 039), so a test can hold every
 * route the app serves to them: registered before any route, as onRoute hooks reach child plugins.
 */
export function registerRouteAnswers(app: FastifyInstance): void {
  const routes: AnsweredRoute[] = [];
  recorded.set(app, routes);
  app.addHook('onRoute', (route) => {
    const response = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
    const answers = Object.fromEntries(
      Object.entries(response).filter(([status]) => /^2\d\d$/.test(status)),
    );
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, answers });
  });
}

/** Every route of the app with the answer schemas it declares. */
export function answeredRoutes(app: FastifyInstance): AnsweredRoute[] {
  return [...(recorded.get(app) ?? [])];
}

/**
 * The answers of a create that a retry may repeat: 201 with the record saved now, 200 with the
 * one an earlier call saved (the same schema either way).
 */
export const savedOrFound = <S extends z.ZodType>(schema: S) => ({ 200: schema, 201: schema });
