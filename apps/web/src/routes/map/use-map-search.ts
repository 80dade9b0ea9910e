/** The price map's search: its answer, the condition it found, and the visitor's free searches left. */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { freeSearchesLeft } from '@fp/domain';
import type { MapSearchQuery } from '../../__generated__/graphql';
import type { useToken } from '../../lib/auth';
import { useIdle } from '../../lib/idle';
import type { ConditionChoice } from './components/ConditionPicker';
import type { Place } from './components/LocationBox';
import { MapSearch } from './queries';
import {
  DEFAULT_CONDITION_NAME,
  DEFAULT_CONDITION_SLUG,
  SLUG,
  type ConditionRef,
  type MapFirstGeo,
  type MapSeed,
} from './start';

export type MapResult = MapSearchQuery['searchProviders'];

/**
 * Searches for the condition as the page got it (URL, session or default; an id once the visitor picks
 * one) and answers it, so the page needs no separate condition look-up before searching: one round trip
 * less before the list (bench:web). An unknown condition is replaced by the default, with a note.
 */
export function useMapSearch(
  seed: MapSeed | null,
  conditionRef: ConditionRef | null,
  setConditionRef: (ref: ConditionRef) => void,
  place: Place | null,
  /** The visitor chose both the condition and the place: only then is the search counted. */
  chosen = true,
) {
  const [condition, setCondition] = useState<ConditionChoice | null>(seed?.condition ?? null);
  // The note that the condition asked for was not found: the name of the one shown instead (MapControls
  // says it in the page's language).
  const [note, setNote] = useState<string | null>(null);
  // The first answer stands for the search until the condition or the place changes.
  const seeded = Boolean(seed && conditionRef === seed.conditionRef && place === seed.place);
  const idle = useIdle();
  const search = useQuery(MapSearch, {
    variables: {
      input: {
        ...(conditionRef && 'slug' in conditionRef
          ? { diagnosisSlug: conditionRef.slug }
          : { diagnosisId: conditionRef?.id ?? 0 }),
        lat: place?.lat ?? 0,
        lng: place?.lng ?? 0,
        chosen,
      },
    },
    // Asked even with the first answer in the page: the browser's own search is the one counted for a
    // visitor who came without a session (the server writes nothing for them), and the same search of
    // a session the server already counted is not counted again (AllowanceService.countSearch).
    // With the first answer, asked at the first idle moment after the page is drawn: its answer is the
    // same list, and asking it with the page's first render was that render's longest part on a slow
    // phone (the subscription and the request; lib/idle.tsx).
    skip: !conditionRef || !place || (seeded && !idle),
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
      setNote(DEFAULT_CONDITION_NAME);
      setConditionRef({ slug: DEFAULT_CONDITION_SLUG });
    }
  }, [conditionRef, condition, search.loading, answered, unreadable, setConditionRef]);
  // Shown once the page knows the condition it searched for (an unknown one is replaced first).
  const result: MapResult | null = condition
    ? (search.data?.searchProviders ??
      (seeded ? seed?.answer.search.data.searchProviders : search.previousData?.searchProviders) ??
      null)
    : null;
  return { search, seeded, result, condition, setCondition, note, setNote };
}

/**
 * The free searches left, from the latest count the API answered: the session's, then each search's and
 * each detail's (`setSearchCount`, for the detail view).
 */
export function useSearchesLeft(
  seed: MapSeed | null,
  geo: MapFirstGeo | undefined,
  result: MapResult | null,
  token: ReturnType<typeof useToken>['token'],
) {
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
  const left =
    // The session's count is the anonymous one: a signed-in count comes with the first search.
    searchCount === null || (token && typeof resultCount !== 'number')
      ? null
      : freeSearchesLeft({
          signedIn: Boolean(token),
          passActive: Boolean(token?.passActive),
          freeUsed: Boolean(token?.freeUsed),
          searchCount,
        });
  return { left, setSearchCount };
}
