import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';

export default function ErrorScreen() {
  usePageMeta('Page not found', 'The page you asked for does not exist on FairPrice Health.');
  return (
    <section className="page narrow" aria-labelledby="error-title">
      <h1 id="error-title">We could not find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>{' '}
        <Link to="/map">Search prices on the map</Link>
      </p>
    </section>
  );
}
