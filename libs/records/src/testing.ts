/**
 * Shared setup of the records library's integration tests (records, tasks, bill check): the database
 * kind the run is for, a user made directly in app_user, and a domain error's code as a value.
 */
import type { DataSource } from 'typeorm';
import type { TestDbKind } from '@fp/db/testing';
import { isDomainError } from '@fp/domain';

/** The database this run of tools/run-integration.mjs is for (TEST_DB). */
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** A user with a unique e-mail address and reference; returns the id. */
export async function newTestUser(ds: DataSource, name: string): Promise<string> {
  const suffix = Math.random().toString(36).slice(2);
  const [u]: { id: string }[] = await ds.query(
    `INSERT INTO app_user (email, reference) VALUES ($1, $2) RETURNING id`,
    [`${name}-${suffix}@example.com`, `${name}${suffix.slice(0, 6)}`],
  );
  return u.id;
}

/** 'OK' when the promise resolves, the domain error's code (NOT_FOUND, BAD_USER_INPUT, ...) when it fails. */
export async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    if (isDomainError(e)) return e.code;
    throw e;
  }
}
