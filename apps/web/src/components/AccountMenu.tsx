/**
 * The header's account slot: "Log in" when signed out; "Account" and "Log out" when signed in. It is on
 * every page, so it also saves a ?reference= affiliate code from any page's URL to the session (once per
 * code per browser tab), where sign-up credits it.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../__generated__';
import { Link } from '../router/Link';
import { useNavigate, useRoute } from '../router/Router';
import { useLogOut, useToken } from '../lib/auth';
import './account-menu.css';

const RememberReference = graphql(`
  mutation RememberReference($reference: String!) {
    rememberReference(reference: $reference)
  }
`);

const REMEMBERED = 'fp.reference';

function useRememberReference() {
  const reference = useRoute().query.reference;
  const [remember] = useMutation(RememberReference);
  useEffect(() => {
    if (!reference || !/^[A-Za-z0-9_-]{3,40}$/.test(reference)) return;
    try {
      if (window.sessionStorage.getItem(REMEMBERED) === reference) return;
      window.sessionStorage.setItem(REMEMBERED, reference);
    } catch {
      // Storage may be blocked; saving the code twice is harmless.
    }
    void remember({ variables: { reference } }).catch(() => undefined);
  }, [reference, remember]);
}

export function AccountMenu() {
  useRememberReference();
  const { token, loading } = useToken();
  const logOut = useLogOut();
  const navigate = useNavigate();
  if (loading) return <span className="account-menu" aria-hidden="true" />;
  if (!token) {
    return (
      <nav className="account-menu" aria-label="Account">
        <Link to="/account">Log in</Link>
      </nav>
    );
  }
  return (
    <nav className="account-menu" aria-label="Account">
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/account" title={token.email}>
        Account
      </Link>
      <button
        type="button"
        className="link-button"
        onClick={async () => {
          await logOut();
          navigate('/');
        }}
      >
        Log out
      </button>
    </nav>
  );
}
