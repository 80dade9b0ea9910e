/**
 * /dashboard/refer: the user's referral link, {host}/?reference={reference} (spec part 2 §2), a copy
 * button, an e-mail to send friends, and how many people have signed up through the link.
 */
import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { DashboardPage, SignedIn } from './shared';

const ReferralQuery = graphql(`
  query Referral {
    referral {
      reference
      link
      signups
    }
  }
`);

export const REFER_SUBJECT = 'See what your hospital charges before you go';

export function referEmail(link: string): string {
  return [
    'Hi,',
    '',
    'I use FairPrice Health to look up what hospitals near me charge for a procedure and to keep track of my medical bills.',
    'It shows real prices before you go, and helps you check a bill line by line afterwards.',
    '',
    `You can try it here: ${link}`,
    '',
    'Thanks!',
  ].join('\n');
}

export default function ReferScreen() {
  usePageMeta('Refer a friend', 'Share your referral link.');
  return (
    <SignedIn>
      <DashboardPage title="Refer a friend" id="refer-title">
        <Referral />
      </DashboardPage>
    </SignedIn>
  );
}

function Referral() {
  const { data, loading, error } = useQuery(ReferralQuery, { fetchPolicy: 'cache-and-network' });
  const [copied, setCopied] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);
  const uid = useId();
  if (error && !data)
    return (
      <p className="alert alert-error" role="alert">
        Your referral link could not be loaded. Please reload to try again.
      </p>
    );
  if (!data) return loading ? <Spinner label="Loading your referral link" /> : null;
  const { link, signups } = data.referral;
  const body = referEmail(link);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      // No clipboard permission: select the text so the user can copy it themselves.
      linkInput.current?.select();
      setCopied('Press Ctrl+C (or ⌘C) to copy the selected link.');
    }
  };

  return (
    <>
      <p className="lead">Share your link. Anyone who signs up through it counts as yours.</p>
      <div className="card refer-link">
        <label htmlFor={`${uid}-link`}>Your referral link</label>
        <div className="refer-copy">
          <input
            ref={linkInput}
            id={`${uid}-link`}
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
            data-testid="refer-link"
          />
          <button type="button" className="button" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p className="muted" aria-live="polite">
          {copied}
        </p>
        <p data-testid="refer-count">
          {signups === 0
            ? 'Nobody has signed up through your link yet.'
            : signups === 1
              ? '1 person has signed up through your link.'
              : `${signups} people have signed up through your link.`}
        </p>
      </div>
      <section className="card refer-email" aria-labelledby={`${uid}-email`}>
        <h2 id={`${uid}-email`}>An e-mail you can send</h2>
        <p>
          <strong>Subject:</strong> {REFER_SUBJECT}
        </p>
        <label htmlFor={`${uid}-body`}>Message</label>
        <textarea id={`${uid}-body`} readOnly rows={9} value={body} />
        <p>
          <a
            className="button secondary"
            href={`mailto:?subject=${encodeURIComponent(REFER_SUBJECT)}&body=${encodeURIComponent(body)}`}
          >
            Open in your e-mail app
          </a>
        </p>
      </section>
    </>
  );
}
