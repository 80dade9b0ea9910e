/**
 * "Was my bill fair?": thin resolvers over BillCheckService (@fp/records), which scopes everything to
 * the session's owner. The REST path GET /api/crud/check/bill/:id answers the same object.
 */
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { estimateOut } from './hpt';

const owner = (ctx: GraphQLContext) => ctx.session.userId;

export const billCheckResolvers: Resolvers = {
  Query: {
    billCheck: (_p, { billId, eventId }, ctx) =>
      billId
        ? ctx.services.billCheck.checkBill(owner(ctx), billId)
        : ctx.services.billCheck.checkEvent(owner(ctx), eventId ?? ''),
  },
  BillCheckPriceFile: {
    planEstimate: (p) => (p.planEstimate ? estimateOut(p.planEstimate) : null),
  },
  Mutation: {
    addBillCheckTasks: (_p, { billId, eventId }, ctx) =>
      ctx.services.billCheck.addTasks(owner(ctx), { billId, eventId }),
  },
};
