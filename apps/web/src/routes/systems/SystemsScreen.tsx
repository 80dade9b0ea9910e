import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { SystemTiles } from './SystemTiles';
import { useLocale } from '../../i18n/intl';
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

const M: Record<string, MessageDescriptor> = defineMessages({
  noResults: { id: 'systems.page.noResults', defaultMessage: 'There are no results' },
  title: { id: 'systems.all.title', defaultMessage: 'Body systems' },
  oneTitle: { id: 'systems.one.title', defaultMessage: 'Body system' },
  oneDescription: {
    id: 'systems.one.description',
    defaultMessage: 'Hospital prices for {count} conditions of the {name}: {description}',
  },
  onePick: { id: 'systems.one.pickShort', defaultMessage: 'pick one to compare hospitals near you.' },
  oneDescriptionLoading: {
    id: 'systems.one.descriptionLoading',
    defaultMessage: 'Conditions of one body system, each with hospital prices near you.',
  },
});

/** /systems/{systemId}: the conditions of one body system, each going on to its prices; /systems: all. */
export default function SystemsScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  if (raw === undefined) return <AllSystems />;
  const id = /^\d{1,4}$/.test(raw) ? Number(raw) : null;
  return id === null ? <NotFound /> : <OneSystem id={id} />;
}

function AllSystems() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage(M.title),
    intl.formatMessage({
      id: 'systems.all.description',
      defaultMessage: 'Browse the conditions we have hospital prices for, grouped by body system.',
    }),
  );
  const { data, loading, error } = useQuery(SystemsQuery);
  return (
    <section className="page" aria-labelledby="systems-title">
      <h1 id="systems-title">{intl.formatMessage(M.title)}</h1>
      <p className="lead">
        <FormattedMessage
          id="systems.all.lead"
          defaultMessage="Pick a part of the body to see the conditions we have hospital prices for."
        />
      </p>
      {error && (
        <div role="alert" className="alert alert-error">
          <FormattedMessage
            id="systems.all.loadFailed"
            defaultMessage="The body systems could not be loaded. Please reload to try again."
          />
        </div>
      )}
      {loading && !data ? (
        <Spinner
          label={intl.formatMessage({ id: 'systems.all.loading', defaultMessage: 'Loading body systems' })}
        />
      ) : data?.systems.length ? (
        <SystemTiles systems={data.systems} />
      ) : (
        !error && <p className="muted">{intl.formatMessage(M.noResults)}</p>
      )}
    </section>
  );
}

function OneSystem({ id }: { id: number }) {
  const { data, loading, error } = useQuery(SystemQuery, { variables: { id } });
  const system = data?.system;
  const intl = useIntl();
  // The conditions' summaries are the catalogue's English (names and descriptions come in Spanish).
  const summaryLang = useLocale() === 'en' ? undefined : 'en';
  usePageMeta(
    system ? system.name : intl.formatMessage(M.oneTitle),
    system
      ? intl.formatMessage(M.oneDescription, {
          count: system.diagnoses.length,
          name: system.name.toLowerCase(),
          description: system.description ?? intl.formatMessage(M.onePick),
        })
      : intl.formatMessage(M.oneDescriptionLoading),
  );
  if (loading && !data)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'systems.one.loading', defaultMessage: 'Loading conditions' })}
      />
    );
  if (error) {
    return (
      <div role="alert" className="alert alert-error">
        <FormattedMessage
          id="systems.one.loadFailed"
          defaultMessage="The conditions could not be loaded. Please reload to try again."
        />
      </div>
    );
  }
  if (!system) return <NotFound />;
  return (
    <section className="page" aria-labelledby="system-title">
      <p>
        <Link to="/systems">
          <FormattedMessage id="systems.one.all" defaultMessage="All body systems" />
        </Link>
      </p>
      <div className="system-head">
        {system.image && <img src={system.image} alt="" width={80} height={80} />}
        <div>
          <h1 id="system-title">{system.name}</h1>
          {system.description && <p className="lead">{system.description}</p>}
        </div>
      </div>
      <h2>
        <FormattedMessage id="systems.one.conditions" defaultMessage="Conditions" />
      </h2>
      {system.diagnoses.length === 0 ? (
        <p className="muted">{intl.formatMessage(M.noResults)}</p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="systems.one.pick"
              defaultMessage="Pick a condition to compare what hospitals near you charge for it."
            />
          </p>
          <ul className="condition-list" data-testid="system-diagnoses">
            {system.diagnoses.map((d) => (
              <li key={d.id}>
                <h3>
                  <Link to={`/?diagnosis=${d.id}`}>{d.name}</Link>
                  {d.common && (
                    <span className="common-badge">
                      <FormattedMessage id="systems.one.common" defaultMessage="Common" />
                    </span>
                  )}
                </h3>
                {d.summary && <p lang={summaryLang}>{d.summary}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function NotFound() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'systems.missing.title', defaultMessage: 'Body system not found' }),
    intl.formatMessage({
      id: 'systems.missing.description',
      defaultMessage: 'We could not find that body system.',
    }),
  );
  return (
    <section className="page narrow" aria-labelledby="system-missing">
      <h1 id="system-missing">
        <FormattedMessage id="systems.missing.heading" defaultMessage="We could not find that body system" />
      </h1>
      <p>
        <Link to="/systems" className="button">
          <FormattedMessage id="systems.missing.all" defaultMessage="See all body systems" />
        </Link>
      </p>
    </section>
  );
}
