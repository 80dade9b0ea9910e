/** /account when signed in: who is signed in, the pass, links, log out. */
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../__generated__';
import { useLogOut } from '../../lib/auth';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { useShownDate } from '../../i18n/dates';
import { ErrorBox, Page, TITLES } from './account-page';

const PassEnd = graphql(`
  query AccountPassEnd {
    me {
      id
      passEndsAt
    }
  }
`);

export function AccountHome({
  email,
  passActive,
  freeUsed,
  showError,
}: {
  email: string;
  passActive: boolean;
  freeUsed: boolean;
  showError: boolean;
}) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const { data: passData } = useQuery(PassEnd, { skip: !passActive, fetchPolicy: 'cache-and-network' });
  const passEnd = passActive ? passData?.me?.passEndsAt : null;
  const shownDate = useShownDate();
  return (
    <Page title={TITLES.home}>
      {showError && <ErrorBox />}
      <p>
        <FormattedMessage
          id="account.home.signedInAs"
          defaultMessage="Signed in as <b>{email}</b>."
          values={{
            email,
            b: (chunks) => <strong translate="no">{chunks}</strong>,
          }}
        />
      </p>
      {passActive ? (
        <div className="alert alert-success" data-testid="pass-status">
          <FormattedMessage
            id="account.home.passActive"
            defaultMessage="Your pass is active: you see full price details for every hospital on the map.{ends, select, yes { It ends on <time>{date}</time>.} other {}}"
            values={{
              ends: passEnd ? 'yes' : 'no',
              date: passEnd ? shownDate(String(passEnd)) : '',
              time: (chunks) => (
                <time dateTime={String(passEnd)} data-testid="pass-end">
                  {chunks}
                </time>
              ),
            }}
          />
        </div>
      ) : (
        <div className="alert alert-info" data-testid="pass-status">
          <FormattedMessage
            id="account.home.noPass"
            defaultMessage="You have no active pass. {free, select, used {Your free searches are used.} other {You can still use your free searches.}} <link>See the plans</link>"
            values={{
              free: freeUsed ? 'used' : 'left',
              link: (chunks) => <Link to="/account/welcome">{chunks}</Link>,
            }}
          />
        </div>
      )}
      <HomeLinks />
      <p>
        <button
          type="button"
          className="button secondary"
          onClick={async () => {
            await logOut();
            navigate('/');
          }}
        >
          <FormattedMessage id="account.home.logOut" defaultMessage="Log out" />
        </button>
      </p>
    </Page>
  );
}

function HomeLinks() {
  return (
    <ul className="account-links">
      <li>
        <Link to="/map">
          <FormattedMessage id="account.home.map" defaultMessage="Search prices on the map" />
        </Link>
      </li>
      <li>
        <Link to="/affiliate">
          <FormattedMessage id="account.home.refer" defaultMessage="Refer a friend" />
        </Link>
      </li>
      <li>
        <Link to="/account/welcome">
          <FormattedMessage id="account.home.plans" defaultMessage="Plans and passes" />
        </Link>
      </li>
    </ul>
  );
}
