/** The price map's starting condition and place: from the URL, the session, the browser or the defaults. */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { GeoSessionInput } from '../../__generated__/graphql';
import type { RouteMatch } from '../../router/match';
import { browserPosition, useNearestCity, type Place } from './components/LocationBox';
import { MapSession } from './queries';
import {
  DEFAULT_PLACE,
  locationAlreadyAllowed,
  placeInput,
  savedPlace,
  startingCondition,
  urlPlace,
  type ConditionRef,
  type MapSeed,
} from './start';

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => window.setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}

/**
 * The condition and place the page searches for. With a seed (the server's first answer) both are known
 * at once; otherwise they come once the session has answered.
 */
export function useMapStart(
  match: RouteMatch,
  seed: MapSeed | null,
  saveGeo: (input: GeoSessionInput) => void,
) {
  const session = useQuery(MapSession, { fetchPolicy: 'network-only', skip: Boolean(seed) });
  const nearest = useNearestCity();
  const [conditionRef, setConditionRef] = useState<ConditionRef | null>(seed?.conditionRef ?? null);
  const [place, setPlace] = useState<Place | null>(seed?.place ?? null);

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
    // A shared link's place, then the session's.
    const saved = urlPlace(match.query) ?? savedPlace(geo);
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
        saveGeo(placeInput(found));
      } else setPlace((p) => p ?? DEFAULT_PLACE);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionReady, placeToFind, geo]);

  return { geo, conditionRef, setConditionRef, place, setPlace };
}
