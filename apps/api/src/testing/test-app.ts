/**
 * Builds the API on a fresh test database (kind from TEST_DB: pglite or postgres) for integration tests,
 * with a supertest agent that keeps cookies and sends the forgery-protection token.
 */
import 'reflect-metadata';
import request from 'supertest';
import pino from 'pino';
import type { DbConfig } from '@fp/db';
import { openTestDatabase } from '@fp/db/testing';
import { loadConfig, type AppConfig } from '../config';
import { buildApp, type BuiltApp } from '../app';
import { prepareData } from '../startup';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestAgent {
  raw: ReturnType<typeof request.agent>;
  csrf: string;
  get(path: string): request.Test;
  post(path: string, body?: object): request.Test;
  gql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
}

export interface TestApp extends BuiltApp {
  config: AppConfig;
  db: Awaited<ReturnType<typeof openTestDatabase>>;
  /** A browser-like client: keeps the session cookie and adds the CSRF token to POSTs. */
  agent(): Promise<TestAgent>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { prepare?: boolean; pglite?: Pick<DbConfig, 'pgliteLockTimeoutMs'> } = {},
): Promise<TestApp> {
  const db = await openTestDatabase(testDbKind(), opts.pglite);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    // Every test client is 127.0.0.1: suites that send hundreds of requests would meet the per-client
    // API limit. Its own tests turn it on.
    API_RATE_LIMIT: '0',
    ...env,
  });
  const log = pino({ level: 'silent' });
  if (opts.prepare) await prepareData(db.dataSource, config, log);
  const built = await buildApp({ config, db: db.dataSource, log });
  const app = built.app;
  return {
    ...built,
    config,
    db,
    async agent() {
      const raw = request.agent(app);
      const res = await raw.get('/api/csrf').expect(200);
      const csrf = res.body.csrfToken as string;
      return {
        raw,
        csrf,
        get: (path) => raw.get(path),
        post: (path, body) =>
          raw
            .post(path)
            .set('x-csrf-token', csrf)
            .send(body ?? {}),
        async gql(query, variables) {
          const r = await raw.post('/graphql').set('x-csrf-token', csrf).send({ query, variables });
          return r.body;
        },
      };
    },
    async close() {
      await built.apollo.stop();
      await db.drop();
    },
  };
}

/** A browser session signed in as a new user (made directly in app_user); returns the agent and the id. */
export async function signedInAgent(t: TestApp): Promise<{ agent: TestAgent; userId: string }> {
  const agent = await t.agent();
  const email = `u${Math.random().toString(36).slice(2)}@example.com`;
  const [u]: { id: string }[] = await t.db.dataSource.query(
    `INSERT INTO app_user (email, reference) VALUES ($1, $2) RETURNING id`,
    [email, email.slice(0, 12)],
  );
  await t.db.dataSource.query(
    `UPDATE session SET data = data || jsonb_build_object('userId', $1::text), user_id = $1::uuid WHERE data->>'csrf' = $2`,
    [u.id, agent.csrf],
  );
  return { agent, userId: u.id };
}

/**
 * A plan with Platform Health Insurance, the payer of the CMS v3 example price file: $100 of the deductible
 * left, 20 % coinsurance, $30 copay, $5,000 of the out-of-pocket maximum left (money in cents).
 */
export const PLATFORM_PPO_PLAN = {
  payerKey: 'platform health insurance',
  planName: 'PPO',
  deductibleCents: 150_000,
  deductibleRemainingCents: 10_000,
  coinsurancePercent: 20,
  copayCents: 3_000,
  oopMaxCents: 600_000,
  oopRemainingCents: 500_000,
};

/** Saves PLATFORM_PPO_PLAN for the agent's user through GraphQL; answers the GraphQL response. */
export function savePlatformPpoPlan(agent: TestAgent) {
  return agent.gql(`mutation($input: InsuranceInput!) { saveInsurance(input: $input) { payerKey } }`, {
    input: PLATFORM_PPO_PLAN,
  });
}
