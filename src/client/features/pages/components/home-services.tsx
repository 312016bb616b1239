import { Link } from '../../../lib/router';
import { formatCents } from '../../../../shared/money';
import { useServices } from '../../services/api/use-services';
import { homePrices } from '../home-prices';

/** Services with their live prices ("from" for the inspection), and the full fee schedule. */
export function HomeServices() {
  const { data: services, isPending } = useServices();
  const prices = homePrices(services ?? []);
  return (
    <section aria-labelledby="home-services" className="home-section">
      <h2 id="home-services">Services and prices</h2>
      {isPending ? (
        <p className="text-body-secondary">Loading prices…</p>
      ) : (
        <ul className="row g-3 list-unstyled mb-3">
          {prices.inspectionFromCents !== undefined && (
            <li className="col-sm-6">
              <div className="card home-card home-card-main">
                <div className="card-body">
                  <h3 className="h5">Home inspection</h3>
                  <p className="price-from mb-1">
                    from <strong>{formatCents(prices.inspectionFromCents)}</strong>
                  </p>
                  <p className="small text-body-secondary mb-0">
                    By finished living space and property age. Written report with photos within 24
                    hours.
                  </p>
                </div>
              </div>
            </li>
          )}
          {prices.addons.map((addon) => (
            <li key={addon.slug} className="col-sm-6">
              <div className="card home-card">
                <div className="card-body">
                  <h3 className="h5">{addon.name}</h3>
                  <p className="price-from mb-1">
                    <strong>{formatCents(addon.priceCents)}</strong> add-on
                  </p>
                  {addon.description && (
                    <p className="small text-body-secondary mb-0">{addon.description}</p>
                  )}
                </div>
              </div>
            </li>
          ))}
          {prices.additionalUnit && (
            <li className="col-sm-6">
              <div className="card home-card">
                <div className="card-body">
                  <h3 className="h5">Multi-family properties</h3>
                  <p className="price-from mb-1">
                    <strong>{formatCents(prices.additionalUnit.priceCents)}</strong> per additional
                    unit
                  </p>
                  <p className="small text-body-secondary mb-0">
                    Duplexes and larger: each living unit beyond the first.
                  </p>
                </div>
              </div>
            </li>
          )}
        </ul>
      )}
      <p>
        <Link to="/fees">See the full fee schedule</Link>
      </p>
    </section>
  );
}
