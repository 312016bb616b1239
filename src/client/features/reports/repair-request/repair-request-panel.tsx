import { reinspectionBookingPath } from '../../booking/api/reinspection-booking';
import { useId, useState } from 'react';
import { formatCents } from '../../../../shared/money';
import { REPAIR_ASK_LABELS, type RepairRequest } from '../../../../shared/reports/repair-requests';
import { formatDate } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { SeverityBadge } from '../severity-badge';
import { LabelledControl, LabelledInput } from './labelled-control';
import { refusal, repairPdfPath } from './repair-request-api';
import { useRepairRequest } from './repair-request-context';
import { SellerLinks } from './seller-links';
import './repair-request.css';

/** The web report's Repair request: the drafts, the chosen one's asks and total, PDF and sharing. */
export function RepairRequestPanel() {
  const state = useRepairRequest();
  const id = useId();
  const [name, setName] = useState('');
  if (!state) return null;
  const { requests, active, canEdit, changes, choose } = state;
  if (!canEdit && requests.length === 0) return null;
  const createError = refusal(changes.create.error);

  return (
    <section id="repair-request" className="repair-request mt-4 mb-4" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Repair request</h2>
      {canEdit && requests.length === 0 && (
        <p>
          Ask the seller for repairs or a credit: press <strong>Add to repair request</strong> under
          a finding.
        </p>
      )}
      {requests.length > 1 && (
        <LabelledControl className="mb-3" htmlFor={`${id}-pick`} label="Request">
          <select
            id={`${id}-pick`}
            className="form-select"
            value={active?.id}
            onChange={(e) => choose(Number(e.target.value))}
          >
            {requests.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </LabelledControl>
      )}
      {active && <RequestView request={active} canEdit={canEdit} />}
      {canEdit && (
        <form
          className="repair-new d-flex flex-wrap align-items-end gap-2 mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            changes.create.mutate(name, {
              onSuccess: (made) => {
                choose(made.id);
                setName('');
              },
            });
          }}
        >
          <LabelledInput
            className="flex-grow-1"
            id={`${id}-name`}
            label="Name of a new request"
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button
            type="submit"
            className="btn btn-outline-primary"
            disabled={changes.create.isPending}
          >
            New request
          </button>
          {createError && (
            <p className="text-danger small w-100 mb-0" role="alert">
              {createError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

function RequestView({ request: r, canEdit }: { request: RepairRequest; canEdit: boolean }) {
  const { timeZone } = siteConfig();
  return (
    <div data-testid="repair-request">
      <h3 className="h5">{r.name}</h3>
      <p className="small text-body-secondary">Started {formatDate(r.createdAt, timeZone)}</p>
      {r.items.length === 0 ? (
        <p>No findings in this request yet.</p>
      ) : (
        <ol className="repair-items">
          {r.items.map((i) => (
            <li key={i.findingId} className="mb-2">
              <span className="fw-semibold">
                {i.ask === 'credit' && i.creditCents
                  ? `Credit of ${formatCents(i.creditCents)}`
                  : REPAIR_ASK_LABELS[i.ask]}
              </span>{' '}
              <SeverityBadge severity={i.severity} /> <span className="user-notes">{i.text}</span>
              {i.note && <div className="small user-notes">Note: {i.note}</div>}
            </li>
          ))}
        </ol>
      )}
      <p className="fw-semibold" data-testid="repair-total">
        Total of the credits asked: {formatCents(r.creditTotalCents)}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <a className="btn btn-outline-primary" href={repairPdfPath(r.id)} download>
          Download PDF
        </a>
        {canEdit && (
          <a className="btn btn-primary" href={reinspectionBookingPath(r.orderId, r.id)}>
            Book a reinspection
          </a>
        )}
      </div>
      {canEdit && <SellerLinks request={r} />}
    </div>
  );
}
