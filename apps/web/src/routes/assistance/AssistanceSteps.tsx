/**
 * The financial assistance screen's two actions on the bill (issue 31): the date printed on the first bill
 * (issue 40), kept on the visit, and the application's tasks added to the to-do list. In the page's
 * language (issue 45).
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { localToday, useDay } from './assistance-dates';
import { AddAssistanceTasks, BillAssistance, SetFirstBillDate, type Facts } from './assistance-queries';

/**
 * The date printed on the first bill after discharge (issue 40): it starts the 240-day period. Filled with
 * what the API knows (the user's date, a read bill's statement date, or the day the bill was entered, said
 * as such); the user sets it here and it is kept on the visit.
 */
export function FirstBillDate({ facts }: { facts: Facts }) {
  const [value, setValue] = useState(facts.firstBillDate);
  const shownDay = useDay();
  // The facts are not normalized in the cache (no id): the query is read again after a save.
  const [save, { loading, error, data }] = useMutation(SetFirstBillDate, {
    refetchQueries: [{ query: BillAssistance, variables: { billId: facts.billId } }],
    awaitRefetchQueries: true,
  });
  useEffect(() => setValue(facts.firstBillDate), [facts.firstBillDate]);
  const note =
    facts.firstBillDateSource === 'ENTERED' ? (
      <FormattedMessage id="assistance.firstBill.entered" defaultMessage="as you gave it" />
    ) : facts.firstBillDateSource === 'READ' ? (
      <FormattedMessage
        id="assistance.firstBill.read"
        defaultMessage="read from the statement date of your uploaded bill: check it"
      />
    ) : (
      <FormattedMessage
        id="assistance.firstBill.recorded"
        defaultMessage="the day the first bill was entered here, not the date printed on it: please correct it"
      />
    );
  return (
    <form
      className="assistance-first-bill"
      data-testid="assistance-first-bill"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ variables: { billId: facts.billId, date: value || null } }).catch(() => undefined);
      }}
    >
      <label htmlFor="first-bill-date">
        <FormattedMessage
          id="assistance.firstBill.label"
          defaultMessage="Date printed on the first bill after you left the hospital"
        />
      </label>
      <p className="help" id="first-bill-date-help">
        <FormattedMessage
          id="assistance.firstBill.help"
          defaultMessage="It starts the time you have to apply. Now {date}: {note}."
          values={{ date: shownDay(facts.firstBillDate), note }}
        />
      </p>
      <input
        id="first-bill-date"
        type="date"
        value={value}
        max={localToday()}
        aria-describedby="first-bill-date-help"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button" disabled={loading}>
        <FormattedMessage id="assistance.firstBill.save" defaultMessage="Save the date" />
      </button>
      <span role="status">
        {data && !loading ? <FormattedMessage id="assistance.firstBill.saved" defaultMessage="Saved." /> : ''}
      </span>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </form>
  );
}

export function AssistanceTasks({ billId }: { billId: string }) {
  // The to-do list reads the network when opened (cache-and-network): nothing to refetch here.
  const [add, { data, loading, error }] = useMutation(AddAssistanceTasks);
  const tasks = data?.addAssistanceTasks;
  return (
    <section aria-labelledby="assistance-tasks">
      <h2 id="assistance-tasks">
        <FormattedMessage id="assistance.tasks.heading" defaultMessage="Your to-do list" />
      </h2>
      <p>
        <FormattedMessage
          id="assistance.tasks.intro"
          defaultMessage="Two tasks: ask the hospital for its policy and application form, and send the application by the deadline."
        />
      </p>
      <p>
        <button
          type="button"
          className="button"
          disabled={loading || !!tasks}
          onClick={() => void add({ variables: { billId } }).catch(() => undefined)}
        >
          <FormattedMessage id="assistance.tasks.add" defaultMessage="Add to my to-do list" />
        </button>
        <span role="status">
          {tasks ? (
            <FormattedMessage
              id="assistance.tasks.added"
              defaultMessage="{count, plural, one {# task} other {# tasks}} in your <link>to-do list</link>."
              values={{
                count: tasks.length,
                link: (chunks) => <Link to="/dashboard/todo">{chunks}</Link>,
              }}
            />
          ) : (
            ''
          )}
        </span>
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </section>
  );
}
