import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The start every PDF of the site shares (pdfkit, letter size, tagged English, buffered pages for
// page numbers). DejaVu Sans is embedded because the PDF standard fonts cannot show most
// non-Latin-1 names.

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The embedded fonts, read once. */
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/** A new document with the fonts 'regular' and 'bold', and its bytes once `doc.end()` is called. */
export function startPdf({ margin, info }: { margin: number; info: PDFKit.DocumentInfo }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Answers a drawn PDF as a download: never kept by a cache, never sniffed as anything else. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
