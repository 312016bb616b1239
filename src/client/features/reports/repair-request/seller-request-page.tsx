import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../shared/money';
import {
  REPAIR_ASK_LABELS,
  REPAIR_REQUEST_API as API,
  REPAIR_REQUEST_MESSAGES as M,
  type SellerLinkRefusal,
  type SellerRequest,
} from '../../../../shared/reports/repair-requests';
import { formatDate } from '../../../../shared/time';
import { PhoneLink } from '../../../components/phone-link';
import { Spinner } from '../../../components/spinner';
import { ApiError, apiGet } from '../../../lib/api';
import { serverWordsOr } from '../../../lib/refusal';
import { useParams } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';
import { SeverityBadge } from '../severity-badge';
import '../severity.css';
import './repair-request.css';

const REASONS: Record<SellerLinkRefusal['reason'], string> = {
  expired: 'Links to a repair request last a limited time, and this one has ended.',
  revoked: 'The buyer’s side has turned this link off.',
  unknown: 'Please check that the whole address you were sent was opened.',
};

/** /repair-request/{token}: the seller's read-only view of what the buyer asks; no sign-in. */
export function SellerRequestPage() {
  const { token = '' } = useParams();
  const { data, error, isPending } = useQuery({
    queryKey: ['reports', 'seller-request', token],
    queryFn: () => apiGet<SellerRequest>(`${API.seller}?token=${encodeURIComponent(token)}`),
    retry: false,
  });
  if (isPending) return <Spinner label="Loading the repair request..." />;
  if (!data) {
    const dead = error instanceof ApiError ? error.json<SellerLinkRefusal>() : undefined;
    const phone = dead?.phone || siteConfig().phone;
    return (
      <section className="seller-request" aria-labelledby="seller-h">
        <h1 id="seller-h" className="mb-3">
          Repair request
        </h1>
        <div className="alert alert-warning" role="alert" data-reason={dead?.reason}>
          <h2 className="h5">{dead?.error ?? M.linkDead}</h2>
          {dead?.reason && <p>{REASONS[dead.reason]}</p>}
          {!dead && <p>{serverWordsOr(error, '')}</p>}
          {phone && (
            <p className="mb-0">
              Questions? Call {siteConfig().businessName} at <PhoneLink phone={phone} />.
            </p>
          )}
        </div>
      </section>
    );
  }
  const { timeZone } = siteConfig();
  return (
    <article className="seller-request" aria-labelledby="seller-h">
      <h1 id="seller-h" className="mb-1">
        Repair request
      </h1>
      <p className="lead mb-1">{data.address}</p>
      <p className="mb-3">
        {data.name}: the buyer’s requests from the inspection by {data.business.name}. This link
        works until {formatDate(data.expiresAt, timeZone)}.
      </p>
      <ol className="repair-items">
        {data.items.map((i, n) => (
          <li key={n} className={`web-report-finding report-severity-${i.severity} mb-3`}>
            <p className="fw-semibold mb-1">
              {i.ask === 'credit' && i.creditCents
                ? `Credit of ${formatCents(i.creditCents)}`
                : REPAIR_ASK_LABELS[i.ask]}
            </p>
            <p className="mb-1">
              <SeverityBadge severity={i.severity} className="me-2" />
              <span className="user-notes">{i.text}</span>
            </p>
            <p className="small mb-1">
              {i.section} › {i.item}
              {i.location && ` · Location: ${i.location}`}
            </p>
            {i.note && <p className="small mb-0 user-notes">Note: {i.note}</p>}
          </li>
        ))}
      </ol>
      <p className="fw-semibold">
        Total of the credits asked: {formatCents(data.creditTotalCents)}
      </p>
      {data.business.phone && (
        <p className="small">
          Questions about the findings? Call {data.business.name} at{' '}
          <PhoneLink phone={data.business.phone} />.
        </p>
      )}
    </article>
  );
}
