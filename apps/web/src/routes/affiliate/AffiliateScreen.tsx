/**
 * /affiliate (signed in only, otherwise back to '/'): the referral link {host}/?reference={reference},
 * selected on click, a button opening an e-mail draft that recommends the price map, and the older
 * site's address form (for referral payouts).
 */
import { Formik, Form } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { AFFILIATE_EMAIL } from '@fp/site-text';
import { addressSchema } from '@fp/domain';
import { graphql } from '../../__generated__';
import { useUpdateAddress } from './mutations';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { useToken } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import '../account/account.css';

const Me = graphql(`
  query AffiliateMe {
    me {
      id
      firstName
      lastName
      address
      address2
      city
      state
      zip
    }
  }
`);
export default function AffiliateScreen() {
  usePageMeta('Refer a friend', 'Share your FairPrice Health referral link.');
  const { token, loading } = useToken();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && !token) navigate('/', { replace: true });
  }, [loading, token, navigate]);
  if (loading || !token) return <Spinner label="Loading" />;

  const link = `${window.location.origin}/?reference=${encodeURIComponent(token.reference)}`;
  const mailto = `mailto:?subject=${encodeURIComponent(AFFILIATE_EMAIL.subject)}&body=${encodeURIComponent(
    AFFILIATE_EMAIL.body(link),
  )}`;
  return (
    <section className="page narrow account-page" aria-labelledby="affiliate-title">
      <h1 id="affiliate-title">Refer a friend</h1>
      <p className="lead">Share your link. Friends who sign up through it are credited to you.</p>
      <ReferralLink link={link} />
      <p>
        <a className="button" href={mailto}>
          E-mail a friend
        </a>
      </p>
      <AddressForm />
    </section>
  );
}

function ReferralLink({ link }: { link: string }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>Your referral link</label>
      <div className="referral-link">
        <input
          id={id}
          readOnly
          value={link}
          data-testid="referral-link"
          onClick={(e) => e.currentTarget.select()}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
    </div>
  );
}

interface AddressValues {
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

/** The address without the name: settings asks for the name once, in its own section (issue 41). */
const ADDRESS_ONLY = addressSchema.omit(['firstName', 'lastName']);

/**
 * The postal address, with the name it is sent to. `withName={false}` (settings, whose "Your name" holds
 * it) leaves the name fields out and sends the saved name, so the page asks for a name once.
 */
export function AddressForm({ withName = true }: { withName?: boolean }) {
  const { data, loading } = useQuery(Me);
  const [save] = useUpdateAddress();
  const submit = useSubmitGuard(async (typed: AddressValues, helpers) => {
    helpers.setStatus(undefined);
    // Without its own name fields, the name saved now (the page's "Your name") goes with the address.
    const saved = data?.me;
    const values = withName
      ? typed
      : { ...typed, firstName: saved?.firstName ?? '', lastName: saved?.lastName ?? '' };
    if (!values.firstName.trim() || !values.lastName.trim()) {
      helpers.setStatus({ kind: 'error', message: 'Please save your first and last name above first.' });
      return;
    }
    try {
      // An empty second line is left out: the server's check takes a missing line, not null.
      await save({ ...values, address2: values.address2.trim() || undefined });
      helpers.setStatus({ kind: 'success', message: 'Your address is saved.' });
    } catch (err) {
      showProblem(err, helpers);
    }
  });
  if (loading && !data) return <Spinner label="Loading your address" />;
  const me = data?.me;
  const initial: AddressValues = {
    firstName: me?.firstName ?? '',
    lastName: me?.lastName ?? '',
    address: me?.address ?? '',
    address2: me?.address2 ?? '',
    city: me?.city ?? '',
    state: me?.state ?? '',
    zip: me?.zip ?? '',
  };
  return (
    <section aria-labelledby="address-title">
      <h2 id="address-title">Your address</h2>
      <p className="muted">Where we send anything you earn through referrals.</p>
      <Formik<AddressValues>
        initialValues={initial}
        validationSchema={withName ? addressSchema : ADDRESS_ONLY}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Your address">
            <FormStatus />
            {withName ? (
              <>
                <TextField name="firstName" label="First name" autoComplete="given-name" required />
                <TextField name="lastName" label="Last name" autoComplete="family-name" required />
              </>
            ) : null}
            <TextField name="address" label="Address" autoComplete="address-line1" required />
            <TextField name="address2" label="Address line 2 (optional)" autoComplete="address-line2" />
            <TextField name="city" label="City" autoComplete="address-level2" required />
            <TextField name="state" label="State" autoComplete="address-level1" required />
            <TextField name="zip" label="ZIP code" autoComplete="postal-code" inputMode="numeric" required />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                Save my address
              </button>
            </p>
          </Form>
        )}
      </Formik>
    </section>
  );
}
