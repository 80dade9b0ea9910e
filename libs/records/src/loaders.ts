/**
 * DataLoaders for one request (made in the GraphQL context, never shared between requests or users):
 * each batches the ids a list asks for into one owner-scoped query, so a page of events costs the
 * same number of queries whatever its length.
 */
import DataLoader from 'dataloader';
import type { ProviderEntity } from '@fp/db';
import type { RecordsService } from './records.service';
import type { BillRecord, EventRecord, FileRecord, StatusChangeRecord } from './types';

export interface RecordLoaders {
  /** The owner's event by id; null when missing or someone else's. */
  event: DataLoader<string, EventRecord | null>;
  /** An event's bills, newest first (at most 1000). */
  billsOfEvent: DataLoader<string, BillRecord[]>;
  filesOfEvent: DataLoader<string, FileRecord[]>;
  filesOfBill: DataLoader<string, FileRecord[]>;
  statusHistory: DataLoader<string, StatusChangeRecord[]>;
  /** Directory providers by CCN. */
  provider: DataLoader<string, ProviderEntity | null>;
}

function group<T, K extends keyof T>(rows: T[], key: K, ids: readonly string[]): T[][] {
  const map = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) map.get(row[key] as unknown as string)?.push(row);
  return ids.map((id) => map.get(id) ?? []);
}

export function createRecordLoaders(records: RecordsService, ownerId: string | undefined): RecordLoaders {
  return {
    event: new DataLoader(async (ids) => {
      const rows = await records.eventsByIds(ownerId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    billsOfEvent: new DataLoader(async (ids) =>
      group(await records.billsOfEvents(ownerId, ids), 'eventId', ids),
    ),
    filesOfEvent: new DataLoader(async (ids) =>
      group(await records.filesOf(ownerId, 'event', ids), 'eventId', ids),
    ),
    filesOfBill: new DataLoader(async (ids) =>
      group(await records.filesOf(ownerId, 'bill', ids), 'billId', ids),
    ),
    statusHistory: new DataLoader(async (ids) =>
      group(await records.statusHistory(ownerId, ids), 'billId', ids),
    ),
    provider: new DataLoader(async (ids) => {
      const rows = await records.providersByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
