/** The price map's view state (MapScreen.tsx): the visitor's choices, when the interactive map is drawn,
 * and the open detail. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from '../../router/Router';
import type { ConditionChoice } from './components/ConditionPicker';
import type { Place } from './components/LocationBox';
import { mapBesideList } from './components/PriceMap';
import type { GeoSessionInput } from '../../__generated__/graphql';
import { mapPath, placeInput, type MapSeed } from './start';
import type { useMapSearch } from './use-map-search';
import type { useMapStart } from './use-map-start';

/**
 * The map starts once the first search has answered (its code is already downloading, see
 * preloadMapView): starting it is heavy work for the browser, and the list comes first (bench:web).
 * On a narrow screen (a phone) the server's static map, with the same markers, stands until the visitor
 * reaches for the map (a touch, a wheel, focus, or the "Move and zoom" button): drawing the interactive
 * map is seconds of a phone's processor, spent only when the visitor wants to move it.
 */
export function useMapWanted(seed: MapSeed | null, firstSettled: boolean) {
  const [mapShown, setMapShown] = useState(false);
  const [mapWanted, setMapWanted] = useState(!seed);
  const wantMap = () => setMapWanted(true);
  useEffect(() => {
    // After hydration (the server cannot know the screen's width): a wide screen shows the map at once.
    if (mapBesideList()) setMapWanted(true);
  }, []);
  useEffect(() => {
    if (firstSettled && mapWanted) setMapShown(true);
  }, [firstSettled, mapWanted]);
  return { mapShown, mapWanted, wantMap };
}

/** The hospital whose detail is open; closing it puts the focus back where it was. */
export function useDetailDialog(setSelectedId: (id: string) => void) {
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The same function from render to render: the list's items are memoized (ProviderList).
  const open = useCallback(
    (id: string) => {
      opener.current = document.activeElement as HTMLElement | null;
      setSelectedId(id);
      setOpenId(id);
    },
    [setSelectedId],
  );
  const close = useCallback(() => {
    setOpenId(null);
    window.setTimeout(() => opener.current?.focus(), 0);
  }, []);
  return { openId, open, close };
}

type Picked = { condition: boolean; place: boolean };

/** The visitor's picks of a condition and a place: the search follows, the address and the session too. */
export function useMapChoices(m: {
  start: Pick<ReturnType<typeof useMapStart>, 'place' | 'setPlace' | 'setConditionRef'>;
  found: Pick<ReturnType<typeof useMapSearch>, 'condition' | 'setCondition' | 'setNote'>;
  setPicked: (change: (was: Picked) => Picked) => void;
  setSelectedId: (id: string | null) => void;
  saveGeo: (input: GeoSessionInput) => void;
  wantMap: () => void;
}) {
  const { href } = useRouter();
  const { place, setPlace, setConditionRef } = m.start;
  const { condition, setCondition, setNote } = m.found;
  const chooseCondition = (c: ConditionChoice) => {
    m.setPicked((p) => ({ ...p, condition: true }));
    setCondition(c);
    setConditionRef({ id: c.id });
    m.setSelectedId(null);
    setNote(null);
    // Keep the address shareable (the condition and the place) without re-running the page transition.
    window.history.replaceState(null, '', href(mapPath(c.slug, place)));
    m.saveGeo({ diagnosis: { id: String(c.id), text: c.name } });
  };
  const choosePlace = (p: Place) => {
    m.setPicked((was) => ({ ...was, place: true }));
    setPlace(p);
    m.setSelectedId(null);
    m.saveGeo(placeInput(p));
    if (condition) window.history.replaceState(null, '', href(mapPath(condition.slug, p)));
    // The static map is the server's drawing of the page's first place: for another place the visitor
    // chose, the interactive map is drawn at once (an empty frame would show nothing of the search).
    m.wantMap();
  };
  return { chooseCondition, choosePlace };
}
