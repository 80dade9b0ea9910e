/** The procedures page's parts (ProceduresScreen.tsx): the search form, the results' head and the
 * hospitals found. */
import { useState, type FocusEvent, type FormEvent } from 'react';
import { displayAddress, displayFacilityName, displayPlace } from '@fp/domain';
import type { ProcedureSearchQuery } from '../../__generated__/graphql';
import { Spinner } from '../../components/Spinner';
import { LocationBox, type Place } from '../map/components/LocationBox';
import { PriceFileItem } from './PriceFileItem';

export const MIN_QUERY = 2;

type Result = ProcedureSearchQuery['searchProcedures'];

/** The procedure's name or code, and the place; `onSearch` gets the trimmed text once it is long enough. */
export function ProcedureForm(p: {
  initialText: string;
  onSearch: (q: string) => void;
  place: Place | null;
  /** The starting place (saved or default) is known. */
  startKnown: boolean;
  /** The visitor chose a place in the location box. */
  chosen: boolean;
  onChoose: (place: Place) => void;
  setHoldStart: (hold: boolean) => void;
}) {
  const [text, setText] = useState(p.initialText);
  const [tooShort, setTooShort] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q.length < MIN_QUERY) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    p.onSearch(q);
  };
  return (
    <form className="procedures-controls" onSubmit={submit} role="search" aria-label="Procedure search">
      <div className="procedure-query">
        <label htmlFor="procedure-query">Procedure name or code</label>
        <div className="procedure-query-row">
          <input
            id="procedure-query"
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setTooShort(false);
            }}
            placeholder="For example MRI of brain or 70551"
            autoComplete="off"
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? 'procedure-query-error' : undefined}
            data-testid="procedure-query"
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        {tooShort ? (
          <p className="field-error" id="procedure-query-error">
            Type at least two characters of a procedure name or code.
          </p>
        ) : null}
      </div>
      <div
        className="procedures-location"
        data-testid="procedures-location"
        aria-busy={!p.startKnown}
        onFocus={() => {
          if (!p.startKnown && !p.chosen) p.setHoldStart(true);
        }}
        onBlur={(e: FocusEvent<HTMLDivElement>) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) p.setHoldStart(false);
        }}
      >
        <LocationBox value={p.place} onChange={p.onChoose} />
      </div>
    </form>
  );
}

/** What the search found, in a sentence (announced as it changes). */
export function ResultsHead({
  search,
  result,
  place,
  query,
}: {
  search: { loading: boolean; error?: { message: string } };
  result: Result | null;
  place: Place | null;
  query: string;
}) {
  return (
    <div role="status" aria-live="polite" className="results-head">
      {search.loading ? (
        <Spinner label="Searching" />
      ) : search.error ? (
        <p className="alert alert-error">
          {search.error.message || 'The search did not work just now. Please try again.'}
        </p>
      ) : result ? (
        <p data-testid="procedure-result-count">
          {result.hits.length === 0
            ? result.filesNearby === 0
              ? `No hospital price file we hold covers the area within 75 km of ${place?.label}; the hospitals whose files are loaded are listed below.`
              : result.codes.length === 0
                ? `No procedure matches “${query}” in the price files of the ${result.filesNearby} ${result.filesNearby === 1 ? 'hospital' : 'hospitals'} within 75 km.`
                : `No hospital within 75 km of ${place?.label} publishes ${result.codes.join(', ')}.`
            : `${result.hits.length} ${result.hits.length === 1 ? 'hospital' : 'hospitals'} near ${place?.label} ${result.hits.length === 1 ? 'publishes' : 'publish'} ${
                result.codes.length === 1
                  ? `code ${result.codes[0]}`
                  : `${result.codes.length} matching codes`
              }, nearest first.`}
        </p>
      ) : null}
    </div>
  );
}

/** The hospitals publishing the procedure, nearest first, each with its price file's items. */
export function ProcedureHits({ hits }: { hits: Result['hits'] }) {
  return (
    <ol className="procedure-hits" aria-label="Hospitals publishing the procedure, nearest first">
      {hits.map((h) => (
        <li key={h.providerId} className="card procedure-hit" data-testid="procedure-hit">
          <h2 className="procedure-hospital">{displayFacilityName(h.name)}</h2>
          <p className="provider-place">
            {displayAddress(h.address)}, {displayPlace(h.city)}, {h.state} {h.zip} ·{' '}
            {h.distanceKm < 10 ? h.distanceKm.toFixed(1) : Math.round(h.distanceKm)} km away
          </p>
          {h.items.map((item, i) => (
            <PriceFileItem key={i} item={item} />
          ))}
        </li>
      ))}
    </ol>
  );
}
