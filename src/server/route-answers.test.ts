import Fastify, { type FastifyPluginAsync, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cancelAnswerSchema } from '../shared/portal/order-changes-answers';
import { parseEnv } from './env';
import { payOrderRoutes } from './booking/pay-later/pay-order.routes';
import { manageLinkRoutes } from './portal/manage-link.routes';
import { orderChangesRoutes } from './portal/order-changes.routes';
import { repairRequestRoutes } from './reports/repair-requests/repair-requests.routes';
import { reinspectionRoutes } from './reports/reinspections/reinspections.routes';
import { safetyReadsRoutes } from './reports/safety-reads/safety-reads.routes';

// Typed answers (decision 039): each of these routes declares its answer's schema, strict all the
// way down, and Fastify checks every answer against it, so a field the schema lacks fails.

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The paths of the objects inside `schema` that would let an unlisted field through. */
function looseObjects(schema: z.ZodType, at = '$'): string[] {
  const def = defOf(schema);
  if (def.type === 'object') {
    const own = def.catchall && defOf(def.catchall).type === 'never' ? [] : [at];
    const inner = Object.entries(def.shape ?? {}).flatMap(([k, v]) =>
      looseObjects(v, `${at}.${k}`),
    );
    return [...own, ...inner];
  }
  if (def.element) return looseObjects(def.element, `${at}[]`);
  if (def.options) return def.options.flatMap((o, i) => looseObjects(o, `${at}|${i}`));
  if (def.innerType) return looseObjects(def.innerType, at);
  return [];
}

async function routesOf(plugin: FastifyPluginAsyncZod) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only read when routes are registered; no database is opened.
  app.decorate('env', parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }));
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(plugin as FastifyPluginAsync);
  await app.ready();
  await app.close();
  return routes;
}

describe.each([
  ['order changes', orderChangesRoutes],
  ['manage link', manageLinkRoutes],
  ['pay later', payOrderRoutes],
  ['repair request', repairRequestRoutes],
  ['reinspection', reinspectionRoutes],
  ['safety reads', safetyReadsRoutes],
])('the %s routes', (_name, plugin) => {
  it('declare a strict answer schema on every route', async () => {
    const routes = (await routesOf(plugin)).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const answer = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
      expect(answer, `${String(route.method)} ${route.url}`).toBeDefined();
      expect(looseObjects(answer!), route.url).toEqual([]);
    }
  });
});

describe('an answer with a field its schema lacks', () => {
  it('fails instead of reaching the browser', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const answer = { id: 1, status: 'cancelled', feeCents: 0, outcome: 'nothing' };
    app.get('/listed', { schema: { response: { 200: cancelAnswerSchema } } }, async () => answer);
    app.get('/unlisted', { schema: { response: { 200: cancelAnswerSchema } } }, async () => ({
      ...answer,
      cardLast4: '4242',
    }));
    const listed = await app.inject('/listed');
    const unlisted = await app.inject('/unlisted');
    await app.close();
    expect(listed.json()).toEqual(answer);
    expect(unlisted.statusCode).toBe(500);
    expect(unlisted.body).not.toContain('4242');
  });
});
