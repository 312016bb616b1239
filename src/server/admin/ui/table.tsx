import type { ReactNode } from 'react';
import { formatter } from '../../../shared/time';

/** Class for a column (header and cells) that phones leave out, so the rest fits the screen. */
export const WIDE_ONLY = 'd-none d-md-table-cell';

export type Header = string | { label: string; wideOnly: true };

/** The header of a column that phones leave out. */
export const wide = (label: string): Header => ({ label, wideOnly: true });

/** A responsive Bootstrap table with a caption (its accessible name). */
export function AdminTable({
  caption,
  headers,
  children,
  empty,
  focusable,
}: {
  caption: string;
  headers: Header[];
  children: ReactNode;
  empty?: string;
  /** A wide table of plain text: its scrolling region takes the keyboard focus to scroll. */
  focusable?: boolean;
}) {
  const rows = Array.isArray(children) ? children.length : children ? 1 : 0;
  if (rows === 0 && empty) return <p className="text-body-secondary">{empty}</p>;
  return (
    <div
      className="table-responsive"
      {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className="table table-sm table-striped align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) =>
              typeof h === 'string' ? (
                <th key={h} scope="col">
                  {h}
                </th>
              ) : (
                <th key={h.label} scope="col" className={WIDE_ONLY}>
                  {h.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The rows of a table of plain cells, each row its cells in the order of the headers. */
export function cellRows(rows: readonly (readonly ReactNode[])[]) {
  return rows.map((cells, i) => (
    <tr key={i}>
      {cells.map((cell, j) => (
        <td key={j}>{cell}</td>
      ))}
    </tr>
  ));
}

/** A date-time in the business time zone, e.g. "Nov 21, 2026, 9:05 AM". */
export function formatWhen(iso: string, timeZone: string): string {
  return formatter(timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
