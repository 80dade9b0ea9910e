/**
 * The price map (/map, /map/{diagnosisSlug}, /map?diagnosis={id}): pick a condition and a US city, see the
 * hospitals within 75 km with their price ranges in a list and on a map, and open a hospital's details.
 *
 * What the visitor may see is decided by the API (search count, pass, free allowance): this screen shows
 * what the answers carry and the prompt the API names; it never hides prices itself.
 *
 * Its parts: start.ts and use-map-start.ts (the condition and place it starts with), use-map-search.ts
 * (the search and the searches left), use-map-view.ts (when the map is drawn, the open detail), figures.ts
 * (markers and spread), components/MapResults.tsx (the list column), components/MapArea.tsx (the map
 * column), mutations.ts (the session's saved place).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageMeta } from '../../lib/meta';
import { useHere } from '../../router/Router';
import { useFirstAnswer } from '../../lib/first-answer';
import type { ScreenProps } from '../../router/RouteView';
import { MapStatus } from './components/Banner';
import { usePageToken } from '../../lib/idle';
import { MapControls, MapFootnote } from './components/MapControls';
import { MapResults } from './components/MapResults';
import { MapArea } from './components/MapArea';
import { preloadMapView } from './components/PriceMap';
import { ProviderDetail } from './components/ProviderDetail';
import { useProviderItems } from './components/ProviderList';
import { usePriceFileView } from './components/PriceFileFilter';
import { useMapFigures } from './figures';
import { useSaveGeo } from './mutations';
import { conditionChosenAtStart, DEFAULT_PLACE, seedOf } from './start';
import { useMapStart } from './use-map-start';
import { useMapSearch, useSearchesLeft } from './use-map-search';
import { useDetailDialog, useMapChoices, useMapWanted } from './use-map-view';
import './map.css';

preloadMapView();

/** The page's title ("Pneumonia prices near Austin") and description. */
function useMapMeta(condition: string | null, place: { city: string | null; label: string } | null) {
  const intl = useIntl();
  usePageMeta(
    condition && place
      ? intl.formatMessage(
          { id: 'map.page.titleFor', defaultMessage: '{condition} prices near {place}' },
          { condition, place: place.city ?? place.label },
        )
      : intl.formatMessage({ id: 'map.page.title', defaultMessage: 'Price map' }),
    intl.formatMessage({
      id: 'map.page.description',
      defaultMessage:
        'Compare what hospitals near a US city were paid for a condition, from public Medicare data.',
    }),
  );
}

export default function MapScreen({ match }: ScreenProps) {
  const firstAnswer = useFirstAnswer('map', useHere());
  // The answers the server gave with the page (lib/first-answer.tsx), for this address only: the page
  // starts from them, as the server rendered it, without asking again.
  const [seed] = useState(() => seedOf(firstAnswer, match.query));
  // The account state the page came with, then the live one from the first idle moment (lib/idle.tsx):
  // the Token query's first use was a third of the map's first render on a slow phone.
  const { token, loading: tokenLoading, follower } = usePageToken(Boolean(seed));
  const saveGeo = useSaveGeo();
  const start = useMapStart(match, seed, saveGeo);
  const { geo, conditionRef, setConditionRef, place } = start;
  // One search is one condition at one place the visitor chose (issue 41): the page's defaults are shown
  // but not counted until the visitor has chosen both (a pick, a link naming it, or a saved choice).
  const [picked, setPicked] = useState({ condition: false, place: false });
  const chosen =
    (picked.condition || conditionChosenAtStart(match.params, match.query, geo?.diagnosis?.id ?? null)) &&
    (picked.place || Boolean(place && place !== DEFAULT_PLACE));
  const found = useMapSearch(seed, conditionRef, setConditionRef, place, chosen);
  const { search, seeded, result, condition } = found;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { openId, open, close } = useDetailDialog(setSelectedId);

  const items = useProviderItems(result?.hits);
  const { mapShown, mapWanted, wantMap } = useMapWanted(seed, Boolean(result || search.error));
  const listPrices = result?.access.listPrices ?? true;
  const priceFiles = usePriceFileView(items, condition?.id ?? null, listPrices);
  const { left, setSearchCount } = useSearchesLeft(seed, geo, result, token);
  const resultKey = `${condition?.id}|${place?.lat}|${place?.lng}|${items.length}`;
  const { markers, spread } = useMapFigures(items);

  const choices = { start, found, setPicked, setSelectedId, saveGeo, wantMap };
  const { chooseCondition, choosePlace } = useMapChoices(choices);

  useMapMeta(condition?.name ?? null, place);

  return (
    <section className="page map-page" aria-labelledby="map-title">
      {follower}
      <h1 id="map-title">
        <FormattedMessage id="map.page.heading" defaultMessage="Price map" />
      </h1>
      <MapStatus
        ready={!tokenLoading}
        signedIn={Boolean(token)}
        passActive={Boolean(token?.passActive)}
        left={left}
      />
      <MapControls
        condition={condition}
        place={place}
        note={found.note}
        onCondition={chooseCondition}
        onPlace={choosePlace}
      />

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
        <MapArea
          seed={seed}
          place={place}
          markers={markers}
          selectedId={selectedId}
          onSelect={setSelectedId}
          resultKey={resultKey}
          mapShown={mapShown}
          mapWanted={mapWanted}
          wantMap={wantMap}
        />
      </div>

      <MapFootnote />

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
