/**
 * The header's account slot: "Log in" when signed out; "Account" and "Log out" when signed in. It is on
 * every page, so it also saves a ?reference= affiliate code from any page's URL to the session (once per
 * code per browser tab), where sign-up credits it.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../__generated__';
import { Link } from '../router/Link';
import { useNavigate, useRoute } from '../router/Router';
import { useLogOut, useToken } from '../lib/auth';
import { useFirstAnswerToken } from '../lib/first-answer';
import { useIdle } from '../lib/idle';
import './account-menu.css';

const RememberReference = graphql(`
  mutation RememberReference($reference: String!) {
    rememberReference(reference: $reference)
  }
`);

const REMEMBERED = 'fp.reference';

function useRememberReference() {
  const reference = useRoute().query.reference;
  // The client itself, not useMutation: the hook would be built on every page for a rare address.
  const client = useApolloClient();
  useEffect(() => {
    if (!reference || !/^[A-Za-z0-9_-]{3,40}$/.test(reference)) return;
    try {
      if (window.sessionStorage.getItem(REMEMBERED) === reference) return;
      window.sessionStorage.setItem(REMEMBERED, reference);
    } catch {
      // Storage may be blocked; saving the code twice is harmless.
    }
    void client.mutate({ mutation: RememberReference, variables: { reference } }).catch(() => undefined);
  }, [reference, client]);
}

type Token = ReturnType<typeof useToken>['token'];
interface TokenState {
  token: Token;
  loading: boolean;
}

/**
 * The menu starts from the token the page came with (lib/first-answer.tsx), which the server rendered
 * too, and follows the Token query from the first idle moment after the page is drawn (lib/idle.tsx):
 * building and asking that query was a fifth of the work of adopting the server's markup on a slow phone
 * (bench:web, CPU profile), and started at the first frame it still ran within the page's load, a long
 * task of its own (bench:lighthouse's total blocking time). The menu's markup stays the same element
 * throughout, so nothing focused in it is lost.
 */
export function AccountMenu() {
  useRememberReference();
  const fromPage = useFirstAnswerToken();
  const idle = useIdle();
  const [live, setLive] = useState<TokenState | null>(null);
  const state =
    live ?? (fromPage !== undefined ? { token: fromPage, loading: false } : { token: null, loading: true });
  return (
    <>
      <Menu {...state} />
      {(idle || fromPage === undefined) && <FollowToken onChange={setLive} />}
    </>
  );
}

/** The Token query, reported to the menu before the browser draws (no flash of the page's token). */
function FollowToken({ onChange }: { onChange: (state: TokenState) => void }) {
  const { token, loading } = useToken();
  useLayoutEffect(() => onChange({ token, loading }), [token, loading, onChange]);
  return null;
}

function Menu({ token, loading }: TokenState) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const label = useIntl().formatMessage({ id: 'layout.account.label', defaultMessage: 'Account' });
  if (loading) return <span className="account-menu" aria-hidden="true" />;
  if (!token) {
    return (
      <nav className="account-menu" aria-label={label}>
        <Link to="/account">
          <FormattedMessage id="layout.account.logIn" defaultMessage="Log in" />
        </Link>
      </nav>
    );
  }
  return (
    <nav className="account-menu" aria-label={label}>
      <Link to="/dashboard">
        <FormattedMessage id="layout.account.dashboard" defaultMessage="Dashboard" />
      </Link>
      <Link to="/account" title={token.email}>
        <FormattedMessage id="layout.account.account" defaultMessage="Account" />
      </Link>
      <button
        type="button"
        className="link-button"
        onClick={async () => {
          await logOut();
          navigate('/');
        }}
      >
        <FormattedMessage id="layout.account.logOut" defaultMessage="Log out" />
      </button>
    </nav>
  );
}
