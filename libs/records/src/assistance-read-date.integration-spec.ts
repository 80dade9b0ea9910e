/**
 * Issue 40, item 5: with no date entered for the first bill, the deadlines start from the statement date
 * read from the visit's uploaded bill (the real reader over a real upload), and the answer says the date
 * was read. A date the user enters wins; cleared, the read date is used again, not the day entered.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { pricingTestData } from '@fp/pricing';
import { FilesService, LocalFileStore } from '@fp/storage';
import { corpusBills, corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { applicationDeadline } from '@fp/domain';
import { AssistanceService, BillCheckService, RecordsService, TasksService } from './index';
import { FileReadingService } from './readings/file-readings.service';
import { assessBillFacts, newTestUser, testDbKind } from './testing';

const kind = testDbKind();
const log = pino({ level: 'silent' });
const { FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const NONPROFIT = FIXTURE_PROVIDERS.central.id;
jest.setTimeout(120_000);

describe(`financial assistance: the first bill's date read from an upload (${kind})`, () => {
  let db: TestDatabase;
  let tmp: string;
  let files: FilesService;
  let readings: FileReadingService;
  let records: RecordsService;
  let tasks: TasksService;
  let assistance: AssistanceService;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await insertFixtures(db.dataSource);
    await db.dataSource.query(
      `UPDATE provider SET ownership = 'Voluntary non-profit - Private', hospital_type = 'Acute Care Hospitals'
       WHERE id = $1`,
      [NONPROFIT],
    );
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-assist-read-'));
    files = new FilesService(db.dataSource, new LocalFileStore(tmp), {
      maxFileBytes: 50_000_000,
      quotaBytes: 500_000_000,
      log,
    });
    readings = new FileReadingService(db.dataSource, files, { log });
    records = new RecordsService(db.dataSource);
    tasks = new TasksService(db.dataSource);
    const billCheck = new BillCheckService(db.dataSource, tasks, undefined, undefined, readings);
    assistance = new AssistanceService(billCheck, tasks);
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** Uploads a corpus bill onto `attachTo` and reads it to the end. */
  async function uploadAndRead(owner: string, bill: ReturnType<typeof itemizedStatement>, attachTo: string) {
    const bytes = (await corpusFile(bill, 'text-pdf', 0)).bytes;
    const file = await files.upload(owner, Readable.from([Buffer.from(bytes)]), {
      name: `${bill.id}.pdf`,
      attachTo,
    });
    await readings.start(owner, file.id);
    while (await readings.runNext()) {
      /* read every queued file */
    }
    expect((await readings.get(owner, file.id))?.status).toBe('DONE');
  }

  it('uses the earliest read statement date, says it was read, and yields to a date the user enters', async () => {
    const owner = await newTestUser(db.dataSource, 'reader');
    const event = await records.saveEvent(owner, {
      name: 'ER visit',
      providerId: NONPROFIT,
      insurance: 'none',
    });
    const { bill } = await records.saveBill(owner, {
      eventId: event.id,
      totalCents: 2_000_000,
      selfCents: 2_000_000,
      codes: ['DRG 193'],
      status: 'NEW',
    });
    expect((await assistance.billFacts(owner, bill.id)).firstBillDateSource).toBe('RECORDED');

    // Two statements on the visit, printed 2025-03-14 and 2025-01-28: the first bill is the earlier one.
    await uploadAndRead(
      owner,
      corpusBills().find((b) => b.id === 'summary-mgh')!,
      event.id,
    );
    await uploadAndRead(owner, itemizedStatement(), bill.id);
    const facts = await assistance.billFacts(owner, bill.id);
    expect(facts).toMatchObject({ firstBillDate: '2025-01-28', firstBillDateSource: 'READ' });

    // The answer's deadline runs from the read date, and the tasks say where the date came from.
    const household = {
      householdSize: 1,
      annualIncomeCents: 2_000_000,
      state: 'TX',
      insurance: 'UNINSURED',
    } as const;
    const answer = assessBillFacts(facts, household, '2025-02-01');
    expect(answer.applyBy).toBe(applicationDeadline('2025-01-28'));
    const added = await assistance.addTasks(owner, bill.id);
    const send = added.find((t) => t.due === applicationDeadline('2025-01-28'));
    expect(send?.text).toContain('dated January 28, 2025, as read from your uploaded bill');

    // The user's date wins; cleared, the read date comes back (not the day the bill was entered).
    const entered = await assistance.setFirstBillDate(owner, bill.id, '2025-02-03');
    expect(entered).toMatchObject({ firstBillDate: '2025-02-03', firstBillDateSource: 'ENTERED' });
    const cleared = await assistance.setFirstBillDate(owner, bill.id, null);
    expect(cleared).toMatchObject({ firstBillDate: '2025-01-28', firstBillDateSource: 'READ' });

    // Another user's visit never sees these files' dates.
    const other = await newTestUser(db.dataSource, 'other');
    const theirs = await records.saveEvent(other, {
      name: 'Visit',
      providerId: NONPROFIT,
      insurance: 'none',
    });
    const { bill: theirBill } = await records.saveBill(other, {
      eventId: theirs.id,
      totalCents: 100_000,
      selfCents: 100_000,
      codes: ['DRG 193'],
      status: 'NEW',
    });
    expect((await assistance.billFacts(other, theirBill.id)).firstBillDateSource).toBe('RECORDED');
  });
});
