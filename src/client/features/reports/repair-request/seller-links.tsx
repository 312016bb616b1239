import { useId, useState } from 'react';
import type { RepairRequest } from '../../../../shared/reports/repair-requests';
import { formatDate } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { LabelledInput } from './labelled-control';
import { refusal, useRepairRequestChanges } from './repair-request-api';

const STATES = { live: 'Open', expired: 'Expired', revoked: 'Revoked' } as const;

/** Share with the seller: a read-only link (its address shown once), and Revoke link. */
export function SellerLinks({ request: r }: { request: RepairRequest }) {
  const { timeZone } = siteConfig();
  const { share, revoke } = useRepairRequestChanges(r.orderId);
  const [made, setMade] = useState<string>();
  const id = useId();
  const error = refusal(share.error ?? revoke.error);
  return (
    <div className="repair-share">
      <button
        type="button"
        className="btn btn-primary"
        disabled={share.isPending}
        onClick={() =>
          share.mutate(r.id, {
            onSuccess: (a) => setMade(new URL(a.path, window.location.origin).href),
          })
        }
      >
        Share with the seller
      </button>
      {made && (
        <LabelledInput
          className="mt-2"
          id={`${id}-link`}
          label="Link for the seller (copy it now: it is shown once)"
          readOnly
          value={made}
          onFocus={(e) => e.target.select()}
        >
          <p className="small mb-0">
            It shows the property address and the findings in this request, nothing else.
          </p>
        </LabelledInput>
      )}
      {error && (
        <p className="text-danger small" role="alert">
          {error}
        </p>
      )}
      {r.links.length > 0 && (
        <ul className="list-unstyled mt-3 mb-0" aria-label="Links for the seller">
          {r.links.map((l) => (
            <li key={l.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span className="small">
                Link made {formatDate(l.createdAt, timeZone)}, until{' '}
                {formatDate(l.expiresAt, timeZone)}: {STATES[l.state]}
              </span>
              {l.state === 'live' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(l.id)}
                >
                  Revoke link
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
