/**
 * The price map (/map, /map/{diagnosisSlug}, /map?diagnosis={id}): pick a condition and a US city, see the
 * hospitals within 75 km with their price ranges in a list and on a map, and open a hospital's details.
 *
 * What the visitor may see is decided by the API (search count, pass, free allowance): this screen shows
 * what the answers carry and the prompt the API names; it never hides prices itself.
 *
 * Its parts: start.ts and use-map-start.ts (the condition and place it starts with), use-map-search.ts
 * (the search and the searches left), figures.ts (markers and spread), components/MapResults.tsx (the
 * list column), mutations.ts (the session's saved place).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageMeta } from '../../lib/meta';
import { useHere, useRouter } from '../../router/Router';
import { useFirstAnswer } from '../../lib/first-answer';
import type { ScreenProps } from '../../router/RouteView';
import { MapStatus } from './components/Banner';
import { usePageToken } from '../../lib/idle';
import { ConditionPicker, type ConditionChoice } from './components/ConditionPicker';
import { LocationBox, type Place } from './components/LocationBox';
import { MapResults } from './components/MapResults';
import { mapBesideList, preloadMapView, PriceMap } from './components/PriceMap';
import { ProviderDetail } from './components/ProviderDetail';
import { StaticMap } from './components/StaticMap';
import { useProviderItems } from './components/ProviderList';
import { usePriceFileView } from './components/PriceFileFilter';
import { useMapFigures } from './figures';
import { useSaveGeo } from './mutations';
import { conditionChosenAtStart, DEFAULT_PLACE, mapPath, placeInput, placeShortName, seedOf } from './start';
import { useMapStart } from './use-map-start';
import { useMapSearch, useSearchesLeft } from './use-map-search';
import './map.css';

preloadMapView();

export default function MapScreen({ match }: ScreenProps) {
  const { href } = useRouter();
  const firstAnswer = useFirstAnswer('map', useHere());
  // The answers the server gave with the page (lib/first-answer.tsx), for this address only: the page
  // starts from them, as the server rendered it, without asking again.
  const [seed] = useState(() => seedOf(firstAnswer, match.query));
  // The account state the page came with, then the live one from the first idle moment (lib/idle.tsx):
  // the Token query's first use was a third of the map's first render on a slow phone.
  const { token, loading: tokenLoading, follower } = usePageToken(Boolean(seed));
  const saveGeo = useSaveGeo();
  const { geo, conditionRef, setConditionRef, place, setPlace } = useMapStart(match, seed, saveGeo);
  // One search is one condition at one place the visitor chose (issue 41): the page's defaults are shown
  // but not counted until the visitor has chosen both (a pick, a link naming it, or a saved choice).
  const [picked, setPicked] = useState({ condition: false, place: false });
  const chosen =
    (picked.condition || conditionChosenAtStart(match.params, match.query, geo?.diagnosis?.id ?? null)) &&
    (picked.place || Boolean(place && place !== DEFAULT_PLACE));
  const { search, seeded, result, condition, setCondition, note, setNote } = useMapSearch(
    seed,
    conditionRef,
    setConditionRef,
    place,
    chosen,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  const items = useProviderItems(result?.hits);
  // The map starts once the first search has answered (its code is already downloading, see
  // preloadMapView): starting it is heavy work for the browser, and the list comes first (bench:web).
  // On a narrow screen (a phone) the server's static map, with the same markers, stands until the visitor
  // reaches for the map (a touch, a wheel, focus, or the "Move and zoom" button): drawing the interactive
  // map is seconds of a phone's processor, spent only when the visitor wants to move it.
  const [mapShown, setMapShown] = useState(false);
  const [mapWanted, setMapWanted] = useState(!seed);
  const wantMap = () => setMapWanted(true);
  useEffect(() => {
    // After hydration (the server cannot know the screen's width): a wide screen shows the map at once.
    if (mapBesideList()) setMapWanted(true);
  }, []);
  const firstSettled = Boolean(result || search.error);
  useEffect(() => {
    if (firstSettled && mapWanted) setMapShown(true);
  }, [firstSettled, mapWanted]);
  const listPrices = result?.access.listPrices ?? true;
  const priceFiles = usePriceFileView(items, condition?.id ?? null, listPrices);
  const { left, setSearchCount } = useSearchesLeft(seed, geo, result, token);
  const resultKey = `${condition?.id}|${place?.lat}|${place?.lng}|${items.length}`;
  const { markers, spread } = useMapFigures(items);

  // ---- changes by the visitor ---------------------------------------------------------------------------
  const chooseCondition = (c: ConditionChoice) => {
    setPicked((p) => ({ ...p, condition: true }));
    setCondition(c);
    setConditionRef({ id: c.id });
    setSelectedId(null);
    setNote(null);
    // Keep the address shareable (the condition and the place) without re-running the page transition.
    window.history.replaceState(null, '', href(mapPath(c.slug, place)));
    saveGeo({ diagnosis: { id: String(c.id), text: c.name } });
  };
  const choosePlace = (p: Place) => {
    setPicked((was) => ({ ...was, place: true }));
    setPlace(p);
    setSelectedId(null);
    saveGeo(placeInput(p));
    if (condition) window.history.replaceState(null, '', href(mapPath(condition.slug, p)));
    // The static map is the server's drawing of the page's first place: for another place the visitor
    // chose, the interactive map is drawn at once (an empty frame would show nothing of the search).
    setMapWanted(true);
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

  // The hospitals found on the static base map, until the interactive map has drawn its own. Its outline
  // is the server's, for the page's first place: another place has none (another condition, at the same
  // place, keeps it).
  const staticMap =
    seed && place && place === seed.place ? (
      <StaticMap
        outline={seed.answer.outline}
        center={{ lat: place.lat, lng: place.lng }}
        centerLabel={placeShortName(place)}
        markers={markers}
        selectedId={selectedId}
        onSelect={setSelectedId}
      />
    ) : null;

  return (
    <section className="page map-page" aria-labelledby="map-title">
      {follower}
      <h1 id="map-title">Price map</h1>
      <MapStatus
        ready={!tokenLoading}
        signedIn={Boolean(token)}
        passActive={Boolean(token?.passActive)}
        left={left}
      />
      <div className="map-controls">
        <ConditionPicker value={condition} onChange={chooseCondition} place={place} />
        <LocationBox value={place} onChange={choosePlace} />
      </div>
      {note ? (
        <p className="alert alert-info" role="status">
          {note}
        </p>
      ) : null}

      <div className="map-layout">
        <MapResults
          condition={condition}
          place={place}
          search={{ loading: search.loading, failed: Boolean(search.error) }}
          result={result}
          seeded={seeded}
          items={items}
          spread={spread}
          priceFiles={priceFiles}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onOpen={open}
          onChooseCondition={chooseCondition}
        />

        <div
          className="map-area"
          role="region"
          aria-label="Map of the hospitals found"
          onPointerDown={wantMap}
          onWheel={wantMap}
          onFocus={wantMap}
        >
          {place && mapShown ? (
            <PriceMap
              center={{ lat: place.lat, lng: place.lng }}
              centerLabel={placeShortName(place)}
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
              {!mapWanted ? (
                <button type="button" className="map-reset map-move button secondary" onClick={wantMap}>
                  Move and zoom the map
                </button>
              ) : null}
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
          from={place ? { lat: place.lat, lng: place.lng } : null}
        />
      ) : null}
    </section>
  );
}
