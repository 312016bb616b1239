import { Link } from '../../../lib/router';
import {
  REALTOR_LINK_DEAD,
  type RealtorLinkRefusal,
} from '../../../../shared/realtor-access/realtor-access';
import { PhoneLink } from '../../../components/phone-link';
import { siteConfig } from '../../../lib/site-config';

const REASONS: Record<RealtorLinkRefusal, string> = {
  expired: 'Links to inspection reports last a limited time, and this one has ended.',
  revoked: 'The inspection company has turned this link off.',
  unknown: 'Please check that the whole address from the e-mail was opened.',
};

/** A link that no longer opens anything: says so and how to reach the business for a new one. */
export function RealtorDeadLink({ reason }: { reason: RealtorLinkRefusal }) {
  const { businessName, phone, email } = siteConfig();
  return (
    <div className="alert alert-warning" role="alert" data-reason={reason}>
      <h2 className="h5">{REALTOR_LINK_DEAD}</h2>
      <p>{REASONS[reason]}</p>
      <p className="mb-2">Contact {businessName} for a new link:</p>
      <ul className="mb-0">
        {phone && (
          <li>
            Call <PhoneLink phone={phone} />
          </li>
        )}
        {email && (
          <li>
            E-mail <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        <li>
          <Link to="/contact">Contact page</Link>
        </li>
      </ul>
    </div>
  );
}
