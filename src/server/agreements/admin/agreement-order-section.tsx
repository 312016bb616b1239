import type { OrderSection } from '../../admin/ui/order-section';
import { AdminSection } from '../../admin/ui/form-layout';
import { formatWhen } from '../../admin/ui/table';
import { signedAgreement } from '../agreements.service';

const rowsOf = (rows: [string, string][]) =>
  rows.map(([term, value]) => (
    <div key={term} className="col-12 d-flex flex-wrap gap-2">
      <dt className="fw-semibold">{term}:</dt>
      <dd className="mb-1 text-break">{value || '—'}</dd>
    </div>
  ));

/** The order's inspection agreement: signed or not, and the signed record. */
export const agreementOrderSection: OrderSection = async (ctx, order, timeZone) => {
  const signed = await signedAgreement(ctx.db, order.id);
  return (
    <AdminSection headingId="order-agreement" title="Inspection agreement" className="mb-4">
      {signed ? (
        <>
          <p>
            <span className="badge text-bg-success">Signed</span>
          </p>
          <dl className="row mb-2">
            {rowsOf([
              ['Typed name', signed.signedName],
              ['Signed', formatWhen(signed.signedAt, timeZone)],
              ['IP address', signed.ip],
              ['Browser', signed.userAgent],
              ['SHA-256 of the text signed', signed.textSha256],
              ['Buyers', signed.buyerNames.join(', ')],
              ['Realtor', signed.realtorName],
            ])}
          </dl>
          <a
            className="btn btn-outline-secondary"
            href={`/cms-admin/api/agreement_pdf.php?id=${order.id}`}
            download
          >
            Download signed agreement (PDF)
          </a>
        </>
      ) : (
        <p className="mb-0">
          <span className="badge text-bg-secondary">Not signed</span>{' '}
          {order.bookingStatus === 'cancelled'
            ? 'The booking is cancelled, so it can no longer be signed.'
            : 'The customer signs it on their inspection page after signing in.'}
        </p>
      )}
    </AdminSection>
  );
};
