/**
 * The price map (/map, /map/{diagnosisSlug}, /map?diagnosis={id}): pick a condition and a US city, see the
 * hospitals within 75 km with their price ranges in a list and on a map, and open a hospital's details.
 *
 * What the visitor may see is decided by the API (search count, pass, free allowance): this screen shows
 * what the answers carry and the prompt the API names; it never hides prices itself.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { displayFacilityName, formatCentsRange, freeSearchesLeft, SEARCH_RADIUS_KM } from '@fp/domain';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { Link } from '../../router/Link';
import { useHere, useLogInHref, useRouter, useSignUpHref } from '../../router/Router';
import { useFirstAnswer, type MapFirstAnswer } from '../../lib/first-answer';
import type { ScreenProps } from '../../router/RouteView';
import { Spinner } from '../../components/Spinner';
import { MapStatus } from './components/Banner';
import { useToken } from '../../lib/auth';
import { ConditionPicker, type ConditionChoice } from './components/ConditionPicker';
import { browserPosition, LocationBox, useNearestCity, type Place } from './components/LocationBox';
import { preloadMapView, PriceMap } from './components/PriceMap';
import { PriceSpread, type SpreadItem } from './components/PriceSpread';
import { ProviderDetail } from './components/ProviderDetail';
import { StaticMap } from './components/StaticMap';
import { ProviderList, useProviderItems } from './components/ProviderList';
import { usePriceFileView } from './components/PriceFileFilter';
import type { MapMarker } from './components/map-view';
import { ShownByServer } from './hooks';
import './map.css';

/**
 * The default condition (spec §9: Upper Respiratory Infection). The catalogue's DEFAULT_CONDITION_SLUG;
 * written out because importing @fp/catalog would pull the whole condition list into this page.
 */
const DEFAULT_CONDITION_SLUG = 'upper-respiratory-infection';

/** Where the map opens without a saved or shared location (spec §9; the same point as @fp/geo's default). */
const DEFAULT_PLACE: Place = {
  label: 'Austin, TX, USA',
  city: 'Austin',
  state: 'TX',
  lat: 30.28,
  lng: -97.73,
};

export const MapSession = graphql(`
  query MapSession {
    geoSession {
      city
      state
      lat
      lng
      address
      diagnosis {
        id
        text
      }
      searchCount
    }
  }
`);

export const MapSearch = graphql(`
  query MapSearch($input: ProviderSearchInput!) {
    searchProviders(input: $input) {
      count
      widened
      searchCount
      unavailable {
        message
      }
      diagnosis {
        id
        name
        slug
        active
      }
      access {
        listPrices
        detailPrices
        prompt
      }
      hits {
        ...MapProviderItem
      }
    }
  }
`);

const SaveGeo = graphql(`
  mutation MapSaveGeo($input: GeoSessionInput!) {
    setGeoSession(input: $input) {
      searchCount
    }
  }
`);

/** "$8.2K": the average beside each marker. */
const COMPACT_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

type ConditionRef = { id: number } | { slug: string };

/** What a condition's slug looks like to the API (@fp/pricing parseSearchInput). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Which condition the page starts with: the URL, then the session, then the default. */
export function startingCondition(
  params: string[],
  query: Record<string, string>,
  sessionId: string | null,
): ConditionRef {
  const fromQuery = Number(query.diagnosis);
  if (Number.isInteger(fromQuery) && fromQuery > 0) return { id: fromQuery };
  if (params[0] && /^[a-z0-9-]{1,120}$/i.test(params[0])) return { slug: params[0].toLowerCase() };
  const fromSession = Number(sessionId);
  if (Number.isInteger(fromSession) && fromSession > 0) return { id: fromSession };
  return { slug: DEFAULT_CONDITION_SLUG };
}

/** True when the browser already lets this site read the location (no prompt would appear). */
async function locationAlreadyAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/** The place the session saved, if any. */
function savedPlace(geo: MapFirstAnswer['geoSession'] | undefined): Place | null {
  if (!geo || geo.lat == null || geo.lng == null) return null;
  return {
    label: geo.address ?? `${geo.city}, ${geo.state}, USA`,
    city: geo.city,
    state: geo.state,
    lat: geo.lat,
    lng: geo.lng,
  };
}

/**
 * The page's first search (src/ssr.tsx answers it on the server): the starting condition at the saved
 * place, or at the default place when none is saved (the browser's location is only known in the browser).
 */
export function firstSearchInput(
  params: string[],
  query: Record<string, string>,
  geo: MapFirstAnswer['geoSession'] | undefined,
): MapFirstAnswer['search']['input'] {
  const ref = startingCondition(params, query, geo?.diagnosis?.id ?? null);
  const place = savedPlace(geo) ?? DEFAULT_PLACE;
  return {
    ...('slug' in ref ? { diagnosisSlug: ref.slug } : { diagnosisId: ref.id }),
    lat: place.lat,
    lng: place.lng,
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => window.setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}

preloadMapView();

export default function MapScreen({ match }: ScreenProps) {
  const { href } = useRouter();
  const firstAnswer = useFirstAnswer('map', useHere());
  const logInHref = useLogInHref();
  const signUpHref = useSignUpHref(); // the free sign-up form, back to this search afterwards
  const { token, loading: tokenLoading } = useToken();
  // The answers the server gave with the page (lib/first-answer.tsx), for this address only: the page
  // starts from them, as the server rendered it, without asking again.
  const [seed] = useState(() => seedOf(firstAnswer));
  const session = useQuery(MapSession, { fetchPolicy: 'network-only', skip: Boolean(seed) });
  const [saveGeo] = useMutation(SaveGeo);
  const nearest = useNearestCity();

  const [conditionRef, setConditionRef] = useState<ConditionRef | null>(seed?.conditionRef ?? null);
  const [condition, setCondition] = useState<ConditionChoice | null>(seed?.condition ?? null);
  const [place, setPlace] = useState<Place | null>(seed?.place ?? null);
  const [note, setNote] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  // ---- start: condition and location from the URL, the session, the browser or the defaults ----------
  const geo = seed ? seed.answer.geoSession : session.data?.geoSession;
  const sessionReady = Boolean(seed) || !session.loading;
  useEffect(() => {
    if (!sessionReady || conditionRef) return;
    setConditionRef(startingCondition(match.params, match.query, geo?.diagnosis?.id ?? null));
  }, [sessionReady, conditionRef, match, geo]);

  // Without a saved place: the browser's, when allowed (below). The server, which cannot know it, answered
  // for the default place, which stands until then.
  const placeToFind = !place || Boolean(seed && !seed.saved && place === seed.place);
  useEffect(() => {
    if (!sessionReady || !placeToFind) return;
    const saved = savedPlace(geo);
    if (saved) {
      setPlace(saved);
      return;
    }
    let live = true;
    void (async () => {
      // Spec §4: without a saved location use the browser's, but only when it is already allowed: the
      // page does not greet visitors with a permission prompt ("Use my location" asks).
      let found: Place | null = null;
      if (await locationAlreadyAllowed()) {
        try {
          const pos = await withTimeout(browserPosition(), 4000);
          found = await nearest(pos.lat, pos.lng);
        } catch {
          found = null;
        }
      }
      if (!live) return;
      if (found) {
        setPlace(found);
        void saveGeo({ variables: { input: placeInput(found) } }).catch(() => undefined);
      } else setPlace((p) => p ?? DEFAULT_PLACE);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionReady, placeToFind, geo]);

  // ---- search ------------------------------------------------------------------------------------------
  // The search names its condition as the page got it (URL, session or default; an id once the visitor
  // picks one) and answers it, so the page needs no separate condition look-up before searching: one
  // round trip less before the list (bench:web).
  // The first answer stands for the search until the condition or the place changes.
  const seeded = Boolean(seed && conditionRef === seed.conditionRef && place === seed.place);
  const search = useQuery(MapSearch, {
    variables: {
      input: {
        ...(conditionRef && 'slug' in conditionRef
          ? { diagnosisSlug: conditionRef.slug }
          : { diagnosisId: conditionRef?.id ?? 0 }),
        lat: place?.lat ?? 0,
        lng: place?.lng ?? 0,
      },
    },
    // Asked even with the first answer in the page: the browser's own search is the one counted for a
    // visitor who came without a session (the server writes nothing for them), and the same search of
    // a session the server already counted is not counted again (AllowanceService.countSearch).
    skip: !conditionRef || !place,
    // Access depends on the session's count: answers are never shared through the cache.
    fetchPolicy: 'no-cache',
  });
  const answered = search.data?.searchProviders;
  // A slug the API cannot read (not like "heart-failure") is refused rather than answered.
  const unreadable = Boolean(
    search.error && conditionRef && 'slug' in conditionRef && !SLUG.test(conditionRef.slug),
  );
  useEffect(() => {
    if (!conditionRef || condition || search.loading || (!answered && !unreadable)) return;
    const found = unreadable ? null : answered?.diagnosis;
    if (found && found.active) setCondition({ id: found.id, name: found.name, slug: found.slug });
    else if (!('slug' in conditionRef && conditionRef.slug === DEFAULT_CONDITION_SLUG)) {
      setNote('We could not find that condition, so the map shows Upper Respiratory Infection.');
      setConditionRef({ slug: DEFAULT_CONDITION_SLUG });
    }
  }, [conditionRef, condition, search.loading, answered, unreadable]);
  // Shown once the page knows the condition it searched for (an unknown one is replaced first).
  const result = condition
    ? (search.data?.searchProviders ??
      (seeded ? seed?.answer.search.data.searchProviders : search.previousData?.searchProviders) ??
      null)
    : null;
  const items = useProviderItems(result?.hits);
  // The map starts once the first search has answered (its code is already downloading, see
  // preloadMapView): starting it is heavy work for the browser, and the list comes first (bench:web).
  const [mapShown, setMapShown] = useState(false);
  const firstSettled = Boolean(result || search.error);
  useEffect(() => {
    if (firstSettled) setMapShown(true);
  }, [firstSettled]);
  const listPrices = result?.access.listPrices ?? true;
  const priceFiles = usePriceFileView(items, condition?.id ?? null, listPrices);
  // The latest count the API answered: the session's, then each search's and each detail's.
  const [searchCount, setSearchCount] = useState<number | null>(
    () => seed?.answer.search.data.searchProviders.searchCount ?? null,
  );
  const sessionCount = geo?.searchCount;
  const resultCount = result?.searchCount;
  useEffect(() => {
    if (typeof sessionCount === 'number') setSearchCount((c) => c ?? sessionCount);
  }, [sessionCount]);
  useEffect(() => {
    if (typeof resultCount === 'number') setSearchCount(resultCount);
  }, [resultCount]);
  const passActive = Boolean(token?.passActive);
  const left =
    // The session's count is the anonymous one: a signed-in count comes with the first search.
    searchCount === null || (token && typeof resultCount !== 'number')
      ? null
      : freeSearchesLeft({
          signedIn: Boolean(token),
          passActive,
          freeUsed: Boolean(token?.freeUsed),
          searchCount,
        });
  const resultKey = `${condition?.id}|${place?.lat}|${place?.lng}|${items.length}`;

  const markers: MapMarker[] = useMemo(
    () =>
      items
        .filter((p) => p.location)
        .map((p) => ({
          id: p.id,
          name: p.name,
          priceText: p.priceRange
            ? formatCentsRange(p.priceRange.lowestCents, p.priceRange.highestCents)
            : null,
          priceLabel: p.priceRange ? COMPACT_USD.format(p.priceRange.averageCents / 100) : null,
          lowestCents: p.priceRange?.lowestCents ?? null,
          location: { lat: p.location!.lat, lng: p.location!.lng },
        })),
    [items],
  );
  const spread: SpreadItem[] = useMemo(
    () =>
      items
        .filter((p) => p.priceRange)
        .map((p) => ({
          id: p.id,
          name: displayFacilityName(p.name),
          averageCents: p.priceRange!.averageCents,
          lowestCents: p.priceRange!.lowestCents,
          highestCents: p.priceRange!.highestCents,
        })),
    [items],
  );

  // ---- changes by the visitor ---------------------------------------------------------------------------
  const chooseCondition = (c: ConditionChoice) => {
    setCondition(c);
    setConditionRef({ id: c.id });
    setSelectedId(null);
    setNote(null);
    // Keep the address shareable without re-running the page transition.
    window.history.replaceState(null, '', href(`/map/${c.slug}`));
    void saveGeo({ variables: { input: { diagnosis: { id: String(c.id), text: c.name } } } }).catch(
      () => undefined,
    );
  };
  const choosePlace = (p: Place) => {
    setPlace(p);
    setSelectedId(null);
    void saveGeo({ variables: { input: placeInput(p) } }).catch(() => undefined);
  };
  const open = (id: string) => {
    opener.current = document.activeElement as HTMLElement | null;
    setSelectedId(id);
    setOpenId(id);
  };
  const close = useCallback(() => {
    setOpenId(null);
    window.setTimeout(() => opener.current?.focus(), 0);
  }, []);

  usePageMeta(
    condition && place ? `${condition.name} prices near ${place.city ?? place.label}` : 'Price map',
    'Compare what hospitals near a US city were paid for a condition, from public Medicare data.',
  );

  // The first answer's hospitals on the static base map, until the interactive map has drawn its own.
  const staticMap =
    seeded && seed && place ? (
      <StaticMap
        outline={seed.answer.outline}
        center={{ lat: place.lat, lng: place.lng }}
        markers={markers}
        selectedId={selectedId}
        onSelect={setSelectedId}
      />
    ) : null;

  const signUpPrompt = (
    <span className="price-prompt">
      <Link to={signUpHref}>Sign up free</Link> to see prices
    </span>
  );

  return (
    <section className="page map-page" aria-labelledby="map-title">
      <h1 id="map-title">Price map</h1>
      <MapStatus ready={!tokenLoading} passActive={passActive} left={left} />
      <div className="map-controls">
        <ConditionPicker value={condition} onChange={chooseCondition} />
        <LocationBox value={place} onChange={choosePlace} />
      </div>
      {note ? (
        <p className="alert alert-info" role="status">
          {note}
        </p>
      ) : null}

      <div className="map-layout">
        <div className="map-results">
          <div className="results-head" role="status" aria-live="polite">
            {!condition || !place || (search.loading && !result) ? (
              <Spinner label="Searching" />
            ) : search.error ? (
              <p className="alert alert-error">The search did not work just now. Please try again.</p>
            ) : result ? (
              <p data-testid="result-count">
                {result.count === 0
                  ? ''
                  : `${result.count} ${result.count === 1 ? 'hospital' : 'hospitals'} ${
                      result.widened ? 'nearest to' : `within ${SEARCH_RADIUS_KM} km of`
                    } ${place.label} with prices for ${condition.name}${search.loading && !seeded ? ' (updating…)' : ''}`}
              </p>
            ) : null}
          </div>

          {result?.widened ? (
            <div className="alert alert-info widened" data-testid="widened-message">
              <p>
                No hospital within {SEARCH_RADIUS_KM} km of {place?.label} published prices for{' '}
                {condition?.name}. These are the nearest ones.
              </p>
              <p>
                <Link to={signUpHref}>Sign up free</Link>: no hidden costs, 3 free searches with an account.
              </p>
            </div>
          ) : null}

          {result && result.count === 0 ? (
            <p className="empty-results" data-testid="no-results">
              {result.unavailable?.message ?? 'There are no results'}
            </p>
          ) : null}

          {result && !listPrices ? (
            <div className="alert alert-info" data-testid="list-prices-hidden">
              You have used your free searches. <Link to={signUpHref}>Sign up free</Link> or{' '}
              <Link to={logInHref}>log in</Link> to see prices again.
            </div>
          ) : null}

          {listPrices && condition && spread.length > 1 ? (
            <details className="spread-box" open>
              <summary>How prices compare</summary>
              <PriceSpread items={spread} selectedId={selectedId} conditionName={condition.name} />
            </details>
          ) : null}

          {priceFiles.control}
          {items.length > 0 ? (
            // The first answer's figures stand as the server showed them, without counting up again.
            <ShownByServer.Provider value={seeded}>
              <ProviderList
                priceFileLine={priceFiles.line}
                items={items}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onOpen={open}
                listPrices={listPrices}
                pricePrompt={signUpPrompt}
              />
            </ShownByServer.Provider>
          ) : null}
        </div>

        <div className="map-area" role="region" aria-label="Map of the hospitals found">
          {place && mapShown ? (
            <PriceMap
              center={{ lat: place.lat, lng: place.lng }}
              markers={markers}
              selectedId={selectedId}
              onSelect={setSelectedId}
              resultKey={resultKey}
              resetKey={resetKey}
              onReset={() => setResetKey((k) => k + 1)}
              placeholder={staticMap}
            />
          ) : (
            <div className="map-frame">
              {staticMap ?? <div className="map-loading">Loading the map…</div>}
            </div>
          )}
        </div>
      </div>

      <p className="muted map-footnote">
        Prices are what was paid in total for a hospital stay (Medicare, the patient and other payers), from
        public CMS data; the detail view shows what each hospital billed as well. Your own cost depends on
        your insurance.
      </p>

      {openId && condition ? (
        <ProviderDetail
          providerId={openId}
          diagnosisId={condition.id}
          conditionName={condition.name}
          spread={listPrices ? spread : []}
          onClose={close}
          onSearchCount={setSearchCount}
        />
      ) : null}
    </section>
  );
}

/** The page's starting state from its first answer; null without one or when it found no condition. */
function seedOf(answer: MapFirstAnswer | null) {
  const found = answer?.search.data.searchProviders.diagnosis;
  if (!answer || !found?.active) return null;
  const input = answer.search.input;
  const conditionRef: ConditionRef =
    input.diagnosisSlug !== undefined ? { slug: input.diagnosisSlug } : { id: input.diagnosisId ?? 0 };
  const saved = savedPlace(answer.geoSession);
  const place = saved ?? DEFAULT_PLACE;
  // An answer for another place than the one the page starts at is not this page's.
  if (place.lat !== input.lat || place.lng !== input.lng) return null;
  return {
    answer,
    conditionRef,
    place,
    saved: Boolean(saved),
    condition: { id: found.id, name: found.name, slug: found.slug } as ConditionChoice,
  };
}

function placeInput(p: Place) {
  return { address: p.label, city: p.city, state: p.state, lat: p.lat, lng: p.lng };
}
