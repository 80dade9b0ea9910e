/**
 * The dashboard's to-do list and refer screen. Thin: the tasks service scopes every task to the session's
 * owner and holds the rules (blank text, order, the whole-list merge); the referrals service reads the
 * owner's link and sign-up count.
 */
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const owner = (ctx: GraphQLContext) => ctx.session.userId;

export const tasksResolvers: Resolvers = {
  Query: {
    tasks: (_p, _a, ctx) => ctx.services.tasks.list(owner(ctx)),
    referral: (_p, _a, ctx) => ctx.services.referrals.summary(owner(ctx)),
  },

  Mutation: {
    addTask: (_p, { input }, ctx) =>
      ctx.services.tasks.addTask(owner(ctx), {
        text: input.text,
        dueDate: input.dueDate,
        eventId: input.eventId,
        billId: input.billId,
      }),
    updateTask: (_p, { id, input }, ctx) => ctx.services.tasks.updateTask(owner(ctx), id, input),
    removeTask: async (_p, { id }, ctx) => (await ctx.services.tasks.removeTask(owner(ctx), id)).id,
    saveTasks: (_p, { tasks, readAt }, ctx) =>
      ctx.services.tasks.saveList(
        owner(ctx),
        tasks.map((t) => ({ id: t.id, text: t.text, done: t.done, dueDate: t.dueDate, date: t.date })),
        readAt,
      ),
  },

  Task: {
    dueDate: (t) => t.due,
  },
};
