import type { SignedAgreement } from '../../shared/agreements/agreement';
import { htmlToBlocks } from '../../shared/agreements/html-blocks';
import { formatDateTimeLong } from '../../shared/time';
import { startPdf } from '../pdf/pdf-document';

// The signed agreement as a PDF, drawn from the stored copy only (never the page's current text).

export interface AgreementPdfInput {
  agreement: SignedAgreement;
  businessName: string;
  timeZone: string;
}

export function agreementPdfName(orderId: number): string {
  return `inspection-agreement-order-${orderId}.pdf`;
}

type Doc = PDFKit.PDFDocument;

function facts(doc: Doc, rows: [string, string][]) {
  for (const [term, value] of rows) {
    doc
      .font('bold')
      .text(`${term}: `, { continued: true })
      .font('regular')
      .text(value || '—');
  }
}

function body(doc: Doc, html: string) {
  for (const block of htmlToBlocks(html)) {
    if (block.kind === 'heading') doc.moveDown(0.5).font('bold').fontSize(12).text(block.text);
    // A list keeps a wrapped item's lines under its text, not under the bullet.
    else if (block.kind === 'item')
      doc
        .font('regular')
        .fontSize(10)
        .list([block.text], { bulletRadius: 1.8, bulletIndent: 6, textIndent: 14 });
    else doc.font('regular').fontSize(10).text(block.text);
    doc.moveDown(0.4);
  }
}

function signature(doc: Doc, a: SignedAgreement, timeZone: string) {
  doc.moveDown(1).font('bold').fontSize(12).text('Signed electronically');
  doc.moveDown(0.3).fontSize(10);
  facts(doc, [
    ['Typed name', a.signedName],
    ['Signed', formatDateTimeLong(a.signedAt, timeZone)],
    ['IP address', a.ip],
    ['Browser', a.userAgent],
    ['SHA-256 of the text signed', a.textSha256],
  ]);
  doc
    .moveDown(0.5)
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'The hash is taken over the title, a blank line and the agreement text exactly as signed; ' +
        'the text above is that signed copy.',
    )
    .fillColor('black');
}

function pageNumbers(doc: Doc, orderId: number) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin pdfkit would start a new page: the margin is lifted while writing.
    const margin = doc.page.margins.bottom;
    const bottom = doc.page.height - margin + 16;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`Order #${orderId} · page ${i + 1} of ${range.count}`, doc.page.margins.left, bottom, {
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** The signed agreement's PDF bytes. */
export function renderAgreementPdf({ agreement: a, businessName, timeZone }: AgreementPdfInput) {
  const { doc, done } = startPdf({
    margin: 60,
    info: {
      Title: `${a.title}: order #${a.orderId}`,
      Author: businessName,
      Subject: `Signed by ${a.signedName}`,
    },
  });

  doc.font('bold').fontSize(16).text(a.title);
  doc.font('regular').fontSize(10).text(`${businessName} · Order #${a.orderId}`).moveDown(0.5);
  facts(doc, [
    [a.buyerNames.length > 1 ? 'Buyers' : 'Buyer', a.buyerNames.join(', ')],
    ['Realtor', a.realtorName],
  ]);
  doc.moveDown(0.8);
  body(doc, a.content);
  signature(doc, a, timeZone);
  pageNumbers(doc, a.orderId);
  doc.end();
  return done;
}
