import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../../lib/router';
import { LinkOpenPrompt } from '../../../components/link-open-prompt';
import { ensureSessionLoaded } from '../../auth/api/use-session';
import { type OpenOutcome, openRealtorLink } from '../api/realtor-access-api';
import { RealtorDeadLink } from './realtor-dead-link';
import { RealtorOrderView } from './realtor-order-view';

/**
 * /realtor/{token}: a realtor's view of one order's date, address and reports. Opening the link
 * spends nothing (mail scanners open links); only the button's POST checks it and lets this
 * browser in.
 */
export function RealtorAccessPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OpenOutcome | null>(null);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The app's session call sets the XSRF token this post sends back.
      await ensureSessionLoaded(queryClient);
      setOutcome(await openRealtorLink(token));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="realtor-access-page" aria-labelledby="realtor-heading">
      <h1 id="realtor-heading" className="mb-3">
        Inspection reports
      </h1>
      {outcome?.kind === 'open' ? (
        <RealtorOrderView view={outcome.answer} />
      ) : outcome?.kind === 'dead' ? (
        <RealtorDeadLink reason={outcome.reason} />
      ) : (
        <LinkOpenPrompt
          intro="You were sent this link to see the reports of a home inspection."
          label="View the inspection reports"
          error={outcome?.kind === 'error' ? outcome.message : undefined}
          busy={busy}
          onOpen={() => void open()}
        />
      )}
    </section>
  );
}
