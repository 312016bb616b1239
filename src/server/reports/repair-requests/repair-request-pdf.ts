import { formatCents } from '../../../shared/money';
import { REPAIR_ASK_LABELS, type RepairRequest } from '../../../shared/reports/repair-requests';
import { SEVERITY_LABELS } from '../../../shared/reports/template';
import { formatDate } from '../../../shared/time';
import { startPdf } from '../../pdf/pdf-document';

// The repair request's PDF (pdfkit, the report's fonts): the property, each finding asked for with
// what is asked and the note, then the total of the credits. Nothing else of the report.

const MARGIN = 54;

export interface RepairPdfInput {
  request: RepairRequest;
  address: string;
  business: { name: string; phone: string };
  timeZone: string;
}

const askText = (i: RepairRequest['items'][number]) =>
  i.ask === 'credit' && i.creditCents !== null
    ? `Credit of ${formatCents(i.creditCents)}`
    : REPAIR_ASK_LABELS[i.ask];

export function renderRepairRequestPdf({
  request: r,
  address,
  business,
  timeZone,
}: RepairPdfInput) {
  const { doc, done } = startPdf({
    margin: MARGIN,
    info: { Title: `Repair request: ${address}`, Author: business.name },
  });
  doc.font('bold').fontSize(20).text('Repair request');
  doc.font('regular').fontSize(13).text(address);
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#555555')
    .text(
      `${r.name} · ${formatDate(r.createdAt, timeZone)} · from the inspection report of ${business.name}`,
    );
  doc.fillColor('black').moveDown(1);
  r.items.forEach((item, n) => {
    doc
      .font('bold')
      .fontSize(11)
      .text(`${n + 1}. ${askText(item)}`);
    doc
      .font('regular')
      .fontSize(10)
      .text(`${SEVERITY_LABELS[item.severity]} · ${item.section} › ${item.item}`);
    doc.text(item.text);
    if (item.location) doc.text(`Location: ${item.location}`);
    if (item.note)
      doc.font('bold').text('Note: ', { continued: true }).font('regular').text(item.note);
    doc.moveDown(0.8);
  });
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(12)
    .text(`Total of the credits asked: ${formatCents(r.creditTotalCents)}`);
  doc.end();
  return done;
}
