/**
 * The tracker's writes inside a save's transaction: an event row and its line items, a bill row with its
 * status history, files moved onto them (through @fp/storage, file_item's one writer). The caller holds
 * the transaction and, for bills, the event's row lock.
 */
import { badInput, isUuid, RECORD_MESSAGES, type BillInputValue, type EventInputValue } from '@fp/domain';
import { fileItems } from '@fp/storage';
import { dbStatus, joinText, type VisitLine } from './event-input';
import type { OwnerData } from './owner-data';
import { noBill, noEvent } from './record-queries';
import { BILL_COLUMNS, BILL_FROM, EVENT_COLUMNS, LOCK_EVENT, RECALCULATE_EVENT, WRITTEN_BILL } from './sql';
import type { BillRecord, EventRecord } from './types';

/**
 * The provider name to store: the one given, else the directory's; BAD_USER_INPUT for an unknown CCN.
 * Read through `data` (inside an open transaction, its connection: PGlite has only one).
 */
export async function providerNameOf(data: OwnerData, input: EventInputValue): Promise<string | null> {
  if (!input.providerId) return input.providerName;
  // The directory is public: $1 (the owner) only satisfies OwnerData.
  const provider = await data.one<{ name: string }>(
    `SELECT name FROM provider WHERE id = $2 AND $1::uuid IS NOT NULL`,
    [input.providerId],
  );
  if (!provider)
    throw badInput('That provider is not in the directory.', { providerId: 'Unknown provider.' });
  return input.providerName ?? provider.name;
}

export async function writeEvent(
  tx: OwnerData,
  input: EventInputValue,
  providerName: string | null,
  lines: VisitLine[],
): Promise<EventRecord> {
  const values = [
    input.name,
    providerName,
    input.providerId,
    input.diagnosisName ?? joinText(input.diagnoses),
    input.procedureName ?? joinText(input.procedures),
    input.conditionName ?? joinText(input.conditions),
    JSON.stringify(input.diagnoses),
    JSON.stringify(input.procedures),
    JSON.stringify(input.conditions),
    input.admitted,
    input.departed,
    input.stars,
    input.body,
    input.insurance,
  ];
  let event: EventRecord | null;
  if (input.id) {
    event = await tx.one<EventRecord>(
      `UPDATE event e SET name = $3, provider_name = $4, provider_id = $5, diagnosis_name = $6,
         procedure_name = $7, condition_name = $8, diagnoses = $9::jsonb, procedures = $10::jsonb,
         conditions = $11::jsonb, admitted = $12::date, departed = $13::date, stars = $14, body = $15,
         insurance = $16, draft = false, updated_at = now()
       WHERE e.owner_id = $1 AND e.id = $2 RETURNING ${EVENT_COLUMNS}`,
      [input.id, ...values],
    );
    if (!event) throw noEvent();
  } else {
    event = (await tx.one<EventRecord>(
      `INSERT INTO event AS e (owner_id, name, provider_name, provider_id, diagnosis_name, procedure_name,
         condition_name, diagnoses, procedures, conditions, admitted, departed, stars, body, insurance)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::date, $12::date, $13, $14, $15)
       RETURNING ${EVENT_COLUMNS}`,
      values,
    ))!;
  }
  if (input.fileIds.length) await attachFiles(tx, input.fileIds, { eventId: event.id });
  if (!lines.length) return event;
  await tx.rows(LOCK_EVENT, [event.id]);
  for (const line of lines) await writeLine(tx, event.id, line);
  return (await tx.one<EventRecord>(RECALCULATE_EVENT, [event.id]))!;
}

/** One line item of a visit: a change to one of the event's bills (its other fields kept), or a new bill. */
async function writeLine(tx: OwnerData, eventId: string, line: VisitLine): Promise<void> {
  let written: { id: string };
  if (line.id) {
    // An existing bill: only the line's fields change; status, due date, codes and note stay.
    const current = await lockedBill(tx, line.id);
    if (current.eventId !== eventId) throw noBill();
    written = await writeBill(
      tx,
      {
        id: current.id,
        eventId,
        status: current.status.toUpperCase() as BillInputValue['status'],
        due: current.due,
        billType: line.billType === undefined ? current.billType : line.billType,
        codes: line.codes ?? current.codes,
        totalCents: line.totalCents ?? current.totalCents,
        selfCents: line.selfCents ?? current.selfCents,
        payInsCents: line.payInsCents === undefined ? current.payInsCents : line.payInsCents,
        note: current.note,
        fileIds: [],
      },
      current,
    );
  } else {
    if (line.totalCents === undefined || line.totalCents === null)
      throw badInput(RECORD_MESSAGES.total, { total: RECORD_MESSAGES.total });
    written = await writeBill(
      tx,
      {
        id: null,
        eventId,
        status: line.status ?? 'NEW',
        due: null,
        billType: line.billType ?? null,
        codes: line.codes ?? [],
        totalCents: line.totalCents,
        selfCents: line.selfCents ?? 0,
        payInsCents: line.payInsCents ?? null,
        note: null,
        fileIds: [],
      },
      null,
    );
  }
  if (line.fileIds?.length) await attachFiles(tx, line.fileIds, { eventId, billId: written.id });
}

export async function lockedBill(tx: OwnerData, id: string): Promise<BillRecord> {
  if (!isUuid(id)) throw noBill();
  const row = await tx.one<BillRecord>(
    `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.id = $2 FOR UPDATE OF b`,
    [id],
  );
  if (!row) throw noBill();
  return row;
}

/**
 * Inserts or updates the bill row and, when its status is new or changed, records the change: one
 * statement, so a save costs few round trips. The caller holds the event lock. The returned bill
 * lacks its event's name (the caller has the event).
 */
export async function writeBill(
  tx: OwnerData,
  input: BillInputValue,
  current: BillRecord | null,
): Promise<Omit<BillRecord, 'eventName'>> {
  const status = dbStatus(input.status);
  const values = [
    input.eventId,
    status,
    input.due,
    input.billType,
    input.codes,
    input.totalCents,
    input.selfCents,
    input.payInsCents,
    input.note,
  ];
  const history = `h AS (INSERT INTO bill_status_change (owner_id, bill_id, status)
    SELECT "ownerId", id, status FROM w WHERE $STATUS_CHANGED::boolean)`;
  const row = current
    ? await tx.one<Omit<BillRecord, 'eventName'>>(
        `WITH w AS (UPDATE bill SET event_id = $3, status = $4, due = $5::date, bill_type = $6, codes = $7::text[],
           total_cents = $8, self_cents = $9, pay_ins_cents = $10, note = $11, updated_at = now()
         WHERE owner_id = $1 AND id = $2 RETURNING ${WRITTEN_BILL}),
         ${history.replace('$STATUS_CHANGED', '$12')}
         SELECT * FROM w`,
        [current.id, ...values, current.status !== status],
      )
    : await tx.one<Omit<BillRecord, 'eventName'>>(
        `WITH w AS (INSERT INTO bill (owner_id, event_id, status, due, bill_type, codes, total_cents, self_cents,
           pay_ins_cents, note)
         VALUES ($1, $2, $3, $4::date, $5, $6::text[], $7, $8, $9, $10) RETURNING ${WRITTEN_BILL}),
         ${history.replace('$STATUS_CHANGED', 'true')}
         SELECT * FROM w`,
        values,
      );
  return row!;
}

/** Moves the owner's files onto an event or a bill: file_item's writes are @fp/storage's. */
export function attachFiles(
  tx: OwnerData,
  fileIds: string[],
  to: { eventId: string; billId?: string },
): Promise<void> {
  return tx.withOwner((q, ownerId) => fileItems.attach(q, ownerId, fileIds, to));
}
