/**
 * The price map's results column: the count line (or a spinner, or the error), the widened-search and
 * no-result notes, the prompt when prices are hidden, the price spread and the hospital list.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ACCOUNT_FREE_SEARCHES,
  groupThousands,
  SEARCH_RADIUS_KM,
  sortProviders,
  type ProviderOrder,
} from '@fp/domain';
import { Spinner } from '../../../components/Spinner';
import { Link } from '../../../router/Link';
import { useLogInHref, useSignUpHref } from '../../../router/Router';
import { ShownByServer } from '../hooks';
import type { MapResult } from '../use-map-search';
import type { ConditionChoice } from './ConditionPicker';
import type { Place } from './LocationBox';
import { PriceSpread, type SpreadItem } from './PriceSpread';
import { ListOrder } from './ListOrder';
import { NoFigures } from './NoFigures';
import { ProviderList, type ProviderItem } from './ProviderList';
import type { usePriceFileView } from './PriceFileFilter';

export interface MapResultsProps {
  condition: ConditionChoice | null;
  place: Place | null;
  search: { loading: boolean; failed: boolean };
  result: MapResult | null;
  /** The figures are the server's first answer (they do not count up again). */
  seeded: boolean;
  items: readonly ProviderItem[];
  spread: SpreadItem[];
  priceFiles: ReturnType<typeof usePriceFileView>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** A related condition chosen from the "nothing found" answer. */
  onChooseCondition: (c: ConditionChoice) => void;
}

export function MapResults(props: MapResultsProps) {
  const { condition, place, result, seeded, items, spread, priceFiles, selectedId } = props;
  const logInHref = useLogInHref();
  const signUpHref = useSignUpHref(); // the free sign-up form, back to this search afterwards
  // One element while the address stays: the list's items are memoized (ProviderList).
  const pricePrompt = useMemo(() => <SignUpPrompt href={signUpHref} />, [signUpHref]);
  const listPrices = result?.access.listPrices ?? true;
  const [order, setOrder] = useState<ProviderOrder>('distance');
  // Cheapest first by the price in one year's dollars (@fp/domain sortProviders), never published figures.
  const ordered = useMemo(
    () => sortProviders(items, listPrices ? order : 'distance'),
    [items, order, listPrices],
  );
  // While a new search is on its way the previous answer stays on screen, marked busy: the count line
  // says "(updating…)" and assistive technology (and the browser tests) wait for the new list.
  const updating = props.search.loading && !seeded;
  return (
    <div className="map-results" aria-busy={updating} data-testid="map-results">
      <div className="results-head" role="status" aria-live="polite">
        <ResultsHead {...props} />
      </div>

      {result?.widened ? (
        <div className="alert alert-info widened" data-testid="widened-message">
          <p>
            <FormattedMessage
              id="map.results.widened"
              defaultMessage="No hospital within {km} km of <place></place> published prices for <condition></condition>. These are the nearest ones."
              values={{
                km: SEARCH_RADIUS_KM,
                place: () => <span translate="no">{place?.label}</span>,
                condition: () => condition?.name,
              }}
            />
          </p>
          <p>
            <FormattedMessage
              id="map.results.widenedSignUp"
              defaultMessage="<link>Sign up free</link>: no hidden costs, {count} free searches with an account."
              values={{
                count: ACCOUNT_FREE_SEARCHES,
                link: (chunks) => <Link to={signUpHref}>{chunks}</Link>,
              }}
            />
          </p>
        </div>
      ) : null}

      {result && result.count === 0 && condition ? (
        <NoFigures
          conditionName={condition.name}
          unavailable={result.unavailable}
          reason={result.diagnosis?.noFiguresReason}
          onChoose={props.onChooseCondition}
        />
      ) : null}

      {result && !listPrices ? (
        <div className="alert alert-info" data-testid="list-prices-hidden">
          <FormattedMessage
            id="map.results.pricesHidden"
            defaultMessage="You have used your free searches. <signUp>Sign up free</signUp> or <logIn>log in</logIn> to see prices again."
            values={{
              signUp: (chunks) => <Link to={signUpHref}>{chunks}</Link>,
              logIn: (chunks) => <Link to={logInHref}>{chunks}</Link>,
            }}
          />
        </div>
      ) : null}

      {listPrices && condition && spread.length > 1 ? (
        <details className="spread-box" open>
          <summary>
            <FormattedMessage id="map.results.spreadTitle" defaultMessage="How prices compare" />
          </summary>
          <PriceSpread items={spread} selectedId={selectedId} conditionName={condition.name} />
        </details>
      ) : null}

      {priceFiles.control}
      {listPrices && items.length > 1 ? <ListOrder value={order} onChange={setOrder} /> : null}
      {items.length > 0 ? (
        // The first answer's figures stand as the server showed them, without counting up again.
        <ShownByServer.Provider value={seeded}>
          <ProviderList
            priceFileLine={priceFiles.line}
            items={ordered}
            order={listPrices ? order : 'distance'}
            selectedId={selectedId}
            onSelect={props.onSelect}
            onOpen={props.onOpen}
            listPrices={listPrices}
            pricePrompt={pricePrompt}
          />
        </ShownByServer.Provider>
      ) : null}
    </div>
  );
}

/** "3 hospitals within 75 km of Austin, TX, USA with prices for …", or what stands in its place. */
function ResultsHead({ condition, place, search, result, seeded }: MapResultsProps): ReactNode {
  const intl = useIntl();
  if (!condition || !place || (search.loading && !result))
    return (
      <Spinner label={intl.formatMessage({ id: 'map.results.searching', defaultMessage: 'Searching' })} />
    );
  if (search.failed)
    return (
      <p className="alert alert-error">
        <FormattedMessage
          id="map.results.failed"
          defaultMessage="The search did not work just now. Please try again."
        />
      </p>
    );
  if (!result) return null;
  return (
    <p data-testid="result-count">
      {result.count === 0 ? null : (
        <FormattedMessage
          id="map.results.count"
          defaultMessage="{count, plural, one {{countText} hospital} other {{countText} hospitals}} {widened, select, yes {nearest to} other {within {km} km of}} <place></place> with prices for <condition></condition>{updating, select, yes { (updating…)} other {}}"
          values={{
            count: result.count,
            countText: groupThousands(result.count),
            widened: result.widened ? 'yes' : 'no',
            km: SEARCH_RADIUS_KM,
            place: () => <span translate="no">{place.label}</span>,
            condition: () => condition.name,
            updating: search.loading && !seeded ? 'yes' : 'no',
          }}
        />
      )}
    </p>
  );
}

function SignUpPrompt({ href }: { href: string }) {
  return (
    <span className="price-prompt">
      <FormattedMessage
        id="map.list.signUpPrompt"
        defaultMessage="<link>Sign up free</link> to see prices"
        values={{ link: (chunks) => <Link to={href}>{chunks}</Link> }}
      />
    </span>
  );
}
