/**
 * /procedures (?q=…): outpatient procedures (CPT/HCPCS) by name or code near a US city, from the hospitals'
 * own price files: the hospitals that publish the procedure, nearest first, each with its cash price,
 * the range insurers negotiated, the file the figures come from and the viewer's estimate with its
 * formula. The location box is the map's; the location starts from the visitor's saved place (or a
 * default city), which never overwrites what the visitor started typing before it arrived.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { useFirstAnswer } from '../../lib/first-answer';
import { usePageToken } from '../../lib/idle';
import { useHere, useRouter } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import type { Place } from '../map/components/LocationBox';
import { DEFAULT_PLACE } from '../map/start';
import { PriceFileCoverage } from './PriceFileCoverage';
import { MIN_QUERY, ProcedureForm, ProcedureHits, ResultsHead } from './ProcedureParts';
import { ProceduresFootnote, ProceduresLead } from './ProceduresText';
import '../map/map.css';
import './procedures.css';

export const ProceduresGeo = graphql(`
  query ProceduresGeo {
    geoSession {
      city
      state
      lat
      lng
      address
    }
  }
`);

const ProcedureSearch = graphql(`
  query ProcedureSearch($input: ProcedureSearchInput!) {
    searchProcedures(input: $input) {
      codes
      filesNearby
      hits {
        providerId
        name
        address
        city
        state
        zip
        distanceKm
        items {
          ...PriceFileItem
        }
      }
    }
  }
`);

export default function ProceduresScreen({ match }: ScreenProps) {
  const { href } = useRouter();
  // The server's answer in the page (lib/first-answer.tsx), which it also rendered (src/ssr.tsx): the
  // starting place and the price files held, without asking again while the page is adopted. Taken once:
  // the address changes with each search (replaceState), the starting place stays.
  const [first] = useState(useFirstAnswer('procedures', useHere()));
  // The account state the server drew the page with, then the live one from the first idle moment: the
  // Token query's first use was half of adopting the server's markup on a slow phone (lib/idle.tsx).
  const { token, follower } = usePageToken(Boolean(first));
  const geo = useQuery(ProceduresGeo, { fetchPolicy: 'network-only', skip: Boolean(first) });
  // The place the visitor chose in the location box; until then the starting place (saved or default).
  const [chosen, setChosen] = useState<Place | null>(null);
  // True while the visitor is in the location box after entering it before the starting place was
  // known: the starting place then waits until they leave the box, so it never lands under their typing.
  const [holdStart, setHoldStart] = useState(false);
  const [query, setQuery] = useState((match.query.q ?? '').trim());

  const g = first ? first.geoSession : geo.data?.geoSession;
  const geoLoading = !first && geo.loading;
  const start = useMemo<Place | null>(() => {
    if (geoLoading) return null;
    return g && g.lat != null && g.lng != null
      ? {
          label: g.address ?? `${g.city}, ${g.state}, USA`,
          city: g.city,
          state: g.state,
          lat: g.lat,
          lng: g.lng,
        }
      : DEFAULT_PLACE;
  }, [geoLoading, g]);
  const place = chosen ?? (holdStart ? null : start);

  const search = useQuery(ProcedureSearch, {
    variables: { input: { query, lat: place?.lat ?? 0, lng: place?.lng ?? 0 } },
    skip: !place || query.length < MIN_QUERY,
    // The estimate depends on the signed-in user's plan.
    fetchPolicy: 'network-only',
  });
  const result = search.data?.searchProcedures ?? null;

  const intl = useIntl();
  const near = place?.city ?? place?.label;
  const title = intl.formatMessage({ id: 'procedures.page.title', defaultMessage: 'Procedure prices' });
  usePageMeta(
    !query
      ? title
      : near
        ? intl.formatMessage(
            { id: 'procedures.page.queryTitle', defaultMessage: '{query} prices near {place}' },
            { query, place: near },
          )
        : intl.formatMessage(
            { id: 'procedures.page.queryTitleYou', defaultMessage: '{query} prices near you' },
            { query },
          ),
    intl.formatMessage({
      id: 'procedures.page.description',
      defaultMessage:
        'Cash and insurer-negotiated prices for outpatient procedures from hospitals’ own price files.',
    }),
  );

  const submit = (q: string) => {
    setQuery(q);
    window.history.replaceState(null, '', href(`/procedures?q=${encodeURIComponent(q)}`));
  };

  return (
    <section className="page procedures-page" aria-labelledby="procedures-title">
      {follower}
      <h1 id="procedures-title">{title}</h1>
      <ProceduresLead signedIn={Boolean(token)} />
      <ProcedureForm
        initialText={match.query.q ?? ''}
        onSearch={submit}
        place={place}
        startKnown={start !== null}
        chosen={chosen !== null}
        onChoose={setChosen}
        setHoldStart={setHoldStart}
      />
      <ResultsHead search={search} result={result} place={place} query={query} />
      {result && result.hits.length > 0 ? <ProcedureHits hits={result.hits} /> : null}
      <PriceFileCoverage initial={first?.coverage} />
      <ProceduresFootnote />
    </section>
  );
}
