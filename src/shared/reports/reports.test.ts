import { describe, expect, it } from 'vitest';
import { safeReportFilename } from './report-filename';
import { formatFileSize, reportWaits } from './reports';

describe('safeReportFilename', () => {
  it('keeps a plain name and adds .pdf', () => {
    expect(safeReportFilename('Smith Inspection (final).pdf')).toBe('Smith Inspection (final).pdf');
    expect(safeReportFilename('report')).toBe('report.pdf');
  });
  it('drops folders, quotes, line breaks and other characters', () => {
    expect(safeReportFilename('C:\\Users\\me\\"evil"\r\nX: y.PDF')).toBe('evil-X- y.pdf');
    expect(safeReportFilename('../../etc/passwd')).toBe('passwd.pdf');
    expect(safeReportFilename('Ünïcode—name.pdf')).toBe('n-code-name.pdf');
  });
  it('never answers an empty or overlong name', () => {
    expect(safeReportFilename('')).toBe('inspection-report.pdf');
    expect(safeReportFilename('"""')).toBe('inspection-report.pdf');
    expect(safeReportFilename('a'.repeat(5000)).length).toBe(104);
  });
});

describe('reportWaits', () => {
  const both = { needPayment: true, needAgreement: true };
  it('waits for the agreement and the payment while each is missing', () => {
    expect(reportWaits(both, { paymentStatus: 'pending', agreementSigned: false })).toEqual([
      'agreement',
      'payment',
    ]);
    expect(reportWaits(both, { paymentStatus: 'voided', agreementSigned: true })).toEqual([
      'payment',
    ]);
  });
  it('counts Paid and Authorized as paid', () => {
    for (const paymentStatus of ['paid', 'authorized'])
      expect(reportWaits(both, { paymentStatus, agreementSigned: true })).toEqual([]);
  });
  it('waits for nothing when both settings are off', () => {
    const none = { needPayment: false, needAgreement: false };
    expect(reportWaits(none, { paymentStatus: 'pending', agreementSigned: false })).toEqual([]);
  });
  it('formats sizes', () => {
    expect(formatFileSize(2_500_000)).toBe('2.4 MB');
    expect(formatFileSize(300)).toBe('1 KB');
  });
});
