/**
 * The bill tracker (events and bills). Thin: the records service scopes everything to the session's
 * owner; fields of lists go through the request's DataLoaders so a page costs a constant number of
 * queries. Statuses are lower-case in the database and upper-case in the API. FileItem's fields and
 * deleteFile belong to the uploads (resolvers/files.ts).
 */
import type { BillStatus as DbBillStatus } from '@fp/db';
import { visitName, type BillSortKey, type EventPatch, type EventSortKey, type VisitLine } from '@fp/records';
import type {
  BillSort,
  BillStatus,
  EventSort,
  Resolvers,
  ResolversTypes,
  SortOrder,
} from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { directoryProvider } from './pricing';

const EVENT_SORT: Record<EventSort, EventSortKey> = {
  CREATED_AT: 'created',
  ADMITTED: 'admitted',
  NAME: 'name',
  TOTAL: 'total',
};
const BILL_SORT: Record<BillSort, BillSortKey> = {
  CREATED_AT: 'created',
  DUE: 'due',
  TOTAL: 'total',
  STATUS: 'status',
};

const apiStatus = (s: DbBillStatus) => s.toUpperCase() as BillStatus;
const dbStatus = (s: BillStatus | null | undefined) => (s ? (s.toLowerCase() as DbBillStatus) : null);
const order = (o: SortOrder | null | undefined) => (o === 'ASC' ? 'asc' : 'desc');
const owner = (ctx: GraphQLContext) => ctx.session.userId;
/** The fields an input carries (GraphQL leaves an omitted field out; null is given: it clears). */
const given = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export const recordsResolvers: Resolvers = {
  Query: {
    events: (_p, args, ctx) =>
      ctx.services.records.listEvents(owner(ctx), {
        page: args.page,
        limit: args.limit,
        sort: EVENT_SORT[args.sort ?? 'CREATED_AT'],
        order: order(args.order),
        query: args.query,
      }),
    event: (_p, { id }, ctx) => ctx.services.records.getEvent(owner(ctx), id),
    draftVisits: (_p, _a, ctx) => ctx.services.records.draftVisits(owner(ctx)),
    bills: (_p, args, ctx) =>
      ctx.services.records.listBills(owner(ctx), {
        eventId: args.eventId,
        status: dbStatus(args.status),
        query: args.query,
        page: args.page,
        limit: args.limit,
        sort: BILL_SORT[args.sort ?? 'CREATED_AT'],
        order: order(args.order),
      }),
    bill: (_p, { id }, ctx) => ctx.services.records.getBill(owner(ctx), id),
    dashboard: async (_p, _a, ctx) => {
      const o = await ctx.services.records.overview(owner(ctx));
      return {
        ...o,
        statusCounts: o.statusCounts.map((c) => ({ status: apiStatus(c.status), count: c.count })),
      };
    },
  },

  Mutation: {
    saveEvent: async (_p, { input }, ctx) => ({
      event: await ctx.services.records.saveEvent(owner(ctx), input),
    }),
    // The same service calls as the REST shim's save/update visit (rest/records.ts saveVisit).
    saveVisit: async (_p, { id, input }, ctx) => {
      const { lines, ...fields } = input;
      const patch = given(fields) as EventPatch;
      const opts = { lines: (lines ?? []).map((l) => given(l) as VisitLine) };
      const records = ctx.services.records;
      return {
        event: id
          ? await records.updateEvent(owner(ctx), id, patch, opts)
          : await records.saveEvent(owner(ctx), { ...patch, name: patch.name ?? visitName(patch) }, opts),
      };
    },
    deleteEvent: (_p, { id }, ctx) => ctx.services.records.deleteEvent(owner(ctx), id),
    saveBill: (_p, { input }, ctx) => ctx.services.records.saveBill(owner(ctx), input),
    deleteBill: (_p, { id }, ctx) => ctx.services.records.deleteBill(owner(ctx), id),
  },

  Event: {
    provider: async (e, _a, ctx) => {
      if (!e.providerId) return null;
      const provider = await ctx.loaders.provider.load(e.providerId);
      // A directory entity, given the Provider fields it lacks (pricing.ts directoryProvider): no prices.
      return provider && (directoryProvider(provider) as unknown as ResolversTypes['Provider']);
    },
    bills: (e, _a, ctx) => ctx.loaders.billsOfEvent.load(e.id),
    billsPage: (e, { first, after }, ctx) => ctx.loaders.billPage.load({ eventId: e.id, first, after }),
    files: (e, _a, ctx) => ctx.loaders.filesOfEvent.load(e.id),
  },

  Bill: {
    event: async (b, _a, ctx) => {
      const event = await ctx.loaders.event.load(b.eventId);
      // The bill was read for this owner, so its event (same owner, by foreign key) exists.
      if (!event) throw new Error(`Event ${b.eventId} of bill ${b.id} was not found.`);
      return event;
    },
    status: (b) => apiStatus(b.status),
    files: (b, _a, ctx) => ctx.loaders.filesOfBill.load(b.id),
    statusHistory: (b, _a, ctx) => ctx.loaders.statusHistory.load(b.id),
  },

  BillStatusChange: {
    status: (c) => apiStatus(c.status),
  },
};
