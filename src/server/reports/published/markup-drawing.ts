import sharp from 'sharp';
import type { Markup, MarkupShape } from '../../../shared/reports/report-draft';

// The published copy of a photo: its mark-up layer drawn in (an SVG composited by sharp), and a
// smaller copy for the PDF, so sixty photos stay within the PDF's size.

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
  web: Buffer;
  pdf: Buffer;
  width: number;
  height: number;
}

/** The PDF's copy: a long edge of 1,200 px is sharp on a printed half page. */
const PDF_LONG_EDGE = 1200;

export async function publishedPhoto(stored: Buffer, markup: Markup): Promise<PublishedPhoto> {
  const meta = await sharp(stored).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  const drawn =
    markup.length === 0
      ? sharp(stored)
      : sharp(stored).composite([{ input: markupSvg(markup, width, height), top: 0, left: 0 }]);
  const web = await drawn.jpeg({ quality: 80 }).toBuffer();
  const pdf = await sharp(web)
    .resize({
      width: PDF_LONG_EDGE,
      height: PDF_LONG_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { web, pdf, width, height };
}
