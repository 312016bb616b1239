import type { SafetyReads } from '../../../../shared/reports/safety-reads';
import { formatDateTimeLong } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { refusal } from '../repair-request/repair-request-api';
import { useConfirmSafetyRead } from './safety-reads-api';

/** Under a Safety finding: "I have read this" for the client; who confirmed and when for all. */
export function SafetyReadConfirm({
  orderId,
  findingId,
  reads,
}: {
  orderId: number;
  findingId: string;
  reads: SafetyReads;
}) {
  const confirm = useConfirmSafetyRead(orderId);
  const entry = reads.findings.find((f) => f.findingId === findingId);
  if (!entry) return null;
  if (entry.read)
    return (
      <p className="small mb-2 safety-read" data-testid="safety-read">
        <span aria-hidden="true">✓ </span>Read by {entry.read.by} on{' '}
        {formatDateTimeLong(entry.read.at, siteConfig().timeZone)}
      </p>
    );
  if (!reads.canConfirm)
    return (
      <p className="small mb-2 text-body-secondary" data-testid="safety-read">
        Not confirmed read yet
      </p>
    );
  const error = refusal(confirm.error);
  return (
    <div className="mb-2">
      <button
        type="button"
        className="btn btn-sm btn-danger"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(findingId)}
      >
        I have read this
      </button>
      {error && (
        <p className="text-danger small mb-0" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
