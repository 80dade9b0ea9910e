/**
 * /dashboard/refer: the user's referral link, {host}/?reference={reference} (spec part 2 §2), a copy
 * button, an e-mail to send friends, and how many people have signed up through the link. The e-mail is
 * written in the page's language (issue 45): a Spanish reader's friends most likely read Spanish too.
 */
import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { DashboardPage, SignedIn } from './shared';
import { referEmail, referSubject } from './refer-text';

const ReferralQuery = graphql(`
  query Referral {
    referral {
      reference
      link
      signups
    }
  }
`);

export default function ReferScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'refer.title', defaultMessage: 'Refer a friend' });
  usePageMeta(
    title,
    intl.formatMessage({ id: 'refer.description', defaultMessage: 'Share your referral link.' }),
  );
  return (
    <SignedIn>
      <DashboardPage title={title} id="refer-title">
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
  const intl = useIntl();
  if (error && !data)
    return (
      <p className="alert alert-error" role="alert">
        <FormattedMessage
          id="refer.loadFailed"
          defaultMessage="Your referral link could not be loaded. Please reload to try again."
        />
      </p>
    );
  if (!data)
    return loading ? (
      <Spinner
        label={intl.formatMessage({ id: 'refer.loading', defaultMessage: 'Loading your referral link' })}
      />
    ) : null;
  const { link, signups } = data.referral;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(intl.formatMessage({ id: 'refer.copied', defaultMessage: 'Link copied.' }));
    } catch {
      // No clipboard permission: select the text so the user can copy it themselves.
      linkInput.current?.select();
      setCopied(
        intl.formatMessage({
          id: 'refer.copyYourself',
          defaultMessage: 'Press Ctrl+C (or ⌘C) to copy the selected link.',
        }),
      );
    }
  };

  return (
    <>
      <p className="lead">
        <FormattedMessage
          id="refer.lead"
          defaultMessage="Share your link. Anyone who signs up through it counts as yours."
        />
      </p>
      <div className="card refer-link">
        <label htmlFor={`${uid}-link`}>
          <FormattedMessage id="refer.link" defaultMessage="Your referral link" />
        </label>
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
            <FormattedMessage id="refer.copy" defaultMessage="Copy link" />
          </button>
        </div>
        <p className="muted" aria-live="polite">
          {copied}
        </p>
        <p data-testid="refer-count">
          <FormattedMessage
            id="refer.count"
            defaultMessage="{count, plural, =0 {Nobody has signed up through your link yet.} one {# person has signed up through your link.} other {# people have signed up through your link.}}"
            values={{ count: signups }}
          />
        </p>
      </div>
      <ReferEmail link={link} />
    </>
  );
}

/** The e-mail a user can send friends, in the page's language, with a mailto: link that opens it. */
function ReferEmail({ link }: { link: string }) {
  const intl = useIntl();
  const uid = useId();
  const subject = referSubject(intl);
  const body = referEmail(intl, link);
  return (
    <section className="card refer-email" aria-labelledby={`${uid}-email`}>
      <h2 id={`${uid}-email`}>
        <FormattedMessage id="refer.email.heading" defaultMessage="An e-mail you can send" />
      </h2>
      <p>
        <FormattedMessage
          id="refer.email.subjectLine"
          defaultMessage="<b>Subject:</b> {subject}"
          values={{ subject, b: (c) => <strong>{c}</strong> }}
        />
      </p>
      <label htmlFor={`${uid}-body`}>
        <FormattedMessage id="refer.email.message" defaultMessage="Message" />
      </label>
      <textarea id={`${uid}-body`} readOnly rows={9} value={body} />
      <p>
        <a
          className="button secondary"
          href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}
        >
          <FormattedMessage id="refer.email.open" defaultMessage="Open in your e-mail app" />
        </a>
      </p>
    </section>
  );
}
