/**
 * "Was my bill fair?": thin resolvers over BillCheckService (@fp/records), which scopes everything to
 * the session's owner. The REST path GET /api/crud/check/bill/:id answers the same object.
 */
import type { HospitalFiguresOffer } from '@fp/domain';
import type { BillCheckComparison, Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { estimateOut } from '../../views/estimate';

const owner = (ctx: GraphQLContext) => ctx.session.userId;

const COMPARISONS: Record<HospitalFiguresOffer, BillCheckComparison> = {
  shown: 'SHOWN',
  free_search: 'FREE_SEARCH',
  pay: 'PAY',
  sign_up: 'SIGN_UP',
  none: 'NONE',
};

export const billCheckResolvers: Resolvers = {
  Query: {
    billCheck: (_p, { billId, eventId, language }, ctx) =>
      billId
        ? ctx.services.billCheck.checkBill(owner(ctx), billId, 'look', language ?? ctx.language)
        : ctx.services.billCheck.checkEvent(owner(ctx), eventId ?? '', 'look', language ?? ctx.language),
  },
  BillCheck: {
    comparison: (c) => COMPARISONS[c.comparison],
  },
  BillCheckPriceFile: {
    planEstimate: (p) => (p.planEstimate ? estimateOut(p.planEstimate) : null),
  },
  Mutation: {
    openBillComparison: (_p, { billId, eventId }, ctx) =>
      ctx.services.billCheck.openComparison(owner(ctx), { billId, eventId }, ctx.language),
    addBillCheckTasks: (_p, { billId, eventId }, ctx) =>
      ctx.services.billCheck.addTasks(owner(ctx), { billId, eventId }, ctx.language),
  },
};
