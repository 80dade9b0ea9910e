/**
 * The record rules of libs/domain (issue 25) as the service applies them on a real database (PGlite and
 * PostgreSQL): what cannot be true is refused with the field's message and nothing is written; what is
 * only unusual (a past due date on a new bill) is saved.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { DomainError, RECORD_MESSAGES } from '@fp/domain';
import { RecordsService } from './index';
import { newTestUser, testDbKind } from './testing';

const kind = testDbKind();

/** The refusal's field messages, or a failure when the call succeeded. */
async function refusal(call: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await call;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'BAD_USER_INPUT') return err.fields ?? {};
    throw err;
  }
  throw new Error('the call was not refused');
}

describe(`record rules in the service (${kind})`, () => {
  let db: TestDatabase;
  let records: RecordsService;
  let alice: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    records = new RecordsService(db.dataSource);
    alice = await newTestUser(db.dataSource, 'alice');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('refuses future and impossible visit dates, and a share above the total in lines given apart', async () => {
    expect(await refusal(records.saveEvent(alice, { name: 'Later', admitted: '2099-01-02' }))).toEqual({
      admitted: RECORD_MESSAGES.admittedFuture,
    });
    expect(await refusal(records.saveEvent(alice, { name: 'Feb', admitted: '2026-02-30' }))).toEqual({
      admitted: 'There is no 02/30/2026: February 2026 has 28 days. Check the day.',
    });
    // The older site's visit call hands its bill lines apart from the event input.
    expect(
      await refusal(
        records.saveEvent(
          alice,
          { name: 'Visit' },
          { lines: [{ billType: 'Visit', totalCents: 10000, selfCents: 500000, payInsCents: null }] },
        ),
      ),
    ).toEqual({ 'lines[0].selfCents': RECORD_MESSAGES.selfAboveTotal });
    expect((await records.listEvents(alice)).count).toBe(0);
  });

  it('refuses a negative or oversized bill, saves one with a past due date', async () => {
    const event = await records.saveEvent(alice, { name: 'Clinic' });
    expect(
      await refusal(records.saveBill(alice, { eventId: event.id, totalCents: -500, selfCents: 0 })),
    ).toEqual({ totalCents: RECORD_MESSAGES.negative });
    expect(
      await refusal(records.saveBill(alice, { eventId: event.id, totalCents: 1_000_000_001, selfCents: 0 })),
    ).toEqual({ totalCents: RECORD_MESSAGES.tooMuch });
    const { bill } = await records.saveBill(alice, {
      eventId: event.id,
      totalCents: 10000,
      selfCents: 4000,
      due: '2020-01-15',
    });
    expect(bill).toMatchObject({ due: '2020-01-15', totalCents: 10000, selfCents: 4000 });
  });
});
