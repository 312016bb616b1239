import { Link } from '../../../lib/router';
import type { SlotWarning } from '../order-form-defaults';

/** When there is no valid slot, a warning with a link to availability. */
export function SlotWarningAlert({ warning }: { warning: SlotWarning }) {
  if (!warning) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {warning === 'none' ? (
        <>There are no open inspection dates right now. </>
      ) : (
        <>
          The inspection date you chose is no longer available: it has been booked or has passed. We
          selected the next open date below.{' '}
        </>
      )}
      <Link to="/availability" className="alert-link">
        See all available dates
      </Link>
    </div>
  );
}
