/**
 * The to-do list through HTTP: GraphQL per-task mutations and the older REST paths answer from the same
 * service; a stale save_tasks from one tab does not drop a task another tab added; another account's
 * task answers NOT_FOUND; signed out answers 401. The refer screen's count follows sign-ups.
 */
import { createTestApp, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';

const TASKS = `{ tasks { id text done dueDate overdue eventId updatedAt } }`;
const ADD = `mutation Add($input: NewTaskInput!) { addTask(input: $input) { id text done dueDate } }`;
const UPDATE = `mutation Update($id: ID!, $input: TaskPatchInput!) { updateTask(id: $id, input: $input) { id text done } }`;
const REMOVE = `mutation Remove($id: ID!) { removeTask(id: $id) }`;
const SAVE = `mutation Save($tasks: [TaskInput!]!, $readAt: DateTime) { saveTasks(tasks: $tasks, readAt: $readAt) { id text done } }`;
const REFERRAL = `{ referral { reference link signups } }`;

type Gql = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe(`to-do list API (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<{ agent: TestAgent; userId: string; reference: string }> {
    const agent = await t.agent();
    const code = `t${Math.random().toString(36).slice(2, 12)}`;
    const [u] = await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ($1, $2) RETURNING id, reference`,
      [`${code}@example.com`, code],
    );
    await t.db.dataSource.query(
      `UPDATE session SET data = data || jsonb_build_object('userId', $1::text), user_id = $1::uuid WHERE data->>'csrf' = $2`,
      [u.id, agent.csrf],
    );
    return { agent, userId: u.id as string, reference: u.reference as string };
  }

  it('GraphQL: adds, toggles, sorts and removes; blank text refused; others’ tasks not found', async () => {
    const { agent } = await signedIn();
    const blank = await agent.gql(ADD, { input: { text: '  ' } });
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    const a = await agent.gql<{ addTask: { id: string } }>(ADD, { input: { text: 'Call insurer' } });
    const b = await agent.gql<{ addTask: { id: string } }>(ADD, {
      input: { text: 'Pay bill', dueDate: '2020-01-01' },
    });
    expect(a.errors).toBeUndefined();
    const list = await agent.gql<{ tasks: { text: string; overdue: boolean }[] }>(TASKS);
    expect(list.data!.tasks.map((x) => [x.text, x.overdue])).toEqual([
      ['Pay bill', true],
      ['Call insurer', false],
    ]);
    await agent.gql(UPDATE, { id: b.data!.addTask.id, input: { done: true } });
    const after = await agent.gql<{ tasks: { text: string; done: boolean }[] }>(TASKS);
    expect(after.data!.tasks.map((x) => x.text)).toEqual(['Call insurer', 'Pay bill']);

    const other = await signedIn();
    expect(codeOf(await other.agent.gql(UPDATE, { id: a.data!.addTask.id, input: { done: true } }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await other.agent.gql(REMOVE, { id: a.data!.addTask.id }))).toBe('NOT_FOUND');
    const removed = await agent.gql<{ removeTask: string }>(REMOVE, { id: a.data!.addTask.id });
    expect(removed.data!.removeTask).toBe(a.data!.addTask.id);
    const left = await agent.gql<{ tasks: unknown[] }>(TASKS);
    expect(left.data!.tasks).toHaveLength(1);
  });

  it('REST: a stale save_tasks from one tab keeps the task another tab added', async () => {
    const { agent } = await signedIn();
    await agent.post('/api/user/save_tasks', { todos: [{ text: 'First' }, { text: 'Second' }] }).expect(200);
    const tab1 = await agent.get('/api/user/tasks').expect(200);
    expect(tab1.body.hits.map((h: { text: string; done: number }) => [h.text, h.done])).toEqual([
      ['First', 0],
      ['Second', 0],
    ]);
    // Tab 2 adds a task through GraphQL.
    await agent.gql(ADD, { input: { text: 'From tab 2' } });
    // Tab 1 saves its old list with 'Second' removed and 'First' done.
    const first = tab1.body.hits[0];
    const saved = await agent
      .post('/api/user/save_tasks', { todos: [{ ...first, done: 1 }], read_at: tab1.body.read_at })
      .expect(200);
    expect(saved.body.hits.map((h: { text: string; done: number }) => [h.text, h.done])).toEqual([
      ['From tab 2', 0],
      ['First', 1],
    ]);
    // The GraphQL whole-list save merges the same way.
    const g = await agent.gql<{ saveTasks: { text: string }[] }>(SAVE, {
      tasks: [{ text: 'Third', done: false }],
      readAt: null,
    });
    expect(g.data!.saveTasks.map((x) => x.text)).toEqual(['From tab 2', 'Third', 'First']);
    const blank = await agent.post('/api/user/save_tasks', { todos: [{ text: ' ' }] });
    expect(blank.status).toBe(400);
  });

  it('needs a signed-in session', async () => {
    const agent = await t.agent();
    await agent.get('/api/user/tasks').expect(401);
    await agent.post('/api/user/save_tasks', { todos: [] }).expect(401);
    expect(codeOf(await agent.gql(TASKS))).toBe('UNAUTHENTICATED');
  });

  it('counts the sign-ups through the user’s referral link', async () => {
    const { agent, userId, reference } = await signedIn();
    const before = await agent.gql<{ referral: { link: string; signups: number } }>(REFERRAL);
    expect(before.data!.referral.link).toMatch(new RegExp(`/\\?reference=${reference}$`));
    expect(before.data!.referral.signups).toBe(0);
    await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference, referred_by) VALUES ($1, $2, $3), ($4, $5, $3)`,
      [`a${reference}@example.com`, `a${reference}`, userId, `b${reference}@example.com`, `b${reference}`],
    );
    const after = await agent.gql<{ referral: { signups: number } }>(REFERRAL);
    expect(after.data!.referral.signups).toBe(2);
  });
});
