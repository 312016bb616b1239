import { Link } from '../../../lib/router';
import { usePageMeta } from '../../../app/page-meta';

const META = {
  title: 'Page not found',
  description:
    'The page you asked for is not here. Find our inspections, fees and booking from here.',
  found: false,
};

/** Any path that is no page: the server answers it with 404 and this same page. */
export function NotFoundPage() {
  usePageMeta(META);
  return (
    <section className="not-found-page">
      <h1 className="mb-3">Page not found</h1>
      <p>
        We could not find that page. It may have moved, or the address may have a typo. These pages
        may help:
      </p>
      <ul>
        <li>
          <Link to="/">Home page</Link>
        </li>
        <li>
          <Link to="/schedule">Book your inspection online</Link>
        </li>
        <li>
          <Link to="/availability">See open inspection dates</Link>
        </li>
        <li>
          <Link to="/fees">Inspection fees</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </section>
  );
}
