import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cancelAnswerSchema } from '../shared/portal/order-changes-answers';
import { slotsAnswerSchema } from '../shared/slots/slot-answers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { cachedPublicRoute } from './cache/cached-route';
import { type AnsweredRoute, answeredRoutes } from './plugins/route-answers';

// Typed answers (decisions 039, 050): every route the app serves declares the schema of its JSON
// answer, strict all the way down, and Fastify checks every answer against it, so a field the
// schema lacks fails. Only the routes below answer something other than JSON, each for a reason.

const NOT_JSON: { method: string; url: RegExp; why: string; onlyWhenBuilt?: true }[] = [
  {
    method: 'GET',
    url: /^\/(?!cms-admin\/)(?:[\w-]+\/)*[\w.-]+\.(?:html|js|css|svg|ico|png|webp|woff2?|webmanifest|map)$/,
    why: "the built client's files (served only once it is built)",
    onlyWhenBuilt: true,
  },
  { method: 'GET', url: /^\/metrics$/, why: 'Prometheus text for the metrics scraper' },
  { method: 'GET', url: /^\/(?:healthz|readyz)$/, why: "a probe's fixed status, not the API" },
  { method: 'GET', url: /^\/(?:robots\.txt|sitemap\.xml)$/, why: 'text and XML for crawlers' },
  { method: 'POST', url: /^\/sandbox\//, why: "the payment gateway's XML stand-in (tests only)" },
  { method: 'GET', url: /^\/sandbox\//, why: "the payment gateway's script stand-in" },
  { method: 'GET', url: /^\/cms-admin\/assets\//, why: "the admin area's CSS and scripts" },
  { method: 'GET', url: /^\/cms-admin\/[\w-]+\.php$/, why: 'an admin page: HTML' },
  { method: 'POST', url: /^\/cms-admin\/[\w-]+\.php$/, why: "an admin page's action: a redirect" },
  { method: 'GET', url: /^\/inspectors\/:id\/photo$/, why: "an inspector's photo: an image" },
  { method: 'GET', url: /^\/inspector-calendar\/:file$/, why: 'the calendar feed: ICS' },
  {
    method: 'POST',
    url: /^\/cms-admin\/api\/request_login_link\.php$/,
    why: 'plain text, the same for any address (the login page shows it as is)',
  },
  {
    method: 'POST',
    url: /^\/cms-admin\/api\/(?:inspector_photo|report_template_import)\.php$/,
    why: 'a form post answered by a redirect to its admin page (Users, Report templates)',
  },
  {
    method: 'GET',
    url: /^\/cms-admin\/api\/(?:report_file|admin_report_file|agreement_pdf|realtor_report|agent_report|repair_request_pdf)\.php$/,
    why: 'a PDF download',
  },
  {
    method: 'GET',
    url: /^\/cms-admin\/api\/(?:report_photo|web_report_photo)\.php$/,
    why: "a report's photo: an image",
  },
];

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

const name = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const notJson = (r: AnsweredRoute) =>
  NOT_JSON.find((n) => n.method === r.method && n.url.test(r.url));

describe('every route the app serves', () => {
  let t: TestApp;
  let routes: AnsweredRoute[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    routes = answeredRoutes(t.app).filter((r) => r.method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('declares the schema of its JSON answer, unless it answers something else', () => {
    expect(routes.length).toBeGreaterThan(50);
    const untyped = routes.filter((r) => !notJson(r) && Object.keys(r.answers).length === 0);
    expect(untyped.map(name)).toEqual([]);
  });

  it('declares strict objects all the way down', () => {
    const loose = routes.flatMap((r) =>
      Object.entries(r.answers).flatMap(([status, schema]) =>
        looseObjects(schema).map((at) => `${name(r)} ${status} ${at}`),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('lists no exception that no longer stands', () => {
    for (const exception of NOT_JSON.filter((n) => !n.onlyWhenBuilt))
      expect(
        routes.some((r) => r.method === exception.method && exception.url.test(r.url)),
        `${exception.method} ${exception.url}`,
      ).toBe(true);
    expect(routes.filter((r) => notJson(r) && Object.keys(r.answers).length > 0).map(name)).toEqual(
      [],
    );
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

  it('fails a kept public copy too: it is checked when the copy is made', async () => {
    const t = await createTestApp('sqlite');
    try {
      const slot = { id: 1, start: '2030-01-01T14:00:00.000Z', title: 'Morning' };
      const route = (path: string, value: unknown[]) =>
        cachedPublicRoute({
          path,
          answer: slotsAnswerSchema,
          topic: 'slots',
          cacheControl: 'no-store',
          key: () => path,
          load: async () => ({ value: value as z.input<typeof slotsAnswerSchema> }),
        });
      // A bare app over the test database, with the routes and what they read of the whole app.
      const app = Fastify({ logger: false });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.decorate('db', t.app.db);
      app.decorate('keepAddress', () => undefined);
      await app.register(route('/kept-listed', [slot]));
      await app.register(route('/kept-unlisted', [{ ...slot, inspectorEmail: 'a@b.example' }]));
      const listed = await app.inject('/kept-listed');
      const unlisted = await app.inject('/kept-unlisted');
      await app.close();
      expect(listed.json()).toEqual([slot]);
      expect(unlisted.statusCode).toBe(500);
      expect(unlisted.body).not.toContain('a@b.example');
    } finally {
      await t.close();
    }
  });
});
