import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useAgreement } from '../api/agreement-api';
import { AgreementText } from './agreement-text';
import { SignAgreementForm } from './sign-agreement-form';
import { SignedAgreementFacts } from './signed-agreement-facts';
import { CardSection } from '../../../components/card-section';

function Panel({ children }: { children: ReactNode }) {
  return (
    <CardSection id="order-agreement" title="Inspection agreement">
      {children}
    </CardSection>
  );
}

/** The order page's inspection agreement: read, sign, download the signed PDF. */
export function AgreementPanel({ orderId }: { orderId: number }) {
  const query = useAgreement(orderId);
  if (query.isPending)
    return (
      <Panel>
        <Spinner label="Loading the agreement..." />
      </Panel>
    );
  if (query.isError)
    return (
      <Panel>
        <p className="text-danger mb-0">
          We could not load the agreement. Please reload the page to try again.
        </p>
      </Panel>
    );
  const view = query.data;
  if (view.state === 'signed')
    return (
      <Panel>
        <SignedAgreementFacts agreement={view.agreement} />
      </Panel>
    );
  if (view.state === 'unavailable')
    return (
      <Panel>
        <p className="mb-0">
          {view.cancelled
            ? 'This inspection was cancelled, so its agreement cannot be signed.'
            : 'The inspection agreement is not available online right now. Please contact us to sign it.'}
        </p>
      </Panel>
    );
  return (
    <Panel>
      {view.cancelled ? (
        <div className="alert alert-secondary mb-3" role="note">
          This inspection was cancelled, so its agreement cannot be signed.
        </div>
      ) : (
        <p>Please read the agreement below, then sign it with your full name as on the order.</p>
      )}
      <AgreementText title={view.title} content={view.content} />
      {!view.cancelled && <SignAgreementForm view={view} />}
    </Panel>
  );
}
