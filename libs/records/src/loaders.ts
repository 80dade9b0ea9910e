/**
 * DataLoaders for one request (made in the GraphQL context, never shared between requests or users):
 * each batches the ids a list asks for into one owner-scoped query, so a page of events costs the
 * same number of queries whatever its length.
 */
import DataLoader from 'dataloader';
import type { ProviderEntity } from '@fp/db';
import type { RecordsService } from './records.service';
import type { BillPage, BillRecord, EventRecord, FileRecord, StatusChangeRecord } from './types';

/** Which page of which event's bills: `first` bills after the cursor `after` (null: the newest). */
export interface BillPageKey {
  eventId: string;
  first?: number | null;
  after?: string | null;
}

export interface RecordLoaders {
  /** The owner's event by id; null when missing or someone else's. */
  event: DataLoader<string, EventRecord | null>;
  /** An event's bills, newest first (at most 1000). */
  billsOfEvent: DataLoader<string, BillRecord[]>;
  /** A page of an event's bills; a list of events asking the same page costs one query. */
  billPage: DataLoader<BillPageKey, BillPage, string>;
  filesOfEvent: DataLoader<string, FileRecord[]>;
  filesOfBill: DataLoader<string, FileRecord[]>;
  statusHistory: DataLoader<string, StatusChangeRecord[]>;
  /** Directory providers by CCN. */
  provider: DataLoader<string, ProviderEntity | null>;
}

const billPageKey = (k: BillPageKey) => `${k.eventId}|${k.first ?? ''}|${k.after ?? ''}`;

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
    billPage: new DataLoader(
      async (keys) => {
        // One query per distinct (first, after): usually one for the whole list.
        const groups = new Map<string, BillPageKey[]>();
        for (const key of keys) {
          const g = `${key.first ?? ''}|${key.after ?? ''}`;
          groups.set(g, [...(groups.get(g) ?? []), key]);
        }
        const answers = new Map<string, BillPage>();
        await Promise.all(
          [...groups.values()].map(async (group) => {
            const { first, after } = group[0];
            const pages = await records.billPagesOfEvents(
              ownerId,
              group.map((k) => k.eventId),
              { first, after },
            );
            for (const k of group) answers.set(billPageKey(k), pages.get(k.eventId)!);
          }),
        );
        return keys.map((k) => answers.get(billPageKey(k))!);
      },
      { cacheKeyFn: billPageKey },
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
