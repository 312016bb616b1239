import { formatDateTimeLong } from '../../../../shared/time';
import type { InspectionDetail } from '../../../../shared/portal/inspection-view';
import { siteConfig } from '../../../lib/site-config';
import { refusalText, useAcceptProposedTime } from '../api/order-changes-api';

// A requested inspection (decision 069): the office confirms it; when the office proposed another
// time, the customer accepts it here (or cancels below, under "Plans change?").

export function RequestSection({ inspection }: { inspection: InspectionDetail }) {
  const accept = useAcceptProposedTime(inspection.id);
  if (inspection.status !== 'Requested') return null;
  const when = formatDateTimeLong(inspection.start, siteConfig().timeZone);
  const card = inspection.payment === 'Authorized';
  return (
    <section aria-labelledby="request-heading" className="mb-4">
      <h2 id="request-heading" className="h5">
        {inspection.proposedAt ? 'A new time for you' : 'Waiting for the office'}
      </h2>
      {inspection.proposedAt ? (
        <>
          <p>
            The office cannot come at the time you asked for and proposes {when}. It is held for
            you. {card ? 'Your card is charged when you accept.' : ''}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            Accept this time
          </button>
        </>
      ) : (
        <p>
          The office confirms each booking itself and e-mails you as soon as it does. Your time is
          held until then.{' '}
          {card ? 'Your card is authorized and charged only when the booking is confirmed.' : ''}
        </p>
      )}
      {accept.isError && (
        <p className="text-danger mt-2" role="alert">
          {refusalText(accept.error)}
        </p>
      )}
    </section>
  );
}
