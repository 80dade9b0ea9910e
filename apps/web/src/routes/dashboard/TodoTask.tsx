/**
 * One task of the to-do list (TodoScreen.tsx): its checkbox, text, due day and links, or the inline editor
 * (Enter saves, Escape cancels). The task's text is the user's own words: shown as written (translate="no").
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { taskText } from '@fp/domain';
import type { TodoTasksQuery } from '../../__generated__/graphql';
import { Link } from '../../router/Link';
import { useDay } from './shared';
import { taskMessage } from './todo-text';

export type Task = TodoTasksQuery['tasks'][number];

export function TaskRow({
  task: t,
  boxId,
  overdue,
  editing,
  onToggle,
  onEdit,
  onRemove,
  onSave,
  onCancel,
}: {
  task: Task;
  boxId: string;
  overdue: boolean;
  editing: boolean;
  onToggle: (done: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
  onSave: (input: { text: string; dueDate: string | null }) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <li className={`todo-item card${t.done ? ' is-done' : ''}${overdue ? ' is-overdue' : ''}`}>
      <input
        type="checkbox"
        id={boxId}
        data-task-id={t.id}
        checked={t.done}
        aria-label={editing ? t.text : undefined}
        onChange={(e) => onToggle(e.target.checked)}
      />
      {editing ? (
        <TaskEditor text={t.text} due={t.dueDate ?? ''} onSave={onSave} onCancel={onCancel} />
      ) : (
        <>
          <div className="todo-body">
            <label htmlFor={boxId} className="todo-text" translate="no">
              {t.text}
            </label>
            {t.dueDate || t.eventId || t.billId ? <TaskMeta task={t} overdue={overdue} /> : null}
          </div>
          <button
            type="button"
            className="link-button todo-edit"
            aria-label={intl.formatMessage(
              { id: 'todo.task.editLabel', defaultMessage: 'Edit {task}' },
              { task: t.text },
            )}
            onClick={onEdit}
          >
            <FormattedMessage id="todo.task.edit" defaultMessage="Edit" />
          </button>
          <button
            type="button"
            className="link-button todo-remove"
            aria-label={intl.formatMessage(
              { id: 'todo.task.removeLabel', defaultMessage: 'Remove {task}' },
              { task: t.text },
            )}
            onClick={onRemove}
          >
            <FormattedMessage id="todo.task.remove" defaultMessage="Remove" />
          </button>
        </>
      )}
    </li>
  );
}

/** Under a task: "Overdue", its due day, and links to its visit and bill. */
function TaskMeta({ task: t, overdue }: { task: Task; overdue: boolean }) {
  const day = useDay();
  return (
    <p className="todo-meta">
      {overdue ? (
        <strong className="todo-overdue">
          <FormattedMessage id="todo.task.overdue" defaultMessage="Overdue" />
        </strong>
      ) : null}
      {t.dueDate ? (
        <span>
          <FormattedMessage id="todo.task.due" defaultMessage="Due {day}" values={{ day: day(t.dueDate) }} />
        </span>
      ) : null}
      {t.eventId ? (
        <Link to={`/dashboard/event/${t.eventId}`}>
          {t.eventName ? (
            <span translate="no">{t.eventName}</span>
          ) : (
            <FormattedMessage id="todo.task.visit" defaultMessage="The visit" />
          )}
        </Link>
      ) : null}
      {t.billId ? (
        <Link to={`/dashboard/bill/${t.billId}`}>
          <FormattedMessage id="todo.task.bill" defaultMessage="The bill" />
        </Link>
      ) : null}
    </p>
  );
}

/** Inline change of a task's text and due day: Enter saves, Escape cancels. */
function TaskEditor({
  text,
  due,
  onSave,
  onCancel,
}: {
  text: string;
  due: string;
  onSave: (input: { text: string; dueDate: string | null }) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const uid = useId();
  const [value, setValue] = useState(text);
  const [day, setDay] = useState(due);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="todo-edit-form"
      noValidate
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
      onSubmit={(e) => {
        e.preventDefault();
        const r = taskText(value);
        if ('error' in r) {
          setError(taskMessage(intl, r.error));
          return;
        }
        void onSave({ text: r.text, dueDate: day || null });
      }}
    >
      <div className="form-field">
        <label htmlFor={`${uid}-text`}>
          <FormattedMessage id="todo.edit.text" defaultMessage="Task text" />
        </label>
        <input
          id={`${uid}-text`}
          autoFocus
          value={value}
          maxLength={600}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${uid}-error` : undefined}
        />
        {error ? (
          <p className="field-error" id={`${uid}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-field">
        <label htmlFor={`${uid}-due`}>
          <FormattedMessage id="todo.edit.due" defaultMessage="Due date" />
        </label>
        <input id={`${uid}-due`} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </div>
      <div className="todo-edit-actions">
        <button type="submit" className="button">
          <FormattedMessage id="todo.edit.save" defaultMessage="Save" />
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          <FormattedMessage id="todo.edit.cancel" defaultMessage="Cancel" />
        </button>
      </div>
    </form>
  );
}
