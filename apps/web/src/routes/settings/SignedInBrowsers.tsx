/** The settings screen's signed-in browsers: when each signed in and expires, and signing them out. */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { useSessionChanged } from '../../lib/auth';
import { useNavigate } from '../../router/Router';
import { Spinner } from '../../components/Spinner';
import { useSignOutEverywhere } from './mutations';

const Sessions = graphql(`
  query SettingsSessions {
    signedInSessions {
      createdAt
      expiresAt
      current
    }
  }
`);
export function SignedInBrowsers() {
  const { data, loading, refetch } = useQuery(Sessions, { fetchPolicy: 'cache-and-network' });
  const [signOut, { loading: busy }] = useSignOutEverywhere();
  const changed = useSessionChanged();
  const navigate = useNavigate();
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const sessions = data?.signedInSessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  // Spanish writes the date out ("29 de noviembre de 2026"); English as before ("Nov 29, 2026, 5:00 PM").
  const when = (iso: string) =>
    intl.formatDate(iso, {
      dateStyle: intl.locale.startsWith('en') ? 'medium' : 'long',
      timeStyle: 'short',
    });

  const endOthers = async () => {
    const r = await signOut(true);
    const n = r.data?.signOutEverywhere ?? 0;
    setMessage(
      intl.formatMessage(
        {
          id: 'settings.sessions.endedOthers',
          defaultMessage:
            '{count, plural, one {One other browser was signed out.} other {# other browsers were signed out.}}',
        },
        { count: n },
      ),
    );
    await refetch();
  };
  const endAll = async () => {
    await signOut(false);
    navigate('/account');
    await changed();
  };

  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">
        <FormattedMessage id="settings.sessions.title" defaultMessage="Signed-in browsers" />
      </h2>
      {loading && !data ? (
        <Spinner
          label={intl.formatMessage({
            id: 'settings.sessions.loading',
            defaultMessage: 'Loading your browsers',
          })}
        />
      ) : (
        <ul className="settings-sessions" data-testid="sessions">
          {sessions.map((s) => (
            <li key={`${s.createdAt}-${s.expiresAt}`}>
              <FormattedMessage
                id="settings.sessions.session"
                defaultMessage="Signed in {date}{current, select, yes {<b> (this browser)</b>} other {}}<muted> · signed out if unused by {expires}</muted>"
                values={{
                  date: when(s.createdAt),
                  current: s.current ? 'yes' : 'no',
                  expires: when(s.expiresAt),
                  b: (chunks) => <strong>{chunks}</strong>,
                  muted: (chunks) => <span className="muted">{chunks}</span>,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status">{message}</p>
      <div className="settings-actions">
        <button
          type="button"
          className="button secondary"
          onClick={endOthers}
          disabled={busy || others === 0}
        >
          <FormattedMessage id="settings.sessions.endOthers" defaultMessage="Sign out everywhere else" />
        </button>
        <button type="button" className="button secondary" onClick={endAll} disabled={busy}>
          <FormattedMessage
            id="settings.sessions.endAll"
            defaultMessage="Sign out everywhere, this browser too"
          />
        </button>
      </div>
    </section>
  );
}
