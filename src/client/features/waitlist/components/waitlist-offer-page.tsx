import { useQuery } from '@tanstack/react-query';
import { formatDateTimeLong } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { serverWords } from '../../../lib/refusal';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';
import { storeSelectedSlotId } from '../../slots/selected-slot';
import { fetchOffer, storeHeldOffer } from '../api/waitlist-api';

/**
 * /waitlist/offer?token=: the time a waitlist offer holds, until when, and Book this time, which
 * opens the order form with that time chosen (the token goes with the order at the checkout).
 */
export function WaitlistOfferPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const offer = useQuery({
    queryKey: ['waitlist-offer', token],
    queryFn: () => fetchOffer(token),
    enabled: token !== '',
    retry: false,
  });
  const { timeZone } = siteConfig();

  const book = () => {
    if (!offer.data) return;
    storeHeldOffer({ token, slot: offer.data.slot, expiresAt: offer.data.expiresAt });
    storeSelectedSlotId(offer.data.slot.id, null);
    navigate('/home-inspection');
  };

  return (
    <section aria-labelledby="offer-heading">
      <h1 id="offer-heading" className="mb-3">
        A time held for you
      </h1>
      {token === '' || offer.error ? (
        <div className="alert alert-warning" role="alert">
          {offer.error instanceof ApiError
            ? (serverWords(offer.error) ?? 'This offer has ended.')
            : 'This offer has ended.'}{' '}
          You stay on the waitlist only if the office keeps you there; you may also{' '}
          <a href="/availability">choose another time</a>.
        </div>
      ) : !offer.data ? (
        <Spinner label="Loading the offer..." />
      ) : (
        <div className="card">
          <div className="card-body">
            <p className="fs-5 mb-2">{formatDateTimeLong(offer.data.slot.start, timeZone)}</p>
            <p>
              Held for you until{' '}
              <strong>{formatDateTimeLong(offer.data.expiresAt, timeZone)}</strong>. Add your
              details and reserve before then; after that it is offered to the next person on the
              waitlist.
            </p>
            <button type="button" className="btn btn-primary btn-lg" onClick={book}>
              Book this time
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
