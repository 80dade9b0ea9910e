/**
 * What the records service hands out: plain rows read with explicit column lists (money in integer
 * cents, calendar dates as "YYYY-MM-DD", times as Date in UTC). GraphQL maps its Event, Bill and FileItem
 * types onto these (codegen mappers); the REST shim turns them into the older site's JSON.
 */
import type { BillStatus, OptionData } from '@fp/db';

export interface EventRecord {
  id: string;
  ownerId: string;
  name: string;
  providerName: string | null;
  providerId: string | null;
  diagnosisName: string | null;
  procedureName: string | null;
  conditionName: string | null;
  diagnoses: OptionData[];
  procedures: OptionData[];
  conditions: OptionData[];
  admitted: string | null;
  departed: string | null;
  totalCents: number;
  /** The spec's bill_total: how many bills the event has. */
  billCount: number;
  selfCents: number;
  /** The user's rating of the facility, 1 to 5; null: not rated. */
  stars: number | null;
  body: string | null;
  insurance: string | null;
  /** Made by an upload's first file and not yet described: not listed or counted as a visit. */
  draft: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface BillRecord {
  id: string;
  ownerId: string;
  eventId: string;
  /** The event's name, read with the bill (the older site's {id, text}). */
  eventName: string;
  status: BillStatus;
  due: string | null;
  billType: string | null;
  codes: string[];
  totalCents: number;
  selfCents: number;
  payInsCents: number | null;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface FileRecord {
  id: string;
  ownerId: string;
  eventId: string | null;
  billId: string | null;
  name: string;
  ext: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

export interface StatusChangeRecord {
  billId: string;
  status: BillStatus;
  changedAt: Date;
}

export type EventSortKey = 'created' | 'admitted' | 'name' | 'total' | 'billCount' | 'id';
export type BillSortKey = 'created' | 'due' | 'total' | 'self' | 'status' | 'id';
export type SortDirection = 'asc' | 'desc';

export interface PageArgs<S extends string> {
  /** 1-based. */
  page?: number | null;
  limit?: number | null;
  sort?: S | null;
  order?: SortDirection | null;
}

export interface EventListArgs extends PageArgs<EventSortKey> {
  /** Case-insensitive text over the name, provider and diagnosis names. */
  query?: string | null;
}

export interface BillListArgs extends PageArgs<BillSortKey> {
  eventId?: string | null;
  status?: BillStatus | null;
  query?: string | null;
}

export interface Page<T> {
  hits: T[];
  /** Matching rows, capped at 10000 (spec part 2 §9). */
  count: number;
  page: number;
  limit: number;
  hasNextPage: boolean;
}

/** One page of an event's bills (keyset paging; see RecordsService.billPagesOfEvents). */
export interface BillPage {
  hits: BillRecord[];
  hasNextPage: boolean;
  /** Pass as `after` to read the next page; null on an empty page. */
  endCursor: string | null;
}

export interface MonthSpending {
  /** "YYYY-MM". */
  month: string;
  totalCents: number;
  selfCents: number;
}

export interface DashboardOverview {
  /** What the user still owes: their share of bills that are not complete. */
  owedCents: number;
  /** Their share of open bills due today or within the next 30 days. */
  dueSoonCents: number;
  dueSoonCount: number;
  eventCount: number;
  billCount: number;
  statusCounts: { status: BillStatus; count: number }[];
  /** The last 12 months, oldest first, by the visit's admission date (else when the visit was recorded). */
  spendingByMonth: MonthSpending[];
}
