/**
 * Settings: "Your pass" (issue 25). Whether a pass is active, until when, and whether it was cancelled;
 * "Cancel my pass" asks first, then stops the renewal (a Stripe subscription ends at the close of its
 * paid period; a test-checkout pass never renews and is marked cancelled). The pass stays active until
 * its end date either way.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from '../../__generated__';
import { problemOf } from '../../lib/auth';
import { useCancelPass } from './mutations';
import { Spinner } from '../../components/Spinner';
import { Link } from '../../router/Link';
import { useShownDate } from '../../i18n/dates';

const PassQuery = graphql(`
  query SettingsPass {
    me {
      id
      passActive
      passEndsAt
      passCanceled
    }
  }
`);

/** What the status line says once the pass is cancelled. */
function cancelledMessage(intl: IntlShape, end: string | null): string {
  return end
    ? intl.formatMessage(
        {
          id: 'settings.pass.cancelledUntil',
          defaultMessage: 'Your pass is cancelled. It stays active until {date} and is not charged again.',
        },
        { date: end },
      )
    : intl.formatMessage({
        id: 'settings.pass.cancelled',
        defaultMessage:
          'Your pass is cancelled. It stays active until the end of the period you paid for and is not charged again.',
      });
}

/** "Cancel your pass?" with its two answers. */
function CancelQuestion({
  end,
  cancelling,
  questionRef,
  onConfirm,
  onKeep,
}: {
  end: string | null;
  cancelling: boolean;
  questionRef: RefObject<HTMLParagraphElement | null>;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div className="settings-confirm" role="group" aria-labelledby="pass-cancel-question">
      <p id="pass-cancel-question" ref={questionRef} tabIndex={-1}>
        {end ? (
          <FormattedMessage
            id="settings.pass.askUntil"
            defaultMessage="Cancel your pass? It stays active until {date}, then ends; nothing more is charged."
            values={{ date: end }}
          />
        ) : (
          <FormattedMessage
            id="settings.pass.ask"
            defaultMessage="Cancel your pass? It stays active until the end of the period you paid for, then ends; nothing more is charged."
          />
        )}
      </p>
      <div className="settings-actions">
        <button
          type="button"
          className="button danger"
          disabled={cancelling}
          aria-busy={cancelling || undefined}
          onClick={onConfirm}
        >
          <FormattedMessage id="settings.pass.confirmCancel" defaultMessage="Yes, cancel my pass" />
        </button>
        <button type="button" className="button secondary" disabled={cancelling} onClick={onKeep}>
          <FormattedMessage id="settings.pass.keep" defaultMessage="Keep my pass" />
        </button>
      </div>
    </div>
  );
}

/** Whether the pass is active or cancelled, and until when. */
function PassState({ canceled, endsAt, end }: { canceled: boolean; endsAt: string; end: string | null }) {
  const time = (chunks: ReactNode) => (
    <time dateTime={endsAt} data-testid="settings-pass-end">
      {chunks}
    </time>
  );
  const b = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <p data-testid="settings-pass-state">
      {end ? (
        canceled ? (
          <FormattedMessage
            id="settings.pass.endsOn"
            defaultMessage="<b>Your pass is active and cancelled.</b> It ends on <time>{date}</time> and is not charged again."
            values={{ date: end, time, b }}
          />
        ) : (
          <FormattedMessage
            id="settings.pass.paidUntil"
            defaultMessage="<b>Your pass is active.</b> Paid until <time>{date}</time>."
            values={{ date: end, time, b }}
          />
        )
      ) : canceled ? (
        <FormattedMessage
          id="settings.pass.endsAtClose"
          defaultMessage="<b>Your pass is active and cancelled.</b> It ends at the close of the period you paid for and is not charged again."
          values={{ b }}
        />
      ) : (
        <FormattedMessage
          id="settings.pass.renews"
          defaultMessage="<b>Your pass is active.</b> It renews with your subscription."
          values={{ b }}
        />
      )}
    </p>
  );
}

export function PassSection() {
  const { data, loading } = useQuery(PassQuery, { fetchPolicy: 'cache-and-network' });
  const [cancel, { loading: cancelling }] = useCancelPass();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const question = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const intl = useIntl();
  const shownDate = useShownDate();
  const me = data?.me;
  const end = me?.passEndsAt ? shownDate(String(me.passEndsAt)) : null;
  const confirm = async () => {
    setProblem('');
    try {
      await cancel();
      setAsking(false);
      // The buttons are gone: the keyboard goes on from the confirmation.
      requestAnimationFrame(() => status.current?.focus());
      setMessage(cancelledMessage(intl, end));
    } catch (err) {
      setProblem(
        problemOf(
          err,
          intl.formatMessage({
            id: 'settings.pass.cancelFailed',
            defaultMessage: 'Your pass could not be cancelled. Please try again.',
          }),
        ).message,
      );
    }
  };
  const keep = () => {
    setAsking(false);
    // Back to where the keyboard was, once the button is shown again.
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  return (
    <section className="card settings-section" aria-labelledby="pass-title" data-testid="pass-section">
      <h2 id="pass-title">
        <FormattedMessage id="settings.pass.title" defaultMessage="Your pass" />
      </h2>
      {loading && !me ? (
        <Spinner
          label={intl.formatMessage({ id: 'settings.pass.loading', defaultMessage: 'Loading your pass' })}
        />
      ) : !me?.passActive ? (
        <p data-testid="settings-pass-state">
          <FormattedMessage
            id="settings.pass.none"
            defaultMessage="You have no active pass. <link>See the plans</link>"
            values={{ link: (chunks) => <Link to="/account/welcome">{chunks}</Link> }}
          />
        </p>
      ) : (
        <>
          <PassState canceled={!!me.passCanceled} endsAt={String(me.passEndsAt)} end={end} />
          {me.passCanceled ? null : asking ? (
            <CancelQuestion
              end={end}
              cancelling={cancelling}
              questionRef={question}
              onConfirm={() => void confirm()}
              onKeep={keep}
            />
          ) : (
            <div className="settings-actions">
              <button
                type="button"
                className="button secondary"
                ref={cancelButton}
                onClick={() => {
                  setMessage('');
                  setAsking(true);
                }}
              >
                <FormattedMessage id="settings.pass.cancel" defaultMessage="Cancel my pass" />
              </button>
            </div>
          )}
        </>
      )}
      <p role="status" ref={status} tabIndex={-1}>
        {message}
      </p>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
