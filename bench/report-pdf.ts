// The written report's PDF with 60 phone photos: how long publishing takes to prepare the photos
// (mark-up drawn in, the PDF copy) and draw the PDF, and how large the PDF is. The photos are made
// like a phone's 12 MP JPEGs resized on the device to a 2,048 px long edge: a lit gradient with
// fine grain, so they compress like photos, not like flat colour. Run with `npm run bench:report`.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { Draft } from '../src/shared/reports/report-draft';
import { residentialTemplate } from '../src/server/reports/templates/residential-template';
import { publishedPhotos } from '../src/server/reports/published/markup-drawing';
import { renderReportPdf } from '../src/server/reports/published/report-pdf';
import { buildWebReport } from '../src/server/reports/published/web-report-build';

const PHOTOS = 60;
const LIMIT_MS = 10_000;
const LIMIT_BYTES = 20 * 1024 * 1024;

async function phonePhoto(i: number): Promise<Buffer> {
  const [w, h] = [2048, 1536];
  const hue = (i * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},35%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${600 + i * 11}" cy="700" r="380" fill="hsl(${(hue + 180) % 360},30%,55%)"/><rect x="1200" y="300" width="500" height="900" fill="hsl(${(hue + 90) % 360},25%,40%)"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function main(): Promise<void> {
  console.log(`Making ${PHOTOS} phone-like photos (2048 × 1536 JPEG)…`);
  const photos: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i += 1) photos.push(await phonePhoto(i));
  const input = photos.reduce((n, p) => n + p.length, 0);
  console.log(`  average ${(input / PHOTOS / 1024).toFixed(0)} KB a photo`);

  const items = residentialTemplate.sections.flatMap((s) => s.items.map((i) => ({ s, i })));
  const at = new Date().toISOString();
  const draft: Draft = {
    facts: {
      yearBuilt: '1962',
      size: '2,100 sq ft',
      occupancy: 'Occupied',
      weather: 'Overcast',
      temperature: '48 °F',
      peoplePresent: 'Buyer, agent',
      utilitiesOn: 'All',
    },
    factTimes: {},
    items: [],
    findings: [],
    photos: [],
    updatedAt: at,
  };
  for (const [n, { s, i }] of items.entries()) {
    draft.items.push({ sectionKey: s.key, itemKey: i.key, status: 'inspected', statusAt: at });
    const comment = i.comments[0];
    if (!comment || n % 2 === 1) continue;
    draft.findings.push({
      id: randomUUID(),
      sectionKey: s.key,
      itemKey: i.key,
      commentKey: comment.key,
      text: comment.text,
      severity: comment.severity,
      location: 'Front',
      createdAt: at,
      fieldTimes: {},
    });
  }
  for (let p = 0; p < PHOTOS; p += 1) {
    const f = draft.findings[p % draft.findings.length];
    if (!f) break;
    draft.photos.push({
      id: randomUUID(),
      sectionKey: f.sectionKey,
      itemKey: f.itemKey,
      findingId: f.id,
      caption: `Photo ${p + 1}`,
      markup:
        p % 3 === 0
          ? [
              { kind: 'arrow', x1: 0.2, y1: 0.2, x2: 0.5, y2: 0.5, color: 'red' },
              { kind: 'circle', cx: 0.6, cy: 0.6, r: 0.1, color: 'yellow' },
            ]
          : [],
      uploaded: true,
      width: 2048,
      height: 1536,
      sizeBytes: 0,
      createdAt: at,
      fieldTimes: {},
    });
  }

  const started = performance.now();
  const pdfPhotos = new Map<string, Buffer>();
  const sizes = new Map<string, { width: number; height: number }>();
  const stored = new Map(draft.photos.map((p, i) => [p.id, photos[i] as Buffer]));
  await publishedPhotos(
    draft.photos,
    async (p) => stored.get(p.id),
    async (p, copy) => {
      pdfPhotos.set(p.id, copy.pdf);
      sizes.set(p.id, { width: copy.width, height: copy.height });
    },
  );
  const photosDone = performance.now();
  const web = buildWebReport(
    {
      orderId: 1,
      version: 1,
      publishedAt: at,
      reportFileId: null,
      business: {
        name: 'Bench Home Inspections',
        logoUrl: '',
        licences: ['PA HI-0000'],
        phone: '',
        email: '',
      },
      property: { address: '1 Bench Street, Pittsburgh, PA 15213', inspectionAt: at },
      client: 'Pat Buyer',
      inspector: 'Ada Lane',
    },
    residentialTemplate,
    draft,
    sizes,
  );
  const pdf = await renderReportPdf({
    report: web,
    photos: pdfPhotos,
    timeZone: 'America/New_York',
    publicUrl: 'http://localhost:3000',
  });
  const done = performance.now();
  const total = done - started;
  console.log(`Photos prepared (mark-up, PDF copies): ${(photosDone - started).toFixed(0)} ms`);
  console.log(`PDF drawn:                            ${(done - photosDone).toFixed(0)} ms`);
  console.log(
    `Total:                                ${total.toFixed(0)} ms (limit ${LIMIT_MS} ms)`,
  );
  console.log(
    `PDF size:                             ${(pdf.length / (1024 * 1024)).toFixed(1)} MB (limit 20 MB), ${draft.findings.length} findings, ${PHOTOS} photos`,
  );
  if (total > LIMIT_MS || pdf.length > LIMIT_BYTES) process.exitCode = 1;
}

void main();
