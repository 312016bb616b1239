import type { InspectionStatus, PaymentLabel } from '../../../../shared/portal/inspection-status';

// Each state in words first; the colour only repeats them (contrast ≥ 4.5:1 on every badge).
const STATUS_CLASS: Record<InspectionStatus, string> = {
  Requested: 'bg-info text-dark',
  Reserved: 'bg-warning text-dark',
  Confirmed: 'bg-success text-white',
  Cancelled: 'bg-secondary text-white',
  Completed: 'bg-dark text-white',
};

const PAYMENT_CLASS: Record<PaymentLabel, string> = {
  Paid: 'bg-success text-white',
  Authorized: 'bg-warning text-dark',
  'Not paid': 'bg-white text-dark border border-secondary',
};

export function StatusBadges({
  status,
  payment,
}: {
  status: InspectionStatus;
  payment: PaymentLabel;
}) {
  return (
    <span className="d-inline-flex flex-wrap gap-2">
      <span className={`badge ${STATUS_CLASS[status]}`} data-testid="inspection-status">
        <span className="visually-hidden">Status: </span>
        {status}
      </span>
      <span className={`badge ${PAYMENT_CLASS[payment]}`} data-testid="inspection-payment">
        <span className="visually-hidden">Payment: </span>
        {payment}
      </span>
    </span>
  );
}
