/**
 * The bill check's next steps (BillCheckPanel): each step as the API writes it in the page's language
 * (title, text, deadline, checklist, source), its line findings (BillCheckFindings), and the button that
 * adds them all to the to-do list.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { letterDate } from '@fp/domain';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { useLocale } from '../../i18n/intl';
import { SPACE } from '../../components/text';
import type { Check } from './BillCheckPanel';
import { BillCheckFindings } from './BillCheckFindings';
import { useAddBillCheckTasks } from './mutations';

/** A step's deadline: "— by {date}", or "— was due by {date}" once it has passed (the step then says what to do). */
function StepDue({ date, passed }: { date: string; passed: boolean }) {
  return passed ? (
    <FormattedMessage id="billCheck.steps.duePassed" defaultMessage="— was due by {date}" values={{ date }} />
  ) : (
    <FormattedMessage id="billCheck.steps.due" defaultMessage="— by {date}" values={{ date }} />
  );
}

export function NextSteps({
  check,
  billId,
  eventId,
  kept,
  onKeep,
}: {
  check: Check;
  billId?: string;
  eventId?: string;
  kept: ReadonlySet<number>;
  onKeep: (index: number, keep: boolean) => void;
}) {
  const locale = useLocale();
  const intl = useIntl();
  const [addTasks, { loading, data, error }] = useAddBillCheckTasks();
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  return (
    <>
      <h3>
        <FormattedMessage id="billCheck.steps.title" defaultMessage="What to do next" />
      </h3>
      <ol className="bill-check-steps">
        {check.nextSteps.map((s) => (
          <li key={s.key}>
            <strong>{s.title}</strong>
            {s.dueDate ? SPACE : null}
            {s.dueDate ? <StepDue date={letterDate(s.dueDate, locale)} passed={!!s.passedText} /> : null}
            <p>{s.text}</p>
            {s.passedText ? (
              <p className="alert alert-warning" data-testid="bill-check-step-passed">
                {s.passedText}
              </p>
            ) : null}
            <BillCheckFindings findings={s.findings} kept={kept} onKeep={onKeep} />
            {s.checklist.length ? (
              <ul className="checklist">
                {s.checklist.map((c) => (
                  <li key={c}>
                    <label>
                      <input
                        type="checkbox"
                        checked={!!ticked[c]}
                        onChange={(e) => setTicked({ ...ticked, [c]: e.target.checked })}
                      />
                      {SPACE}
                      {c}
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="help">{s.source}</p>
            {s.key === 'FINANCIAL_ASSISTANCE' && billId ? (
              <p>
                <Link to={`/dashboard/assistance/${billId}`}>
                  <FormattedMessage
                    id="billCheck.steps.assistanceLink"
                    defaultMessage="See what applies to your household and write the application"
                  />
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <p>
        <button
          type="button"
          className="button"
          disabled={loading || !!data}
          onClick={() =>
            void addTasks({ billId: billId ?? null, eventId: eventId ?? null }).catch(() => undefined)
          }
        >
          <FormattedMessage id="billCheck.steps.addTasks" defaultMessage="Add to my to-do list" />
        </button>
        {SPACE}
        <span role="status">
          {data
            ? intl.formatMessage(
                {
                  id: 'billCheck.steps.added',
                  defaultMessage:
                    '{count, plural, one {# task added} other {# tasks added}} to your to-do list.',
                },
                { count: data.addBillCheckTasks.length },
              )
            : ''}
        </span>
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </>
  );
}
