import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';

const HomeQuery = graphql(`
  query Home {
    ping
  }
`);

export default function HomeScreen() {
  usePageMeta(
    'Know what care costs before you go',
    'Compare what US hospitals charge for a condition near you, from public Medicare data.',
  );
  const { data, error } = useQuery(HomeQuery);
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Know what care costs before you go</h1>
      <p className="lead">
        Pick a condition and a US city to see nearby hospitals and what care there is likely to cost.
      </p>
      <p>
        <Link to="/map" className="button">
          Search prices on the map
        </Link>
      </p>
      <p className="muted" data-testid="api-status">
        {error
          ? 'The price service is not reachable right now.'
          : data
            ? `Price service: ${data.ping}`
            : 'Connecting…'}
      </p>
    </section>
  );
}
