// Lighthouse (mobile, simulated throttling) on a published web report: an order with a written
// report (every item marked, a finding on every third item, 24 phone photos at 2,048 px), published
// as the business publishes it, then /reports/{order} audited in the business's session. Prints
// performance, accessibility, CLS, total blocking time and LCP (budget: ≥ 95, 100, ≤ 0.05).
// Each run starts with an empty HTTP cache. Lighthouse scales the main thread's wall time, which
// grows with the machine's load: the script also prints the page's main-thread CPU time from
// traced loads and the blocking time it makes at 4× (less sensitive to load).
// Run with `npm run lighthouse:report` (builds first);
// LIGHTHOUSE_RUNS sets the runs (3), LIGHTHOUSE_PORT the port, LIGHTHOUSE_DETAIL=1 prints more.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { ADMINISTRATOR_ROLE } from '../src/shared/auth/roles';
import { apiPath } from '../src/shared/reports/report-api';
import type { Change } from '../src/shared/reports/report-changes';
import type { PublishJob } from '../src/shared/reports/report-publishing';
import { buildApp } from '../src/server/app';
import { csrfTokenFor, newRandomToken, sha256Hex } from '../src/server/auth/session-crypto';
import { insertSession } from '../src/server/auth/session.repository';
import { sessionCookieName } from '../src/server/auth/session.service';
import { parseEnv } from '../src/server/env';
import { residentialTemplate } from '../src/server/reports/templates/residential-template';
import { insertUser } from '../src/server/users/users.repository';
import { addSlots, validSubmission } from '../src/testing/order-test-kit';
import { buildDir } from './built-site';
import { auditPage, clearHttpCache, LIGHTHOUSE_HEADER, traceLoads } from './lighthouse-audit';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4387);
const debugPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const PHOTOS = 24;

/** A phone-like photo: a lit gradient with grain, so it compresses like a photo. */
async function phonePhoto(i: number): Promise<Buffer> {
  const [w, h] = [2048, 1536];
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},35%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${600 + i * 11}" cy="700" r="380" fill="hsl(${(hue + 180) % 360},30%,55%)"/></svg>`;
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

function multipart(fields: Record<string, string>, file: Buffer) {
  const boundary = `----bench${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-report-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
    SESSION_SECRET: 'bench-only-session-secret-not-for-a-live-site',
    ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    ALLOW_SMS_SANDBOX_IN_PRODUCTION: 'true',
  });
  const app = await buildApp(env, { clientDir: resolve(buildDir, 'client') });
  await app.listen({ port, host: '127.0.0.1' });
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  try {
    const now = new Date().toISOString();
    const adminId = await insertUser(
      app.db,
      {
        email: 'bench-admin@example.test',
        firstName: 'Bench',
        lastName: 'Admin',
        phone: '',
        roles: [ADMINISTRATOR_ROLE],
      },
      now,
    );
    const token = newRandomToken();
    const sid = sha256Hex(token);
    await insertSession(app.db, {
      id: sid,
      userId: adminId,
      now,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const cookie = `${sessionCookieName(env)}=${token}`;
    const headers = { cookie, 'x-xsrf-token': csrfTokenFor(app.secret, sid) };
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown, type?: string) => {
      const res = await app.inject({
        method,
        url,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
        payload: body as string,
      });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json<unknown>();
    };

    const [slotId] = await addSlots(app.db, [72]);
    const order = (await call(
      'POST',
      '/cms-admin/api/inspection_orders.php',
      await validSubmission(app.db, slotId!, 'bench-buyer@example.test'),
    )) as { id: number };
    const at = new Date().toISOString();
    const changes: Change[] = [];
    const findings: { id: string; sectionKey: string; itemKey: string }[] = [];
    residentialTemplate.sections.forEach((s) =>
      s.items.forEach((item, n) => {
        changes.push({
          id: randomUUID(),
          at,
          type: 'item',
          sectionKey: s.key,
          itemKey: item.key,
          status: 'inspected',
        });
        const comment = item.comments[0];
        if (!comment || n % 3 !== 0) return;
        const finding = { id: randomUUID(), sectionKey: s.key, itemKey: item.key };
        findings.push(finding);
        changes.push({
          id: randomUUID(),
          at,
          type: 'finding',
          findingId: finding.id,
          sectionKey: s.key,
          itemKey: item.key,
          fields: {
            commentKey: comment.key,
            text: comment.text,
            severity: comment.severity,
            location: 'Front',
          },
        });
      }),
    );
    for (let i = 0; i < changes.length; i += 200)
      await call('POST', apiPath('report_changes.php'), {
        orderId: order.id,
        changes: changes.slice(i, i + 200),
      });
    for (let p = 0; p < PHOTOS; p++) {
      const f = findings[p % findings.length]!;
      const body = multipart(
        {
          photo_id: randomUUID(),
          section_key: f.sectionKey,
          item_key: f.itemKey,
          at,
          caption: `Photo ${p + 1} of the finding`,
          finding_id: f.id,
        },
        await phonePhoto(p),
      );
      await call(
        'POST',
        `${apiPath('report_photo.php')}?order=${order.id}`,
        body.payload,
        body.type,
      );
    }
    let job = (await call('POST', apiPath('report_publish.php'), {
      orderId: order.id,
      confirm: true,
    })) as PublishJob;
    while (job.step !== 'done' && job.step !== 'failed') {
      await new Promise((r) => setTimeout(r, 200));
      job = (await call(
        'GET',
        `${apiPath('report_publish_job.php')}?job=${job.jobId}`,
      )) as PublishJob;
    }
    if (job.step === 'failed') throw new Error(`publishing failed: ${job.message}`);
    console.log(`Published order ${order.id}: ${findings.length} findings, ${PHOTOS} photos.`);
    const first = await fetch(`${base}/reports/${order.id}`, { headers: { cookie } });
    const html = await first.text();
    console.log(
      `First HTML: ${(html.length / 1024).toFixed(0)} KB, ${html.includes('id="summary-heading"') ? 'the report rendered in it' : 'no report in it'} (${first.headers.get('cache-control')})`,
    );

    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
    });
    try {
      await browser.addCookies([{ name: sessionCookieName(env), value: token, url: base }]);
      // The page must hydrate its server HTML as it is: a mismatch would redraw it (a shift, work).
      const check = await browser.newPage();
      await check.setViewportSize({ width: 412, height: 823 });
      const errors: string[] = [];
      check.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      check.on('pageerror', (e) => errors.push(e.message));
      await check.addInitScript(`
        window.__shifts = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push(e.value + ' ' + e.sources.map((s) => s.node && (s.node.className || s.node.nodeName)).join(',')); }).observe({ type: 'layout-shift', buffered: true });
        window.__removed = 0;
        document.addEventListener('DOMContentLoaded', () => new MutationObserver((l) => { for (const m of l) window.__removed += m.removedNodes.length; }).observe(document.getElementById('root'), { childList: true, subtree: true }));
      `);
      await check.goto(`${base}/reports/${order.id}`, { waitUntil: 'networkidle' });
      const seen = await check.evaluate('[window.__shifts, window.__removed]');
      console.log(
        `Hydration: ${errors.length ? errors.join(' | ').slice(0, 2000) : 'no errors'}; shifts and nodes removed: ${JSON.stringify(seen)}`,
      );
      await check.close();
      await traceLoads(browser, `${base}/reports/${order.id}`, '/reports/{order}');
      console.log(LIGHTHOUSE_HEADER);
      const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
      for (let r = 0; r < runs; r++) {
        await clearHttpCache(browser);
        await auditPage(`${base}/reports/${order.id}`, `/reports/{order} #${r + 1}`, debugPort);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
