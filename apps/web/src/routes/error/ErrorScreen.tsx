import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';

/**
 * /error, and every address no screen answers, shown at that address (the server answers it with a 404
 * status; why the address is kept rather than replaced by /error as spec part 1 §2.1 says: apps/api/src/app.ts).
 */
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
