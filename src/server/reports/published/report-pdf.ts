import { FACT_KEYS, FACT_LABELS } from '../../../shared/reports/report-draft';
import {
  REINSPECTION_OUTCOMES,
  REINSPECTION_SECTION_KEY,
} from '../../../shared/reports/reinspections';
import { ITEM_STATUS_LABELS, SEVERITIES, SEVERITY_LABELS } from '../../../shared/reports/template';
import type { WebFinding, WebPhoto, WebReport } from '../../../shared/reports/web-report';
import { formatDateTimeLong } from '../../../shared/time';
import { REPAIR_REQUEST_API } from '../../../shared/reports/repair-requests';
import { startPdf } from '../../pdf/pdf-document';

// The written report's PDF (pdfkit, through the site's shared PDF start): cover,
// table of contents, summary, sections with photos, page numbers on every page.

type Doc = PDFKit.PDFDocument;
const SEVERITY_COLORS = {
  safety: '#b00020',
  repair: '#c25400',
  monitor: '#7a6a00',
  maintenance: '#1f4e5f',
  info: '#555555',
} as const;

export interface ReportPdfInput {
  report: WebReport;
  /** The PDF copies of the published photos, by photo id. */
  photos: Map<string, Buffer>;
  timeZone: string;
  logo?: Buffer;
  /** The site's address: a reinspection's PDF links the original report and request with it. */
  publicUrl: string;
}

const MARGIN = 54;
const LINK_COLOR = '#0b5394';

/** What a reinspection checks, with links to the original report and the request (decision 066). */
function reinspectionOf(doc: Doc, of: NonNullable<WebReport['reinspectionOf']>, publicUrl: string) {
  const request = of.repairRequestId === null ? '' : ` in repair request #${of.repairRequestId}`;
  doc
    .moveDown(0.5)
    .fontSize(11)
    .text(
      `Checks the repairs asked for${request} on the inspection report of order #${of.orderId}.`,
    );
  const links: [string, string][] = [['Original report', `${publicUrl}/reports/${of.orderId}`]];
  if (of.repairRequestId !== null)
    links.push([
      'Repair request',
      `${publicUrl}/cms-admin/api/${REPAIR_REQUEST_API.pdf}?request=${of.repairRequestId}`,
    ]);
  doc.moveDown(0.3).fontSize(10);
  for (const [label, url] of links)
    doc
      .fillColor('black')
      .text(`${label}: `, { continued: true })
      .fillColor(LINK_COLOR)
      .text(url, { link: url, underline: true });
  doc.fillColor('black');
}

function cover(doc: Doc, r: WebReport, timeZone: string, publicUrl: string, logo?: Buffer) {
  if (logo) doc.image(logo, MARGIN, MARGIN, { fit: [64, 64] }).moveDown(0.5);
  doc.y = MARGIN + (logo ? 80 : 0);
  doc.font('bold').fontSize(11).fillColor('#1f4e5f').text(r.business.name);
  for (const line of r.business.licences) doc.font('regular').fontSize(9).text(line);
  doc.fillColor('black').moveDown(3);
  doc
    .font('bold')
    .fontSize(26)
    .text(r.reinspectionOf ? 'Reinspection report' : 'Home inspection report');
  doc.moveDown(0.5).font('regular').fontSize(14).text(r.property.address);
  if (r.reinspectionOf) reinspectionOf(doc, r.reinspectionOf, publicUrl);
  doc.moveDown(1.5).fontSize(11);
  const rows: [string, string][] = [
    ['Client', r.client],
    ['Inspector', r.inspector ?? ''],
    ['Date', formatDateTimeLong(r.property.inspectionAt, timeZone)],
    ['Weather', [r.facts.weather, r.facts.temperature].filter(Boolean).join(', ')],
    ['Version', `${r.version}`],
  ];
  for (const [term, value] of rows)
    doc
      .font('bold')
      .text(`${term}: `, { continued: true })
      .font('regular')
      .text(value || '—');
  doc.moveDown(1);
  for (const key of FACT_KEYS) {
    if (key === 'weather' || key === 'temperature' || !r.facts[key]) continue;
    doc.font('bold').text(`${FACT_LABELS[key]}: `, { continued: true });
    doc.font('regular').text(r.facts[key]);
  }
}

/** Photos two to a row, each fitted in its half of the line, the caption under it. */
function photoRow(doc: Doc, photos: WebPhoto[], bytes: Map<string, Buffer>) {
  const width = (doc.page.width - 2 * MARGIN - 12) / 2;
  const height = width * 0.75;
  for (let i = 0; i < photos.length; i += 2) {
    if (doc.y + height + 30 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let captionBottom = top + height;
    photos.slice(i, i + 2).forEach((p, j) => {
      const data = bytes.get(p.id);
      const left = MARGIN + j * (width + 12);
      if (data) doc.image(data, left, top, { fit: [width, height], align: 'center' });
      if (p.caption) {
        doc.font('regular').fontSize(8).fillColor('#333333');
        doc.text(p.caption, left, top + height + 3, { width });
        captionBottom = Math.max(captionBottom, doc.y);
      }
    });
    doc.fillColor('black');
    doc.x = MARGIN;
    doc.y = captionBottom + 10;
  }
}

function finding(doc: Doc, f: WebFinding, bytes: Map<string, Buffer>, place?: string) {
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  doc.x = MARGIN;
  doc.font('bold').fontSize(10).fillColor(SEVERITY_COLORS[f.severity]);
  doc.text(`${SEVERITY_LABELS[f.severity]}${place ? ` · ${place}` : ''}`);
  doc.fillColor('black').font('regular').fontSize(10).text(f.text);
  if (f.location) doc.fontSize(9).fillColor('#333333').text(`Location: ${f.location}`);
  doc.fillColor('black').moveDown(0.3);
  photoRow(doc, f.photos, bytes);
  doc.moveDown(0.3);
}

function summary(doc: Doc, r: WebReport, bytes: Map<string, Buffer>) {
  doc.font('bold').fontSize(18).text('Summary').moveDown(0.5);
  doc.font('regular').fontSize(10);
  doc.text(SEVERITIES.map((s) => `${SEVERITY_LABELS[s]}: ${r.summary.counts[s]}`).join('   '));
  doc.moveDown(0.8);
  if (r.summary.findings.length === 0) doc.text('No Safety or Repair findings.');
  for (const f of r.summary.findings) finding(doc, f, bytes, `${f.section}: ${f.item}`);
}

const NOT_DONE = new Set(['not_fixed', 'new_defects']);

/** A requested finding checked again: its title (long), then its outcome on a line of its own. */
function outcome(doc: Doc, item: WebReport['sections'][number]['items'][number]) {
  doc.font('bold').fontSize(11).text(item.title);
  const label = item.status ? ITEM_STATUS_LABELS[item.status] : 'Not marked';
  doc.font('regular').fontSize(10).fillColor('#333333').text('Outcome: ', { continued: true });
  doc
    .font('bold')
    .fillColor(item.status && NOT_DONE.has(item.status) ? SEVERITY_COLORS.safety : '#1e6b34')
    .text(label);
}

function section(doc: Doc, s: WebReport['sections'][number], bytes: Map<string, Buffer>) {
  doc.font('bold').fontSize(18).fillColor('black').text(s.title).moveDown(0.4);
  for (const item of s.items) {
    if (doc.y > doc.page.height - MARGIN - 50) doc.addPage();
    doc.x = MARGIN;
    if (s.key === REINSPECTION_SECTION_KEY) outcome(doc, item);
    else {
      doc.font('bold').fontSize(12).text(item.title, { continued: true });
      doc.font('regular').fontSize(10).fillColor('#333333');
      doc.text(`   ${item.status ? ITEM_STATUS_LABELS[item.status] : 'No status'}`);
    }
    doc.fillColor('black').moveDown(0.2);
    for (const f of item.findings) finding(doc, f, bytes);
    photoRow(doc, item.photos, bytes);
    doc.moveDown(0.4);
  }
}

function tableOfContents(doc: Doc, page: number, entries: [string, number][]) {
  doc.switchToPage(page);
  doc.x = MARGIN;
  doc.y = MARGIN;
  doc.font('bold').fontSize(18).text('Contents').moveDown(0.6);
  doc.font('regular').fontSize(11);
  const right = doc.page.width - MARGIN;
  for (const [title, at] of entries) {
    const y = doc.y;
    doc.text(title, MARGIN, y, { width: right - MARGIN - 40, lineBreak: false });
    doc.text(String(at), right - 40, y, { width: 40, align: 'right', lineBreak: false });
    doc.y = y + 18;
  }
}

function pageNumbers(doc: Doc, r: WebReport) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#555555');
    doc.text(
      `${r.business.name} · ${r.property.address} · page ${i + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - margin + 20,
      { lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
}

/**
 * A reinspection's report is short: after the cover, one page that counts the outcomes and the
 * new findings, then each requested finding with its outcome, notes and photos (no contents).
 */
function reinspectionBody(doc: Doc, r: WebReport, bytes: Map<string, Buffer>) {
  const items = r.sections.flatMap((s) => s.items);
  doc.font('bold').fontSize(18).text('Summary').moveDown(0.5);
  doc.font('regular').fontSize(10);
  doc.text(
    REINSPECTION_OUTCOMES.map(
      (o) => `${ITEM_STATUS_LABELS[o]}: ${items.filter((i) => i.status === o).length}`,
    ).join('   '),
  );
  const fresh = SEVERITIES.filter((sv) => r.summary.counts[sv] > 0);
  doc.text(
    fresh.length === 0
      ? 'No new findings.'
      : `New findings: ${fresh.map((sv) => `${SEVERITY_LABELS[sv]} ${r.summary.counts[sv]}`).join(', ')}`,
  );
  doc.moveDown(1.2);
  for (const s of r.sections) section(doc, s, bytes);
}

export function renderReportPdf({ report: r, photos, timeZone, logo, publicUrl }: ReportPdfInput) {
  const { doc, done } = startPdf({
    margin: MARGIN,
    info: {
      Title: `${r.reinspectionOf ? 'Reinspection' : 'Home inspection'} report: ${r.property.address}`,
      Author: r.business.name,
    },
  });
  cover(doc, r, timeZone, publicUrl, logo);
  if (r.reinspectionOf) {
    doc.addPage();
    reinspectionBody(doc, r, photos);
  } else {
    doc.addPage(); // the contents, written once the pages are known
    const entries: [string, number][] = [];
    doc.addPage();
    entries.push(['Summary', doc.bufferedPageRange().count]);
    summary(doc, r, photos);
    for (const s of r.sections) {
      doc.addPage();
      entries.push([s.title, doc.bufferedPageRange().count]);
      section(doc, s, photos);
    }
    tableOfContents(doc, 1, entries);
  }
  pageNumbers(doc, r);
  doc.end();
  return done;
}
