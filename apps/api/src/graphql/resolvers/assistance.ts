/**
 * Financial assistance (issue 31): thin resolvers over AssistanceService (@fp/records), owner-scoped
 * there. The REST paths /api/crud/assistance/bill/:id[/tasks] answer the same objects.
 */
import { hospitalKindText, type HospitalOwnership } from '@fp/domain';
import type { HospitalOwnershipKind, Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const owner = (ctx: GraphQLContext) => ctx.session.userId;

const KINDS: Record<HospitalOwnership, HospitalOwnershipKind> = {
  nonprofit: 'NONPROFIT',
  government: 'GOVERNMENT',
  for_profit: 'FOR_PROFIT',
};

export const assistanceResolvers: Resolvers = {
  Query: {
    billAssistanceFacts: (_p, { billId }, ctx) =>
      ctx.services.assistance.billFacts(owner(ctx), billId, ctx.language),
  },
  AssistanceHospital: {
    ownershipKind: (h) => (h.ownershipKind ? KINDS[h.ownershipKind] : null),
    kindText: (h) => hospitalKindText(h.ownership, h.hospitalType),
  },
  BillCheckHospital: {
    kindText: (h, _a, ctx) => hospitalKindText(h.ownership, h.hospitalType, ctx.language),
  },
  Mutation: {
    addAssistanceTasks: (_p, { billId }, ctx) =>
      ctx.services.assistance.addTasks(owner(ctx), billId, ctx.language),
    setFirstBillDate: (_p, { billId, date }, ctx) =>
      ctx.services.assistance.setFirstBillDate(owner(ctx), billId, date ?? null, ctx.language),
  },
};
