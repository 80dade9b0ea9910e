/**
 * /dashboard/todo: the user's to-do list (spec part 2 §4). Add (non-blank text, optional due day; the
 * input clears and keeps focus), toggle done with a checkbox, remove one at a time. After every change the
 * list is read again from the server, so another tab's changes show up, and sorted with the shared rule
 * (open first, then due day, then creation). Open tasks past their due day say "Overdue". Edit changes a
 * task's text and due day in place (Enter saves, Escape cancels). Every change is
 * a per-task mutation, so two open tabs never overwrite each other's tasks.
 */
import { useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { compareTasks, isOverdue, localToday, TASK_MESSAGES, taskText } from '@fp/domain';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { useAddTask, useRemoveTask, useUpdateTask } from './mutations';
import { DashboardPage, SignedIn } from './shared';
import { TaskRow, type Task } from './TodoTask';
import { taskMessage } from './todo-text';

const TasksQuery = graphql(`
  query TodoTasks {
    tasks {
      id
      text
      done
      dueDate
      eventId
      eventName
      billId
      createdAt
    }
  }
`);

export default function TodoScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'todo.title', defaultMessage: 'To-do' });
  usePageMeta(title, intl.formatMessage({ id: 'todo.description', defaultMessage: 'Your to-do list.' }));
  return (
    <SignedIn>
      <DashboardPage title={title} id="todo-title">
        <TodoList />
      </DashboardPage>
    </SignedIn>
  );
}

/** Where focus goes after the list changes: a task's checkbox, or the new-task input. */
type FocusTarget = { task: string } | 'input' | null;

/** The user's tasks, sorted with the shared rule. */
function useSortedTasks() {
  const { data, loading, error, refetch } = useQuery(TasksQuery, { fetchPolicy: 'cache-and-network' });
  const tasks = useMemo(
    () =>
      [...(data?.tasks ?? [])].sort((a, b) =>
        compareTasks({ ...a, due: a.dueDate ?? null }, { ...b, due: b.dueDate ?? null }),
      ),
    [data?.tasks],
  );
  return { data, loading, error, refetch, tasks };
}

/** What is announced after a change. */
type Said = { task: string };
const ANNOUNCE = defineMessages<{ added: Said; saved: Said; removed: Said; done: Said; open: Said }>({
  done: { id: 'todo.announce.done', defaultMessage: '{task}: done' },
  open: { id: 'todo.announce.open', defaultMessage: '{task}: open' },
  added: { id: 'todo.announce.added', defaultMessage: 'Added: {task}' },
  saved: { id: 'todo.announce.saved', defaultMessage: 'Saved: {task}' },
  removed: { id: 'todo.announce.removed', defaultMessage: 'Removed: {task}' },
});

/** Adding, toggling, editing and removing tasks, with what is announced and where focus goes after. */
function useTodoActions(tasks: Task[], refetch: () => unknown) {
  const intl = useIntl();
  const [addTask] = useAddTask();
  const [updateTask] = useUpdateTask();
  const [removeTask] = useRemoveTask();
  const [problem, setProblem] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focus, setFocus] = useState<FocusTarget>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // Reordering moves the row of a toggled task: put focus back where the user was.
  useEffect(() => {
    if (!focus) return;
    if (focus === 'input') input.current?.focus();
    else list.current?.querySelector<HTMLInputElement>(`[data-task-id="${focus.task}"]`)?.focus();
    setFocus(null);
  }, [focus, tasks]);

  const fail = (e: unknown) =>
    setProblem(
      e instanceof Error && e.message
        ? taskMessage(intl, e.message)
        : intl.formatMessage({ id: 'todo.failed', defaultMessage: 'That did not work. Please try again.' }),
    );
  // What a screen reader hears after a change; the task's text is the user's own.
  const say = (m: keyof typeof ANNOUNCE, task: string) =>
    setAnnounce(intl.formatMessage(ANNOUNCE[m], { task }));

  const form = useFormik({
    initialValues: { text: '', due: '' },
    validateOnBlur: false,
    validateOnChange: false,
    validate: (v) => {
      const r = taskText(v.text);
      return 'error' in r ? { text: taskMessage(intl, r.error) } : {};
    },
    onSubmit: async (v, helpers) => {
      setProblem(null);
      try {
        const r = taskText(v.text);
        if ('error' in r) return;
        await addTask({ text: r.text, dueDate: v.due || null });
        helpers.resetForm();
        say('added', r.text);
        setFocus('input');
      } catch (e) {
        fail(e);
      }
    },
  });

  const toggle = async (id: string, text: string, done: boolean) => {
    setProblem(null);
    try {
      await updateTask(id, { done });
      say(done ? 'done' : 'open', text);
      setFocus({ task: id });
    } catch (e) {
      fail(e);
    }
  };

  const save = async (id: string, input: { text: string; dueDate: string | null }) => {
    setProblem(null);
    try {
      await updateTask(id, input);
      setEditing(null);
      say('saved', input.text);
      setFocus({ task: id });
    } catch (e) {
      fail(e);
    }
  };

  const remove = async (index: number) => {
    const task = tasks[index];
    const next = tasks[index + 1] ?? tasks[index - 1];
    setProblem(null);
    try {
      await removeTask(task.id);
      say('removed', task.text);
      setFocus(next ? { task: next.id } : 'input');
    } catch (e) {
      fail(e);
      void refetch();
    }
  };

  const cancel = (id: string) => {
    setEditing(null);
    setFocus({ task: id });
  };
  return { form, input, list, problem, announce, editing, setEditing, toggle, save, remove, cancel };
}

type AddForm = ReturnType<typeof useTodoActions>['form'];

/** The new task's text and optional due day. */
function AddTaskForm({
  form,
  input,
  uid,
}: {
  form: AddForm;
  input: RefObject<HTMLInputElement | null>;
  uid: string;
}) {
  const textError = form.errors.text;
  return (
    <form className="todo-add card" onSubmit={form.handleSubmit} noValidate>
      <div className="form-field todo-add-text">
        <label htmlFor={`${uid}-text`}>
          <FormattedMessage id="todo.add.text" defaultMessage="New task" />
        </label>
        <input
          ref={input}
          id={`${uid}-text`}
          name="text"
          autoComplete="off"
          maxLength={600}
          value={form.values.text}
          onChange={(e) => {
            form.handleChange(e);
            if (textError) form.setFieldError('text', undefined);
          }}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${uid}-text-error` : undefined}
        />
        {textError ? (
          <p className="field-error" id={`${uid}-text-error`} role="alert">
            {textError}
          </p>
        ) : null}
      </div>
      <div className="form-field todo-add-due">
        <label htmlFor={`${uid}-due`}>
          <FormattedMessage
            id="todo.add.due"
            defaultMessage="Due date <muted>(optional)</muted>"
            values={{ muted: (c) => <span className="muted">{c}</span> }}
          />
        </label>
        <input
          id={`${uid}-due`}
          name="due"
          type="date"
          value={form.values.due}
          onChange={form.handleChange}
        />
      </div>
      <button type="submit" className="button" disabled={form.isSubmitting}>
        <FormattedMessage id="todo.add.submit" defaultMessage="Add" />
      </button>
    </form>
  );
}

function TodoList() {
  const intl = useIntl();
  const { data, loading, error, refetch, tasks } = useSortedTasks();
  const a = useTodoActions(tasks, refetch);
  const uid = useId();
  const today = localToday();
  return (
    <>
      <AddTaskForm form={a.form} input={a.input} uid={uid} />
      {a.problem ? (
        <p className="alert alert-error" role="alert">
          {a.problem}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {a.announce}
      </p>
      {error && !data ? (
        <p className="alert alert-error" role="alert">
          <FormattedMessage
            id="todo.loadFailed"
            defaultMessage="We could not load your to-do list. Please try again."
          />
        </p>
      ) : !data ? (
        loading ? (
          <Spinner
            label={intl.formatMessage({ id: 'todo.loading', defaultMessage: 'Loading your to-do list' })}
          />
        ) : null
      ) : tasks.length === 0 ? (
        <p className="empty-state card" data-testid="todo-empty">
          {taskMessage(intl, TASK_MESSAGES.empty)}
        </p>
      ) : (
        <ul
          className="todo-list"
          aria-label={intl.formatMessage({ id: 'todo.list', defaultMessage: 'Tasks' })}
          ref={a.list}
        >
          {tasks.map((t, i) => (
            <TaskRow
              key={t.id}
              task={t}
              boxId={`${uid}-task-${t.id}`}
              overdue={isOverdue({ done: t.done, due: t.dueDate ?? null }, today)}
              editing={a.editing === t.id}
              onToggle={(done) => void a.toggle(t.id, t.text, done)}
              onEdit={() => a.setEditing(t.id)}
              onRemove={() => void a.remove(i)}
              onSave={(input) => a.save(t.id, input)}
              onCancel={() => a.cancel(t.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
