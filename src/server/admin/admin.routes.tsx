import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { isAdministrator } from '../auth/guards';
import { csrfTokenFor } from '../auth/session-crypto';
import type { User } from '../users/users.service';
import {
  controlCharacterMessage,
  fieldWithControlCharacter,
  formValue,
  toFormValues,
  withoutControlCharacters,
} from './ui/admin-form';
import {
  type AdminContext,
  type AdminPageDefinition,
  adminPagePath,
  type FormValues,
} from './ui/admin-page';
import { servedAdminPages } from './admin-pages';
import { actorOf } from './actor';
import { registerAdminAssets } from './admin-assets';
import {
  AdminLayout,
  type Flash,
  ForbiddenNotice,
  DatabaseUnavailableNotice,
  RefusedPostNotice,
  SignInNotice,
} from './ui/admin-layout';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { setFlash, takeFlash } from './ui/flash';
import { sendHtml } from './ui/render';

/**
 * The server-rendered admin pages (/cms-admin/<name>.php), framed by the SPA's /admin. One guard
 * for every page and form post: administrators only, checked on each request from the session's
 * user as loaded from the database (a removed role takes effect at once). The CSRF plugin has
 * already checked the `_csrf` field of every form post before this guard runs.
 */
export async function registerAdminArea(app: FastifyInstance): Promise<void> {
  registerAdminAssets(app);
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      if (!request.user) return sendHtml(reply, 401, <SignInNotice />);
      if (!isAdministrator(request.user)) return sendHtml(reply, 403, <ForbiddenNotice />);
    });
    // Only these pages may be framed (by the SPA's /admin), and only by our own origin.
    scope.addHook('onSend', async (_request, reply) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      reply.header('x-frame-options', 'SAMEORIGIN');
      // With the site-wide no-referrer policy a browser sends `Origin: null` with a form post,
      // which the CSRF check refuses as cross-site; same-origin sends the real origin to us only.
      reply.header('referrer-policy', 'same-origin');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    // A browser's form post refused before the guard (the CSRF check) gets a page the frame can
    // show; scripts and tests, which do not ask for HTML, keep the JSON answer of the contract.
    scope.setErrorHandler((error, request, reply) => {
      const wantsHtml = request.headers.accept?.includes('text/html');
      if (error instanceof HttpError && error.statusCode === 403 && wantsHtml) {
        // The matched route, not the raw URL: an encoded or odd spelling is not echoed back.
        const back = request.routeOptions.url ?? '/cms-admin/';
        return sendHtml(reply, 403, <RefusedPostNotice message={error.message} back={back} />);
      }
      // The session look-up before the guard found no database: a page, not the API's JSON.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ reason: (error as Error).message }, 'database unavailable');
        return sendHtml(reply.header('retry-after', '5'), 503, <DatabaseUnavailableNotice />);
      }
      throw error;
    });
    for (const page of servedAdminPages) registerPage(scope, page);
  });
}

function registerPage(scope: FastifyInstance, page: AdminPageDefinition): void {
  const path = adminPagePath(page.name);

  scope.get(path, async (request, reply) => {
    const ctx = contextFor(request, reply, path);
    const bad = fieldWithControlCharacter(ctx.query);
    if (bad) return refusedPage(ctx, page, 400, controlCharacterMessage(bad));
    return renderView(ctx, page, { flash: takeFlash(request, reply) });
  });

  if (!page.actions || Object.keys(page.actions).length === 0) return;
  scope.post(path, async (request, reply) => {
    const ctx = contextFor(request, reply, path);
    const form = toFormValues(request.body);
    const bad = fieldWithControlCharacter(form);
    if (bad)
      return renderView(ctx, page, {
        error: controlCharacterMessage(bad),
        submitted: withoutControlCharacters(form),
        status: 400,
      });
    const name = formValue(form, 'action');
    const action =
      page.actions && Object.hasOwn(page.actions, name) ? page.actions[name] : undefined;
    if (!action)
      return renderView(ctx, page, { error: 'Unknown form action.', submitted: form, status: 400 });
    let result;
    try {
      result = await action(ctx, form);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500)
        return renderView(ctx, page, {
          error: error.message,
          submitted: form,
          status: error.statusCode,
        });
      return serverError(ctx, page, error);
    }
    if (reply.sent) return reply;
    if (result && 'showAgain' in result)
      return renderView(ctx, page, {
        submitted: form,
        flash: result.flash ? { message: result.flash, tone: result.tone ?? 'info' } : undefined,
      });
    if (result) setFlash(reply, { message: result.flash, tone: result.tone ?? 'success' });
    return reply.redirect(result?.to ? ctx.link(result.to) : ctx.url, 303);
  });
}

async function renderView(
  ctx: AdminContext,
  page: AdminPageDefinition,
  opts: { flash?: Flash; error?: string; submitted?: FormValues; status?: number },
) {
  let body;
  try {
    body = await page.view({ ...ctx, error: opts.error, submitted: opts.submitted });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500)
      return serverError(ctx, page, error);
    return refusedPage(ctx, page, error.statusCode, error.message);
  }
  if (ctx.reply.sent) return ctx.reply;
  const flash: Flash | undefined = opts.error
    ? { message: opts.error, tone: 'danger' }
    : opts.flash;
  return sendHtml(
    ctx.reply,
    // A view may set its own status (a refused query shown with its form).
    opts.status ?? ctx.reply.statusCode,
    <AdminLayout title={page.title} flash={flash}>
      {body}
    </AdminLayout>,
  );
}

/** The page's frame with only a message and a way back (a refusal or a failure). */
function refusedPage(
  ctx: AdminContext,
  page: AdminPageDefinition,
  status: number,
  message: string,
) {
  return sendHtml(
    ctx.reply,
    status,
    <AdminLayout title={page.title} flash={{ message, tone: 'danger' }}>
      <a href={ctx.path}>Back to {page.title}</a>
    </AdminLayout>,
  );
}

function serverError(ctx: AdminContext, page: AdminPageDefinition, error: unknown) {
  if (isDatabaseUnavailable(error)) {
    ctx.request.log.warn({ reason: (error as Error).message }, 'database unavailable');
    return sendHtml(ctx.reply.header('retry-after', '5'), 503, <DatabaseUnavailableNotice />);
  }
  ctx.request.log.error({ err: error, page: page.name }, 'admin page failed');
  return refusedPage(
    ctx,
    page,
    500,
    'Something went wrong on our side. Nothing was shown as done; please try again.',
  );
}

function contextFor(request: FastifyRequest, reply: FastifyReply, path: string): AdminContext {
  const app = request.server;
  // The guard ran: a signed-in administrator, so a session exists.
  const user = request.user as User;
  const sessionId = request.session?.id ?? '';
  const query = singleValues(request.query);
  const link = (q: Record<string, string | number | undefined> = {}) => {
    const entries = Object.entries(q).filter(
      (e): e is [string, string | number] => e[1] !== undefined,
    );
    const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
    return search ? `${path}?${search}` : path;
  };
  const now = new Date();
  return {
    app,
    db: app.db,
    user,
    request,
    reply,
    path,
    url: link(query),
    query,
    csrfToken: csrfTokenFor(app.secret, sessionId),
    now,
    actor: actorOf(request, now),
    link,
    auditEntry: (entry) => ({ ...entry, userId: user.id }),
  };
}

function singleValues(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return out;
  for (const [key, value] of Object.entries(query)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (typeof v === 'string') out[key] = v;
  }
  return out;
}
