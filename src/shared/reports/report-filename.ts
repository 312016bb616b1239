// An uploaded name becomes a download name that is safe in a Content-Disposition header and on
// every file system: letters, digits and . _ - ( ) and spaces only, ending in .pdf.

const MAX_INPUT = 500;
const MAX_STEM = 100;

export function safeReportFilename(name: string): string {
  const base = name.slice(0, MAX_INPUT).split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/[^\w .()-]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_STEM);
  return `${trimEdges(stem) || 'inspection-report'}.pdf`;
}

/** Without leading or trailing spaces, dots and dashes (a loop: a regex anchored at the end is not linear). */
function trimEdges(text: string): string {
  const edge = (c: string | undefined) => c === ' ' || c === '.' || c === '-';
  let start = 0;
  let end = text.length;
  while (start < end && edge(text[start])) start += 1;
  while (end > start && edge(text[end - 1])) end -= 1;
  return text.slice(start, end);
}
