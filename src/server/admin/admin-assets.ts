import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { BRAND_CSS } from '../../shared/brand';
import { ADMIN_CSS_PATH, ADMIN_FRAME_SCRIPT_PATH } from './ui/admin-layout';
import {
  REPORT_UPLOAD_SCRIPT,
  REPORT_UPLOAD_SCRIPT_PATH,
} from '../reports/admin/report-upload-script';
import {
  DASHBOARD_SCRIPT,
  DASHBOARD_SCRIPT_PATH,
  UPLOT_CSS_PATH,
  UPLOT_SCRIPT_PATH,
} from '../dashboard/admin/dashboard-chart-script';

// The admin pages use the SPA's Bootstrap (read once from the installed package), the brand's
// colours and a few rules of their own.
const ADMIN_RULES = `
.admin-body { background: #fff; }
.admin-content { padding: 1rem; max-width: 1200px; }
/* A row's side margins are half its gutter: on a phone, no wider than the page's padding. */
@media (max-width: 575.98px) {
  .admin-content { padding: 0.75rem 0.5rem; }
  .admin-content .row { --bs-gutter-x: 1rem; }
}
.admin-content table { font-size: 0.925rem; }
.admin-content td, .admin-content th { vertical-align: middle; }
.admin-content .table-responsive { margin-bottom: 1rem; }
.admin-preview { border: 1px dashed #adb5bd; border-radius: 0.375rem; padding: 1rem; }
.admin-preview img { max-width: 100%; height: auto; }
.admin-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.admin-actions form { display: inline; margin: 0; }
.user-notes { white-space: pre-line; overflow-wrap: anywhere; }
`;

/**
 * Posts this document's height to the parent (the /admin page) so its frame fits the content.
 * Served as a file because the CSP allows no inline script; the target origin is our own origin
 * (frame-ancestors 'self' means only a same-origin parent can hold us), never '*'.
 */
const FRAME_SCRIPT = `(function () {
  if (window.parent === window) return;
  var origin = window.location.origin;
  var last = -1;
  var queued = false;
  function measure() {
    queued = false;
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'admin-frame-height', height: height }, origin);
  }
  function schedule() {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(measure);
  }
  window.addEventListener('load', schedule);
  window.addEventListener('resize', schedule);
  if ('ResizeObserver' in window) new ResizeObserver(schedule).observe(document.documentElement);
  new MutationObserver(schedule).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, characterData: true
  });
  schedule();
})();
`;

function bootstrapCss(app: FastifyInstance): string {
  try {
    const path = createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css');
    return readFileSync(path, 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
  } catch (error) {
    app.log.warn({ err: error }, 'Bootstrap CSS not found; admin pages are unstyled');
    return '';
  }
}

/** A file of an installed package, read once ('' when missing: the page keeps its tables). */
function packageFile(app: FastifyInstance, file: string): string {
  try {
    return readFileSync(createRequire(import.meta.url).resolve(file), 'utf8');
  } catch (error) {
    app.log.warn({ err: error }, `${file} not found`);
    return '';
  }
}

/** The dashboard's charting library and its chart script: asked for by that page alone. */
function registerDashboardAssets(app: FastifyInstance): void {
  const files: [string, string, string][] = [
    [UPLOT_SCRIPT_PATH, 'text/javascript', packageFile(app, 'uplot/dist/uPlot.iife.min.js')],
    [UPLOT_CSS_PATH, 'text/css', packageFile(app, 'uplot/dist/uPlot.min.css')],
    [DASHBOARD_SCRIPT_PATH, 'text/javascript', DASHBOARD_SCRIPT],
  ];
  for (const [path, type, body] of files)
    app.get(path, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type(`${type}; charset=utf-8`)
        .send(body),
    );
}

export function registerAdminAssets(app: FastifyInstance): void {
  registerDashboardAssets(app);
  const css = `${bootstrapCss(app)}\n${BRAND_CSS}${ADMIN_RULES}`;
  app.get(ADMIN_CSS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );
  app.get(ADMIN_FRAME_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(FRAME_SCRIPT),
  );
  app.get(REPORT_UPLOAD_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(REPORT_UPLOAD_SCRIPT),
  );
}
