import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import {
  inspectionPath,
  MANAGE_LINK_DEAD,
  type ManageLinkRefusal,
} from '../../../../shared/portal/manage-link';
import { LinkOpenPrompt } from '../../../components/link-open-prompt';
import { ensureSessionLoaded, useReloadSession } from '../../auth/api/use-session';
import { openManageLink } from '../api/manage-link-api';

const REASONS: Record<ManageLinkRefusal, string> = {
  used: 'Each link from an e-mail opens your inspection once.',
  expired: 'Links from our e-mails last a limited time, and this one has ended.',
  unknown: 'Please check that the whole address from the e-mail was opened.',
};

/**
 * /user/manage/{token}: the "Manage your inspection" link of the e-mails. Opening it spends
 * nothing (mail scanners open links); the button signs this browser in and goes to the order.
 */
export function ManageLinkPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const reloadSession = useReloadSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [dead, setDead] = useState<ManageLinkRefusal | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // The app's session call sets the XSRF token this post sends back.
      await ensureSessionLoaded(queryClient);
      const outcome = await openManageLink(token);
      if (outcome.kind === 'open') {
        await reloadSession();
        await navigate(inspectionPath(outcome.answer.orderId), { replace: true });
        return;
      }
      if (outcome.kind === 'dead') setDead(outcome.reason);
      else setError(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="row justify-content-center">
      <section className="col-md-8 col-lg-6 manage-link-page" aria-labelledby="manage-heading">
        <h1 id="manage-heading" className="mb-3">
          Manage your inspection
        </h1>
        {dead ? (
          <div className="alert alert-warning" role="alert" data-reason={dead}>
            <h2 className="h5">{MANAGE_LINK_DEAD}</h2>
            <p>{REASONS[dead]}</p>
            <p className="mb-0">
              <Link to="/user/login">Sign in</Link> with your e-mail address to see your inspection.
            </p>
          </div>
        ) : (
          <LinkOpenPrompt
            intro="Press the button to see your inspection on this device, and to reschedule or cancel it."
            label="Open my inspection"
            error={error}
            busy={busy}
            onOpen={() => void open()}
          />
        )}
      </section>
    </div>
  );
}
