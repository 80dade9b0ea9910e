/**
 * The provider detail popup in its three variants (spec §2.2): prices; a pay prompt (signed in without a
 * pass or free allowance); a sign-up prompt (anonymous past the free searches). Which one is decided by
 * the API: opening counts one search, and the answer carries no prices the viewer may not see.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOUNT_FREE_SEARCHES, displayFacilityName } from '@fp/domain';
import { graphql } from '../../../__generated__';
import { detailRange } from './ComparablePrice';
import { SPACE } from '../../../components/text';
import { Link } from '../../../router/Link';
import { useLogInHref, useSignUpHref } from '../../../router/Router';
import { Spinner } from '../../../components/Spinner';
import { useModalDialog } from '../../../lib/modal-dialog';
import type { SpreadItem } from './PriceSpread';
import { PatientPrices } from './PatientPrices';
import { HospitalPricesBlock, useHospitalPrices } from './HospitalPricesBlock';
import { HospitalFacts } from './HospitalFacts';
import { PricesVariant, yourShare } from './ProviderPrices';

const ProviderDetailQuery = graphql(`
  query MapProviderDetail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {
    provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {
      searchCount
      access {
        listPrices
        detailPrices
        prompt
      }
      estimate {
        ...DetailEstimate
      }
      provider {
        id
        name
        ...HospitalFacts
        priceRange {
          ...ComparablePriceRange
        }
        prices {
          ...DetailPriceFigure
        }
      }
    }
  }
`);

/** The detail's answer; each opening is counted on the server (as part of its search). */
function useProviderDetail(
  providerId: string,
  diagnosisId: number,
  from: { lat: number; lng: number } | null | undefined,
  onSearchCount: ((count: number) => void) | undefined,
) {
  // Each opening is counted on the server (as part of its search): never answer it from a cache.
  const { data, loading, error } = useQuery(ProviderDetailQuery, {
    variables: { id: providerId, diagnosisId, lat: from?.lat, lng: from?.lng },
    fetchPolicy: 'no-cache',
  });
  const detail = data?.provider ?? null;
  const countAfter = detail?.searchCount;
  useEffect(() => {
    if (typeof countAfter === 'number') onSearchCount?.(countAfter);
  }, [countAfter, onSearchCount]);
  return { detail, loading, error };
}

export function ProviderDetail({
  providerId,
  diagnosisId,
  conditionName,
  spread,
  onClose,
  onSearchCount,
  from,
}: {
  providerId: string;
  diagnosisId: number;
  /** The point of the search the detail is opened from: the opening is part of that search. */
  from?: { lat: number; lng: number } | null;
  conditionName: string;
  spread: readonly SpreadItem[];
  onClose: () => void;
  /** The viewer's search count after this opening (for the free-searches counter). */
  onSearchCount?: (count: number) => void;
}) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const { detail, loading, error } = useProviderDetail(providerId, diagnosisId, from, onSearchCount);

  useModalDialog(dialog);

  const p = detail?.provider;
  const name = p
    ? displayFacilityName(p.name)
    : intl.formatMessage({ id: 'map.detail.hospital', defaultMessage: 'Hospital' });
  const hospitalPrices = useHospitalPrices(providerId, diagnosisId, Boolean(detail?.access.detailPrices));
  return (
    <dialog
      ref={dialog}
      className="provider-detail"
      aria-labelledby="provider-detail-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      data-testid="provider-detail"
    >
      <div className="detail-head">
        <h2 id="provider-detail-title" translate={p ? 'no' : undefined}>
          {name}
        </h2>
        <button
          type="button"
          className="detail-close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'map.detail.close', defaultMessage: 'Close details' })}
          autoFocus
        >
          <FormattedMessage id="map.detail.closeMark" defaultMessage="×" />
        </button>
      </div>
      {loading ? (
        <Spinner label={intl.formatMessage({ id: 'map.detail.loading', defaultMessage: 'Loading prices' })} />
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          <FormattedMessage
            id="map.detail.failed"
            defaultMessage="The details could not be loaded. Please try again."
          />
        </p>
      ) : null}
      {!loading && !error && !detail ? (
        <p>
          <FormattedMessage id="map.detail.notFound" defaultMessage="This hospital is not in our data." />
        </p>
      ) : null}
      {p ? <HospitalFacts hospital={p} /> : null}

      {detail ? <DetailPrompt prompt={detail.access.prompt} /> : null}

      {detail && detail.access.detailPrices && p ? (
        <PricesVariant
          name={name}
          conditionName={conditionName}
          range={detailRange(p.priceRange)}
          estimate={detail.estimate}
          share={yourShare(hospitalPrices.prices, hospitalPrices.settled)}
          prices={p.prices}
          spread={spread}
          providerId={p.id}
        />
      ) : null}
      {p ? <PatientPrices providerId={p.id} diagnosisId={diagnosisId} /> : null}
      {detail && detail.access.detailPrices && p && hospitalPrices.prices ? (
        <HospitalPricesBlock prices={hospitalPrices.prices} conditionName={conditionName} />
      ) : null}
    </dialog>
  );
}

/** A pay prompt (signed in without a pass or free allowance) or a sign-up prompt (anonymous past the
 * free searches), as the API names it. */
function DetailPrompt({ prompt }: { prompt: string | null | undefined }) {
  const logInHref = useLogInHref(); // back to this map after logging in
  const signUpHref = useSignUpHref(); // the free sign-up form, back to this map afterwards
  return (
    <>
      {prompt === 'PAY' ? (
        <div className="detail-prompt" data-testid="pay-prompt">
          <h3>
            <FormattedMessage id="map.detail.payTitle" defaultMessage="See the full price details" />
          </h3>
          <p>
            <FormattedMessage
              id="map.detail.payText"
              defaultMessage="You have used your free searches. Choose a plan to see what this hospital billed, what Medicare and patients paid, and your likely share."
            />
          </p>
          <Link to="/account/welcome" className="button">
            <FormattedMessage id="map.detail.choosePlan" defaultMessage="Choose a plan" />
          </Link>
        </div>
      ) : null}

      {prompt === 'SIGN_UP' ? (
        <div className="detail-prompt" data-testid="sign-up-prompt">
          <h3>
            <FormattedMessage
              id="map.detail.signUpTitle"
              defaultMessage="Create a free account to keep seeing prices"
            />
          </h3>
          <p>
            <FormattedMessage
              id="map.detail.signUpText"
              defaultMessage="No hidden costs. {count} free searches with an account."
              values={{ count: ACCOUNT_FREE_SEARCHES }}
            />
          </p>
          <Link to={signUpHref} className="button">
            <FormattedMessage id="map.detail.signUp" defaultMessage="Sign up free" />
          </Link>
          {SPACE}
          <Link to={logInHref} className="button secondary">
            <FormattedMessage id="map.detail.logIn" defaultMessage="Log in" />
          </Link>
        </div>
      ) : null}
    </>
  );
}
