import { formatDateTimeLong } from '../../../../shared/time';
import type { InspectionDetail } from '../../../../shared/portal/inspection-view';
import { siteConfig } from '../../../lib/site-config';
import { refusalText, useAcceptProposedTime } from '../api/order-changes-api';

// A requested inspection (decision 069): the office confirms it; when the office proposed another
// time, the customer accepts it here (or cancels below, under "Plans change?") until its hold ends
// (decision 077); then the page says the proposal expired.

/** The proposed time was not accepted in time: the request is cancelled, the time freed. */
function LapsedProposal({ inspection }: { inspection: InspectionDetail }) {
  const { timeZone } = siteConfig();
  return (
    <section aria-labelledby="request-heading" className="mb-4">
      <h2 id="request-heading" className="h5">
        The proposed time has expired
      </h2>
      <p>
        The office proposed {formatDateTimeLong(inspection.start, timeZone)} and held it for you
        {inspection.proposalExpiresAt
          ? ` until ${formatDateTimeLong(inspection.proposalExpiresAt, timeZone)}`
          : ''}
        . It was not accepted in time, so your request is cancelled and you were not charged. Please
        book another time, or call us.
      </p>
    </section>
  );
}

export function RequestSection({ inspection }: { inspection: InspectionDetail }) {
  const accept = useAcceptProposedTime(inspection.id);
  const { timeZone } = siteConfig();
  if (inspection.proposalLapsedAt) return <LapsedProposal inspection={inspection} />;
  if (inspection.status !== 'Requested') return null;
  const when = formatDateTimeLong(inspection.start, timeZone);
  const until = inspection.proposalExpiresAt
    ? ` until ${formatDateTimeLong(inspection.proposalExpiresAt, timeZone)}`
    : '';
  const card = inspection.payment === 'Authorized';
  return (
    <section aria-labelledby="request-heading" className="mb-4">
      <h2 id="request-heading" className="h5">
        {inspection.proposedAt ? 'A new time for you' : 'Waiting for the office'}
      </h2>
      {inspection.proposedAt ? (
        <>
          <p>
            The office cannot come at the time you asked for and proposes {when}. It is held for you
            {until}: unanswered by then, your request lapses.{' '}
            {card ? 'Your card is charged when you accept.' : ''}
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
