/**
 * /affiliate (signed in only, otherwise back to '/'): the referral link {host}/?reference={reference},
 * selected on click, a button opening an e-mail draft that recommends the price map, and the older
 * site's address form (for referral payouts).
 */
import { Formik, Form } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { addressSchema } from '@fp/domain';
import { graphql } from '../../__generated__';
import { useUpdateAddress } from './mutations';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { useToken } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import '../account/account.css';

const M = defineMessages({
  title: { id: 'account.affiliate.title', defaultMessage: 'Refer a friend' },
  description: {
    id: 'account.affiliate.description',
    defaultMessage: 'Share your FairPrice Health referral link.',
  },
  loading: { id: 'account.affiliate.loading', defaultMessage: 'Loading' },
  // The e-mail draft's words repeat @fp/site-text's AFFILIATE_EMAIL, in the page's language.
  mailSubject: {
    id: 'account.affiliate.mail.subject',
    defaultMessage: 'A free way to check hospital prices before you go',
  },
  mailHello: { id: 'account.affiliate.mail.hello', defaultMessage: 'Hi,' },
  mailWhy: {
    id: 'account.affiliate.mail.why',
    defaultMessage:
      "I've been using FairPrice Health's price map to see what hospitals near me charge for common care. You pick a condition and a city and it shows the range of prices from public government data, hospital by hospital. You get 3 free searches with an account.",
  },
  mailBye: { id: 'account.affiliate.mail.bye', defaultMessage: 'Take care' },
});

const A = defineMessages({
  title: { id: 'account.address.title', defaultMessage: 'Your address' },
  loading: { id: 'account.address.loading', defaultMessage: 'Loading your address' },
  nameFirst: {
    id: 'account.address.nameFirst',
    defaultMessage: 'Please save your first and last name above first.',
  },
  saved: { id: 'account.address.saved', defaultMessage: 'Your address is saved.' },
  firstName: { id: 'account.address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.address.lastName', defaultMessage: 'Last name' },
  address: { id: 'account.address.line1', defaultMessage: 'Address' },
  address2: { id: 'account.address.line2', defaultMessage: 'Address line 2 (optional)' },
  city: { id: 'account.address.city', defaultMessage: 'City' },
  state: { id: 'account.address.state', defaultMessage: 'State' },
  zip: { id: 'account.address.zip', defaultMessage: 'ZIP code' },
});

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
  const intl = useIntl();
  usePageMeta(intl.formatMessage(M.title), intl.formatMessage(M.description));
  const { token, loading } = useToken();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && !token) navigate('/', { replace: true });
  }, [loading, token, navigate]);
  if (loading || !token) return <Spinner label={intl.formatMessage(M.loading)} />;

  const link = `${window.location.origin}/?reference=${encodeURIComponent(token.reference)}`;
  const subject = intl.formatMessage(M.mailSubject);
  const body = [
    intl.formatMessage(M.mailHello),
    intl.formatMessage(M.mailWhy),
    intl.formatMessage(
      { id: 'account.affiliate.mail.look', defaultMessage: 'Have a look: {link}' },
      { link },
    ),
    intl.formatMessage(M.mailBye),
  ].join('\n\n');
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <section className="page narrow account-page" aria-labelledby="affiliate-title">
      <h1 id="affiliate-title">{intl.formatMessage(M.title)}</h1>
      <p className="lead">
        <FormattedMessage
          id="account.affiliate.lead"
          defaultMessage="Share your link. Friends who sign up through it are credited to you."
        />
      </p>
      <ReferralLink link={link} />
      <p>
        <a className="button" href={mailto}>
          <FormattedMessage id="account.affiliate.mailFriend" defaultMessage="E-mail a friend" />
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
      <label htmlFor={id}>
        <FormattedMessage id="account.affiliate.link" defaultMessage="Your referral link" />
      </label>
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
  const intl = useIntl();
  const submit = useSubmitGuard(async (typed: AddressValues, helpers) => {
    helpers.setStatus(undefined);
    // Without its own name fields, the name saved now (the page's "Your name") goes with the address.
    const saved = data?.me;
    const values = withName
      ? typed
      : { ...typed, firstName: saved?.firstName ?? '', lastName: saved?.lastName ?? '' };
    if (!values.firstName.trim() || !values.lastName.trim()) {
      helpers.setStatus({ kind: 'error', message: intl.formatMessage(A.nameFirst) });
      return;
    }
    try {
      // An empty second line is left out: the server's check takes a missing line, not null.
      await save({ ...values, address2: values.address2.trim() || undefined });
      helpers.setStatus({ kind: 'success', message: intl.formatMessage(A.saved) });
    } catch (err) {
      showProblem(err, helpers);
    }
  });
  if (loading && !data) return <Spinner label={intl.formatMessage(A.loading)} />;
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
      <h2 id="address-title">{intl.formatMessage(A.title)}</h2>
      <p className="muted">
        <FormattedMessage
          id="account.address.why"
          defaultMessage="Where we send anything you earn through referrals."
        />
      </p>
      <Formik<AddressValues>
        initialValues={initial}
        validationSchema={withName ? addressSchema : ADDRESS_ONLY}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage(A.title)}>
            <FormStatus />
            <AddressFields withName={withName} />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                <FormattedMessage id="account.address.save" defaultMessage="Save my address" />
              </button>
            </p>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** The address form's fields (the name's only when the form asks for it). */
function AddressFields({ withName }: { withName: boolean }) {
  const intl = useIntl();
  return (
    <>
      {withName ? (
        <>
          <TextField
            name="firstName"
            label={intl.formatMessage(A.firstName)}
            autoComplete="given-name"
            required
          />
          <TextField
            name="lastName"
            label={intl.formatMessage(A.lastName)}
            autoComplete="family-name"
            required
          />
        </>
      ) : null}
      <TextField name="address" label={intl.formatMessage(A.address)} autoComplete="address-line1" required />
      <TextField name="address2" label={intl.formatMessage(A.address2)} autoComplete="address-line2" />
      <TextField name="city" label={intl.formatMessage(A.city)} autoComplete="address-level2" required />
      <TextField name="state" label={intl.formatMessage(A.state)} autoComplete="address-level1" required />
      <TextField
        name="zip"
        label={intl.formatMessage(A.zip)}
        autoComplete="postal-code"
        inputMode="numeric"
        required
      />
    </>
  );
}
