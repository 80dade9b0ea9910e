/** The procedures page's parts (ProceduresScreen.tsx): the search form, the results' head and the
 * hospitals found. */
import { useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decimalText, displayAddress, displayFacilityName, displayPlace, groupThousands } from '@fp/domain';
import type { ProcedureSearchQuery } from '../../__generated__/graphql';
import { Spinner } from '../../components/Spinner';
import { SPACE } from '../../components/text';
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
  const intl = useIntl();
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
    <form
      className="procedures-controls"
      onSubmit={submit}
      role="search"
      aria-label={intl.formatMessage({ id: 'procedures.search.label', defaultMessage: 'Procedure search' })}
    >
      <div className="procedure-query">
        <label htmlFor="procedure-query">
          <FormattedMessage id="procedures.search.query" defaultMessage="Procedure name or code" />
        </label>
        <div className="procedure-query-row">
          <input
            id="procedure-query"
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setTooShort(false);
            }}
            placeholder={intl.formatMessage({
              id: 'procedures.search.placeholder',
              defaultMessage: 'For example MRI of brain or 70551',
            })}
            autoComplete="off"
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? 'procedure-query-error' : undefined}
            data-testid="procedure-query"
          />
          <button type="submit" className="button">
            <FormattedMessage id="procedures.search.submit" defaultMessage="Search" />
          </button>
        </div>
        {tooShort ? (
          <p className="field-error" id="procedure-query-error">
            <FormattedMessage
              id="procedures.search.tooShort"
              defaultMessage="Type at least two characters of a procedure name or code."
            />
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

/** Data in a sentence (a place, a code, what was typed): not words to translate. */
const data = (value: ReactNode) => <span translate="no">{value}</span>;

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
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="results-head">
      {search.loading ? (
        <Spinner
          label={intl.formatMessage({ id: 'procedures.results.searching', defaultMessage: 'Searching' })}
        />
      ) : search.error ? (
        <p className="alert alert-error">
          {search.error.message ||
            intl.formatMessage({
              id: 'procedures.results.failed',
              defaultMessage: 'The search did not work just now. Please try again.',
            })}
        </p>
      ) : result ? (
        <p data-testid="procedure-result-count">
          <ResultSentence result={result} place={place} query={query} />
        </p>
      ) : null}
    </div>
  );
}

function ResultSentence({ result, place, query }: { result: Result; place: Place | null; query: string }) {
  const where = data(place?.label);
  if (result.hits.length > 0)
    return (
      <FormattedMessage
        id="procedures.results.found"
        defaultMessage="{count, plural, one {{countText} hospital near {place} publishes} other {{countText} hospitals near {place} publish}} {codeCount, plural, one {code {code}} other {{codeCountText} matching codes}}, nearest first."
        values={{
          count: result.hits.length,
          countText: groupThousands(result.hits.length),
          place: where,
          codeCount: result.codes.length,
          codeCountText: groupThousands(result.codes.length),
          code: data(result.codes[0]),
        }}
      />
    );
  if (result.filesNearby === 0)
    return (
      <FormattedMessage
        id="procedures.results.noFiles"
        defaultMessage="No hospital price file we hold covers the area within 75 km of {place}; the hospitals whose files are loaded are listed below."
        values={{ place: where }}
      />
    );
  if (result.codes.length === 0)
    return (
      <FormattedMessage
        id="procedures.results.noMatch"
        defaultMessage="No procedure matches “{query}” in the price files of the {count, plural, one {{countText} hospital} other {{countText} hospitals}} within 75 km."
        values={{
          query: data(query),
          count: result.filesNearby,
          countText: groupThousands(result.filesNearby),
        }}
      />
    );
  return (
    <FormattedMessage
      id="procedures.results.noHospital"
      defaultMessage="No hospital within 75 km of {place} publishes {codes}."
      values={{ place: where, codes: data(result.codes.join(', ')) }}
    />
  );
}

/** The hospitals publishing the procedure, nearest first, each with its price file's items. */
export function ProcedureHits({ hits }: { hits: Result['hits'] }) {
  const intl = useIntl();
  return (
    <ol
      className="procedure-hits"
      aria-label={intl.formatMessage({
        id: 'procedures.results.hits',
        defaultMessage: 'Hospitals publishing the procedure, nearest first',
      })}
    >
      {hits.map((h) => (
        <li key={h.providerId} className="card procedure-hit" data-testid="procedure-hit">
          <h2 className="procedure-hospital" translate="no">
            {displayFacilityName(h.name)}
          </h2>
          <p className="provider-place">
            <span translate="no">
              {[displayAddress(h.address), displayPlace(h.city), `${h.state} ${h.zip}`].join(', ')}
            </span>
            {SPACE}
            <FormattedMessage
              id="procedures.results.distance"
              defaultMessage="· {km} km away"
              values={{
                km: decimalText(h.distanceKm, h.distanceKm < 10 ? 1 : 0),
              }}
            />
          </p>
          {h.items.map((item, i) => (
            <PriceFileItem key={i} item={item} />
          ))}
        </li>
      ))}
    </ol>
  );
}
