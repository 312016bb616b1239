import type { ReactNode } from 'react';
import { formatCents } from '../../shared/money';

export interface PricedLine {
  label: ReactNode;
  amountCents: number;
}

/** An order's services and amounts; the caller adds its own footer rows (total, paid). */
export function PriceTable({
  className,
  caption,
  lines,
  children,
}: {
  className: string;
  caption: string;
  lines: PricedLine[];
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-start">
            Service
          </th>
          <th scope="col" className="text-end">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i}>
            <td>{l.label}</td>
            <td className="text-end">{formatCents(l.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>{children}</tfoot>
    </table>
  );
}
