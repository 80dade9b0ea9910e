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
import { compareTasks, isOverdue, localToday, TASK_MESSAGES, taskText } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { TodoTasksQuery } from '../../__generated__/graphql';
import { usePageMeta } from '../../lib/meta';
import { Link } from '../../router/Link';
import { Spinner } from '../../components/Spinner';
import { useAddTask, useRemoveTask, useUpdateTask } from './mutations';
import { day } from './shared';
import { DashboardPage, SignedIn } from './shared';

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
  usePageMeta('To-do', 'Your to-do list.');
  return (
    <SignedIn>
      <DashboardPage title="To-do" id="todo-title">
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

/** Adding, toggling, editing and removing tasks, with what is announced and where focus goes after. */
function useTodoActions(tasks: Task[], refetch: () => unknown) {
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
    setProblem(e instanceof Error && e.message ? e.message : 'That did not work. Please try again.');

  const form = useFormik({
    initialValues: { text: '', due: '' },
    validateOnBlur: false,
    validateOnChange: false,
    validate: (v) => {
      const r = taskText(v.text);
      return 'error' in r ? { text: r.error } : {};
    },
    onSubmit: async (v, helpers) => {
      setProblem(null);
      try {
        const r = taskText(v.text);
        if ('error' in r) return;
        await addTask({ text: r.text, dueDate: v.due || null });
        helpers.resetForm();
        setAnnounce(`Added: ${r.text}`);
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
      setAnnounce(`${text}: ${done ? 'done' : 'open'}`);
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
      setAnnounce(`Saved: ${input.text}`);
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
      setAnnounce(`Removed: ${task.text}`);
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
        <label htmlFor={`${uid}-text`}>New task</label>
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
          Due date <span className="muted">(optional)</span>
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
        Add
      </button>
    </form>
  );
}

function TodoList() {
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
          We could not load your to-do list. Please try again.
        </p>
      ) : !data ? (
        loading ? (
          <Spinner label="Loading your to-do list" />
        ) : null
      ) : tasks.length === 0 ? (
        <p className="empty-state card" data-testid="todo-empty">
          {TASK_MESSAGES.empty}
        </p>
      ) : (
        <ul className="todo-list" aria-label="Tasks" ref={a.list}>
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

type Task = TodoTasksQuery['tasks'][number];

/** One task: its checkbox, then its text, due day and links, or the inline editor while editing. */
function TaskRow({
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
            <label htmlFor={boxId} className="todo-text">
              {t.text}
            </label>
            {t.dueDate || t.eventId || t.billId ? (
              <p className="todo-meta">
                {overdue ? <strong className="todo-overdue">Overdue</strong> : null}
                {t.dueDate ? <span>Due {day(t.dueDate)}</span> : null}
                {t.eventId ? (
                  <Link to={`/dashboard/event/${t.eventId}`}>{t.eventName ?? 'The visit'}</Link>
                ) : null}
                {t.billId ? <Link to={`/dashboard/bill/${t.billId}`}>The bill</Link> : null}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="link-button todo-edit"
            aria-label={`Edit ${t.text}`}
            onClick={onEdit}
          >
            Edit
          </button>
          <button
            type="button"
            className="link-button todo-remove"
            aria-label={`Remove ${t.text}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </>
      )}
    </li>
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
          setError(r.error);
          return;
        }
        void onSave({ text: r.text, dueDate: day || null });
      }}
    >
      <div className="form-field">
        <label htmlFor={`${uid}-text`}>Task text</label>
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
        <label htmlFor={`${uid}-due`}>Due date</label>
        <input id={`${uid}-due`} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </div>
      <div className="todo-edit-actions">
        <button type="submit" className="button">
          Save
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
