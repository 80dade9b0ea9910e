import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { SPACE } from '../../components/text';

/**
 * /error, and every address no screen answers, shown at that address (the server answers it with a 404
 * status; why the address is kept rather than replaced by /error as spec part 1 §2.1 says: apps/api/src/app.ts).
 */
export default function ErrorScreen() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'error.notFound.title', defaultMessage: 'Page not found' }),
    intl.formatMessage({
      id: 'error.notFound.description',
      defaultMessage: 'The page you asked for does not exist on FairPrice Health.',
    }),
  );
  return (
    <section className="page narrow" aria-labelledby="error-title">
      <h1 id="error-title">
        <FormattedMessage id="error.notFound.heading" defaultMessage="We could not find that page" />
      </h1>
      <p>
        <FormattedMessage
          id="error.notFound.why"
          defaultMessage="The address may be mistyped, or the page may have moved."
        />
      </p>
      <p>
        <Link to="/" className="button">
          <FormattedMessage id="error.notFound.home" defaultMessage="Go to the home page" />
        </Link>
        {SPACE}
        <Link to="/map">
          <FormattedMessage id="error.notFound.map" defaultMessage="Search prices on the map" />
        </Link>
      </p>
    </section>
  );
}
