import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ACCOUNT_FREE_SEARCHES } from '@fp/domain';
import { prefersReducedMotion } from '../hooks';
const SHOW_MS = 5000;
const FADE_MS = 800;

/**
 * The promise banner (spec §2.2): shown on arrival, fades out after 5 seconds. It lies over the status
 * row (see MapStatus), whose height is reserved, so neither its fading nor its removal moves the page.
 */
export function Banner() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = window.setTimeout(() => setPhase(prefersReducedMotion() ? 'gone' : 'fading'), SHOW_MS);
    return () => window.clearTimeout(fade);
  }, []);
  useEffect(() => {
    if (phase !== 'fading') return;
    const gone = window.setTimeout(() => setPhase('gone'), FADE_MS);
    return () => window.clearTimeout(gone);
  }, [phase]);
  if (phase === 'gone') return null;
  return (
    <p className={phase === 'fading' ? 'map-banner fading' : 'map-banner'} data-testid="map-banner">
      {/* The number the API's access rule grants an account (@fp/domain), the same rule the counter below
          it reads (freeSearchesLeft): the two cannot drift apart. */}
      <FormattedMessage
        id="map.status.banner"
        defaultMessage="No hidden costs. {count} free searches with an account"
        values={{ count: ACCOUNT_FREE_SEARCHES }}
      />
    </p>
  );
}

/**
 * The row under the title: how many free searches are left (or that a pass is active), with the banner
 * over it on arrival. The banner is an offer to visitors without an account: a signed-in visitor already
 * has the account's searches, and the counter says how many are left (it would otherwise promise 3 while
 * the counter says 1). The row keeps its height whatever it shows.
 */
export function MapStatus({
  ready,
  signedIn,
  passActive,
  left,
}: {
  /** The viewer (signed in or not, pass or not) is known. */
  ready: boolean;
  signedIn: boolean;
  passActive: boolean;
  /** Free searches left; null when not known yet or not counted. */
  left: number | null;
}) {
  return (
    <div className="map-status">
      <p className="free-left" data-testid="free-searches-left" aria-live="polite">
        {!ready || (!passActive && left === null) ? null : passActive ? (
          <FormattedMessage id="map.status.pass" defaultMessage="Your pass is active: unlimited searches." />
        ) : (
          <FormattedMessage
            id="map.status.left"
            defaultMessage="{left, plural, =0 {No free searches left.} one {{left} free search left.} other {{left} free searches left.}}"
            values={{ left }}
          />
        )}
      </p>
      {ready && !signedIn && !passActive ? <Banner /> : null}
    </div>
  );
}
