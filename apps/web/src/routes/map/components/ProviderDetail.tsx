/**
 * The provider detail popup in its three variants (spec §2.2): prices; a pay prompt (signed in without a
 * pass or free allowance); a sign-up prompt (anonymous past the free searches). Which one is decided by
 * the API: opening counts one search, and the answer carries no prices the viewer may not see.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { displayFacilityName } from '@fp/domain';
import { getFragmentData, graphql } from '../../../__generated__';
import { PriceRangeFields } from './ComparablePrice';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const { detail, loading, error } = useProviderDetail(providerId, diagnosisId, from, onSearchCount);

  useModalDialog(dialog);

  const p = detail?.provider;
  const name = p ? displayFacilityName(p.name) : 'Hospital';
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
        <h2 id="provider-detail-title">{name}</h2>
        <button type="button" className="detail-close" onClick={onClose} aria-label="Close details" autoFocus>
          ×
        </button>
      </div>
      {loading ? <Spinner label="Loading prices" /> : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          The details could not be loaded. Please try again.
        </p>
      ) : null}
      {!loading && !error && !detail ? <p>This hospital is not in our data.</p> : null}
      {p ? <HospitalFacts hospital={p} /> : null}

      {detail ? <DetailPrompt prompt={detail.access.prompt} /> : null}

      {detail && detail.access.detailPrices && p ? (
        <PricesVariant
          name={name}
          conditionName={conditionName}
          range={getFragmentData(PriceRangeFields, p.priceRange) ?? null}
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
          <h3>See the full price details</h3>
          <p>
            You have used your free searches. Choose a plan to see what this hospital billed, what Medicare
            and patients paid, and your likely share.
          </p>
          <Link to="/account/welcome" className="button">
            Choose a plan
          </Link>
        </div>
      ) : null}

      {prompt === 'SIGN_UP' ? (
        <div className="detail-prompt" data-testid="sign-up-prompt">
          <h3>Create a free account to keep seeing prices</h3>
          <p>No hidden costs. 3 free searches with an account.</p>
          <Link to={signUpHref} className="button">
            Sign up free
          </Link>{' '}
          <Link to={logInHref} className="button secondary">
            Log in
          </Link>
        </div>
      ) : null}
    </>
  );
}
