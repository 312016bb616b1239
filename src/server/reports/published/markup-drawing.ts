import sharp from 'sharp';
import type { Markup, MarkupShape } from '../../../shared/reports/report-draft';

// The published copies of a photo: its mark-up layer drawn in (an SVG composited by sharp), a
// small copy for the web report and one for the PDF, so sixty photos stay within the PDF's size.

const COLORS = { red: '#e02020', yellow: '#ffd400', white: '#ffffff' } as const;

/** Coordinates are relative (0..1); every number is formatted by us, so the SVG holds no input text. */
function shapeSvg(s: MarkupShape, w: number, h: number, stroke: number): string {
  const color = COLORS[s.color];
  if (s.kind === 'circle')
    return `<circle cx="${(s.cx * w).toFixed(1)}" cy="${(s.cy * h).toFixed(1)}" r="${(s.r * w).toFixed(1)}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`;
  const [x1, y1, x2, y2] = [s.x1 * w, s.y1 * h, s.x2 * w, s.y2 * h];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = stroke * 4;
  const wing = (a: number) =>
    `${(x2 - head * Math.cos(angle + a)).toFixed(1)},${(y2 - head * Math.sin(angle + a)).toFixed(1)}`;
  return (
    `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round"/>` +
    `<polygon points="${x2.toFixed(1)},${y2.toFixed(1)} ${wing(0.45)} ${wing(-0.45)}" fill="${color}"/>`
  );
}

export function markupSvg(markup: Markup, width: number, height: number): Buffer {
  const stroke = Math.max(3, Math.round(Math.max(width, height) / 250));
  const shapes = markup.map((s) => shapeSvg(s, width, height, stroke)).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
  );
}

export interface PublishedPhoto {
  /** The full copy (the stored long edge, up to 2,048 px): opened on its own, and the PDF's source. */
  full: Buffer;
  width: number;
  height: number;
  /** The web report's copy: what a phone loads in the page (decision 052). */
  web: { data: Buffer; width: number; height: number };
  pdf: Buffer;
}

/** The PDF's copy: half the stored long edge (JPEG decodes at half size cheaply), ~290 dpi on half a page. */
const PDF_LONG_EDGE = 1024;
/** The web copy: shown at most 16rem wide, so 640 px covers a phone's 3× screen at half its width. */
export const WEB_LONG_EDGE = 640;

const within = (edge: number) =>
  ({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }) as const;

export async function publishedPhoto(stored: Buffer, markup: Markup): Promise<PublishedPhoto> {
  const meta = await sharp(stored).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  // The stored copy is already clean (upright, no metadata): without mark-up it is published as is.
  const full =
    markup.length === 0
      ? stored
      : await sharp(stored)
          .composite([{ input: markupSvg(markup, width, height), top: 0, left: 0 }])
          .jpeg({ quality: 80 })
          .toBuffer();
  const [pdf, web] = await Promise.all([
    sharp(full).resize(within(PDF_LONG_EDGE)).jpeg({ quality: 72 }).toBuffer(),
    sharp(full)
      .resize(within(WEB_LONG_EDGE))
      .jpeg({ quality: 76, progressive: true })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    full,
    width,
    height,
    web: { data: web.data, width: web.info.width, height: web.info.height },
    pdf,
  };
}

/** Each photo's published copy, a few at a time (sharp works off the event loop). */
export async function publishedPhotos<T extends { markup: Markup }>(
  items: T[],
  stored: (item: T) => Promise<Buffer | undefined>,
  done: (item: T, copy: PublishedPhoto, count: number) => Promise<void>,
  parallel = 4,
): Promise<void> {
  let next = 0;
  let count = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      const bytes = await stored(item);
      if (!bytes) continue;
      const copy = await publishedPhoto(bytes, item.markup);
      count += 1;
      await done(item, copy, count);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}
