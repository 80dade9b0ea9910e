/**
 * Settings: "Your pass" (issue 25). Whether a pass is active, until when, and whether it was cancelled;
 * "Cancel my pass" asks first, then stops the renewal (a Stripe subscription ends at the close of its
 * paid period; a test-checkout pass never renews and is marked cancelled). The pass stays active until
 * its end date either way.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { problemOf } from '../../lib/auth';
import { useCancelPass } from './mutations';
import { Spinner } from '../../components/Spinner';
import { Link } from '../../router/Link';
import { formatDate } from '../blog/dates';

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

/** Whether the pass is active or cancelled, and until when. */
function PassState({ canceled, endsAt, end }: { canceled: boolean; endsAt: string; end: string | null }) {
  return (
    <p data-testid="settings-pass-state">
      <strong>{canceled ? 'Your pass is active and cancelled.' : 'Your pass is active.'}</strong>{' '}
      {end ? (
        <>
          {canceled ? 'It ends on ' : 'Paid until '}
          <time dateTime={endsAt} data-testid="settings-pass-end">
            {end}
          </time>
          {canceled ? ' and is not charged again.' : '.'}
        </>
      ) : canceled ? (
        'It ends at the close of the period you paid for and is not charged again.'
      ) : (
        'It renews with your subscription.'
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

  const me = data?.me;
  const end = me?.passEndsAt ? formatDate(String(me.passEndsAt)) : null;
  const confirm = async () => {
    setProblem('');
    try {
      await cancel();
      setAsking(false);
      // The buttons are gone: the keyboard goes on from the confirmation.
      requestAnimationFrame(() => status.current?.focus());
      setMessage(
        end
          ? `Your pass is cancelled. It stays active until ${end} and is not charged again.`
          : 'Your pass is cancelled. It stays active until the end of the period you paid for and is not charged again.',
      );
    } catch (err) {
      setProblem(problemOf(err, 'Your pass could not be cancelled. Please try again.').message);
    }
  };
  const keep = () => {
    setAsking(false);
    // Back to where the keyboard was, once the button is shown again.
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  return (
    <section className="card settings-section" aria-labelledby="pass-title" data-testid="pass-section">
      <h2 id="pass-title">Your pass</h2>
      {loading && !me ? (
        <Spinner label="Loading your pass" />
      ) : !me?.passActive ? (
        <p data-testid="settings-pass-state">
          You have no active pass. <Link to="/account/welcome">See the plans</Link>
        </p>
      ) : (
        <>
          <PassState canceled={!!me.passCanceled} endsAt={String(me.passEndsAt)} end={end} />
          {me.passCanceled ? null : asking ? (
            <div className="settings-confirm" role="group" aria-labelledby="pass-cancel-question">
              <p id="pass-cancel-question" ref={question} tabIndex={-1}>
                Cancel your pass? It stays active until {end ?? 'the end of the period you paid for'}, then
                ends; nothing more is charged.
              </p>
              <div className="settings-actions">
                <button
                  type="button"
                  className="button danger"
                  disabled={cancelling}
                  aria-busy={cancelling || undefined}
                  onClick={() => void confirm()}
                >
                  Yes, cancel my pass
                </button>
                <button type="button" className="button secondary" disabled={cancelling} onClick={keep}>
                  Keep my pass
                </button>
              </div>
            </div>
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
                Cancel my pass
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
