/**
 * Shared setup of the records library's integration tests (records, tasks, bill check): the database
 * kind the run is for, a user made directly in app_user, and a domain error's code as a value.
 */
import type { DataSource } from 'typeorm';
import type { TestDbKind } from '@fp/db/testing';
import { assessAssistance, isDomainError, type AssistanceAnswer, type HouseholdFacts } from '@fp/domain';
import type { BillAssistanceFactsView } from './assistance.service';

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

/** What the assistance screen does in the browser with the API's facts of a bill, for `household`. */
export function assessBillFacts(
  f: BillAssistanceFactsView,
  household: HouseholdFacts,
  today: string = f.billDate,
): AssistanceAnswer {
  return assessAssistance({
    household,
    hospital: {
      ccn: f.hospital?.id ?? null,
      name: f.hospital?.name ?? '',
      state: f.hospital?.state ?? '',
      ownership: f.hospital?.ownershipKind ?? null,
      criticalAccess: f.hospital?.criticalAccess ?? false,
    },
    bill: { firstBillDate: f.firstBillDate, serviceDate: f.admitted, billedCents: f.billedCents },
    agb: f.agbCents !== null ? { cents: f.agbCents, text: f.agbText ?? '' } : null,
    today,
  });
}
