/**
 * The to-do list's rule messages (libs/domain tasks.ts TASK_MESSAGES, which the API also answers with) in the
 * page's language (issue 45): libs/domain depends on no i18n code, so the web knows each English sentence and
 * says it with react-intl; todo-text.spec.ts checks that the English here is the domain's, word for word.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import { TASK_LIMITS, TASK_MESSAGES } from '@fp/domain';

/** The shared task rules' messages (libs/domain TASK_MESSAGES) in the page's language. */
type Max = { max: number };
const TASK_TEXT = defineMessages<{ blank: Max; tooLong: Max; tooMany: Max; empty: Max }>({
  blank: { id: 'todo.rule.blank', defaultMessage: 'Please write what there is to do.' },
  tooLong: { id: 'todo.rule.tooLong', defaultMessage: 'Please keep a task under {max} characters.' },
  tooMany: {
    id: 'todo.rule.tooMany',
    defaultMessage: 'A to-do list holds at most {max} tasks. Remove done ones first.',
  },
  empty: { id: 'todo.rule.empty', defaultMessage: 'There are no items to do.' },
});

/**
 * A task rule's message (taskText's error, or the server's refusal when it is one of TASK_MESSAGES) in the
 * page's language; any other message as it came.
 */
export function taskMessage(intl: IntlShape, message: string): string {
  const key = (Object.keys(TASK_MESSAGES) as (keyof typeof TASK_MESSAGES)[]).find(
    (k) => TASK_MESSAGES[k] === message,
  );
  if (!key) return message;
  const max = key === 'tooMany' ? TASK_LIMITS.perOwner : TASK_LIMITS.textMax;
  return intl.formatMessage(TASK_TEXT[key], { max });
}
