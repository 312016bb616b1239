import { Link } from '../../../lib/router';
import { formatCents } from '../../../../shared/money';
import { cardText, type Receipt } from '../../../../shared/payments/pay-order';
import { LoadError } from '../../../components/load-error';
import { PriceTable } from '../../../components/price-table';
import { Spinner } from '../../../components/spinner';
import { isNotFound } from '../../../lib/record-query';
import { useIdParam } from '../../../lib/use-id-param';
import { useReceipt } from '../api/pay-order-api';
import { FactRows, when } from './payment-parts';

const BACK = <Link to="/user/payments">Back to Payments</Link>;

// Printing shows the receipt alone: the site's banner, menu, footer and the page's buttons hide.
const PRINT_CSS = `@media print {
  header, footer, .skip-link, .receipt-actions { display: none !important; }
  main { padding: 0 !important; }
  .receipt { border: 0 !important; box-shadow: none !important; }
}`;

function ReceiptBody({ receipt: r }: { receipt: Receipt }) {
  const o = r.order;
  const facts: [string, string][] = [
    ['Receipt for reservation', `#${o.id}`],
    ['Customer', `${o.customerName}, ${o.customerEmail}`],
    ['Inspection', `${when(o.slotStart, r.timeZone)}`],
    ['Property', o.property],
    ['Payment date', o.paidAt ? when(o.paidAt, r.timeZone) : ''],
    ['Card', cardText(o.card)],
    ['Transaction ID', o.transactionId ?? ''],
    ['Status', o.paymentStatus === 'paid' ? 'Paid' : 'Authorized (not yet charged)'],
  ];
  return (
    <article className="receipt card" aria-labelledby="receipt-heading">
      <div className="card-body">
        <p className="h4 mb-1">{r.business.name}</p>
        <p className="mb-3 small">
          {r.business.phone} · {r.business.email}
        </p>
        <FactRows rows={facts} className="row mb-3" rowClassName="col-12 d-flex flex-wrap gap-2" />
        <PriceTable
          className="table table-sm"
          caption="Services and prices"
          lines={r.lines.map((l) => ({
            label: l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name,
            amountCents: l.amountCents,
          }))}
        >
          <tr>
            <th scope="row">Total</th>
            <td className="text-end fw-semibold">{formatCents(o.totalCents)}</td>
          </tr>
          <tr>
            <th scope="row">{o.paymentStatus === 'paid' ? 'Paid' : 'Authorized'}</th>
            <td className="text-end fw-semibold" data-testid="receipt-paid">
              {formatCents(o.paidCents ?? o.totalCents)}
            </td>
          </tr>
        </PriceTable>
      </div>
    </article>
  );
}

/** /user/payments/{id}/receipt: a printable receipt of a paid (or authorized) order. */
export function ReceiptPage() {
  const id = useIdParam();
  const query = useReceipt(id);
  if (id === undefined || isNotFound(query.error))
    return (
      <>
        <h1 className="mb-3">Receipt not found</h1>
        <p>We could not find a receipt for this reservation among your payments.</p>
        <p>{BACK}</p>
      </>
    );
  if (query.isPending) return <Spinner label="Loading the receipt..." />;
  if (query.isError) return <LoadError title="Receipt" what="this receipt" back={BACK} />;
  return (
    <div style={{ maxWidth: '40rem' }}>
      <style>{PRINT_CSS}</style>
      <p className="receipt-actions mb-2">{BACK}</p>
      <h1 id="receipt-heading" className="h2 mb-3">
        Receipt
      </h1>
      <ReceiptBody receipt={query.data} />
      <div className="receipt-actions mt-3">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </div>
  );
}
