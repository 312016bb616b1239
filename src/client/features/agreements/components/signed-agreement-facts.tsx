import type { SignedAgreement } from '../../../../shared/agreements/agreement';
import { formatDateTimeLong } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { agreementPdfUrl } from '../api/agreement-api';
import { AgreementText } from './agreement-text';

/** The signed record: who signed and when, the PDF, and the text exactly as it was signed. */
export function SignedAgreementFacts({ agreement }: { agreement: SignedAgreement }) {
  const when = formatDateTimeLong(agreement.signedAt, siteConfig().timeZone);
  return (
    <>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <span className="badge bg-success text-white">Signed</span>
        <span>
          Signed by <strong>{agreement.signedName}</strong> on {when}.
        </span>
      </p>
      <p>
        <a className="btn btn-outline-primary" href={agreementPdfUrl(agreement.orderId)} download>
          Download signed agreement (PDF)
        </a>
      </p>
      <details>
        <summary>Read the agreement as signed</summary>
        <div className="mt-3">
          <AgreementText title={agreement.title} content={agreement.content} />
        </div>
      </details>
    </>
  );
}
