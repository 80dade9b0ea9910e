import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { SystemTiles } from './SystemTiles';
import './systems.css';

const SystemQuery = graphql(`
  query SystemPage($id: Int!) {
    system(id: $id) {
      id
      name
      image
      description
      diagnoses {
        id
        name
        summary
        common
      }
    }
  }
`);

const SystemsQuery = graphql(`
  query SystemsPage {
    systems(limit: 20) {
      ...SystemTile
    }
  }
`);

/** /systems/{systemId}: the conditions of one body system, each going on to its prices; /systems: all. */
export default function SystemsScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  if (raw === undefined) return <AllSystems />;
  const id = /^\d{1,4}$/.test(raw) ? Number(raw) : null;
  return id === null ? <NotFound /> : <OneSystem id={id} />;
}

function AllSystems() {
  usePageMeta('Body systems', 'Browse the conditions we have hospital prices for, grouped by body system.');
  const { data, loading, error } = useQuery(SystemsQuery);
  return (
    <section className="page" aria-labelledby="systems-title">
      <h1 id="systems-title">Body systems</h1>
      <p className="lead">Pick a part of the body to see the conditions we have hospital prices for.</p>
      {error && (
        <div role="alert" className="alert alert-error">
          The body systems could not be loaded. Please reload to try again.
        </div>
      )}
      {loading && !data ? (
        <Spinner label="Loading body systems" />
      ) : data?.systems.length ? (
        <SystemTiles systems={data.systems} />
      ) : (
        !error && <p className="muted">There are no results</p>
      )}
    </section>
  );
}

function OneSystem({ id }: { id: number }) {
  const { data, loading, error } = useQuery(SystemQuery, { variables: { id } });
  const system = data?.system;
  usePageMeta(
    system ? system.name : 'Body system',
    system
      ? `Hospital prices for ${system.diagnoses.length} conditions of the ${system.name.toLowerCase()}: ${system.description ?? 'pick one to compare hospitals near you.'}`
      : 'Conditions of one body system, each with hospital prices near you.',
  );
  if (loading && !data) return <Spinner label="Loading conditions" />;
  if (error) {
    return (
      <div role="alert" className="alert alert-error">
        The conditions could not be loaded. Please reload to try again.
      </div>
    );
  }
  if (!system) return <NotFound />;
  return (
    <section className="page" aria-labelledby="system-title">
      <p>
        <Link to="/systems">All body systems</Link>
      </p>
      <div className="system-head">
        {system.image && <img src={system.image} alt="" width={80} height={80} />}
        <div>
          <h1 id="system-title">{system.name}</h1>
          {system.description && <p className="lead">{system.description}</p>}
        </div>
      </div>
      <h2>Conditions</h2>
      {system.diagnoses.length === 0 ? (
        <p className="muted">There are no results</p>
      ) : (
        <>
          <p>Pick a condition to compare what hospitals near you charge for it.</p>
          <ul className="condition-list" data-testid="system-diagnoses">
            {system.diagnoses.map((d) => (
              <li key={d.id}>
                <h3>
                  <Link to={`/?diagnosis=${d.id}`}>{d.name}</Link>
                  {d.common && <span className="common-badge">Common</span>}
                </h3>
                {d.summary && <p>{d.summary}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function NotFound() {
  usePageMeta('Body system not found', 'We could not find that body system.');
  return (
    <section className="page narrow" aria-labelledby="system-missing">
      <h1 id="system-missing">We could not find that body system</h1>
      <p>
        <Link to="/systems" className="button">
          See all body systems
        </Link>
      </p>
    </section>
  );
}
