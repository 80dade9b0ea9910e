/**
 * Settings and "your data": names, e-mail change by link, password, signed-in sessions, account deletion.
 * Thin: rate-limit what sends e-mail or checks a secret, then call one service (@fp/accounts). The export archive is
 * GET /api/user/export (a streamed file download).
 */
import type { Resolvers } from '../../__generated__/resolvers-types';

export const settingsResolvers: Resolvers = {
  Query: {
    signedInSessions: (_p, _a, ctx) =>
      ctx.services.settings.sessions(ctx.session.userId, ctx.session.storedId),
  },

  Mutation: {
    updateSettings: async (_p, { input }, ctx) => {
      // A new address gets a link by e-mail: counted like every e-mail-sending operation.
      if (input.email) await ctx.services.rateLimits.check('email', ctx.req, ctx.res);
      // The current password is a secret being checked: guesses count like sign-in attempts.
      if (input.currentPassword) await ctx.services.rateLimits.check('login', ctx.req, ctx.res);
      const result = await ctx.services.settings.update(ctx.session.userId, input, ctx.session.storedId);
      return result.user;
    },
    confirmEmailChange: async (_p, { key }, ctx) => {
      await ctx.services.rateLimits.check('login', ctx.req, ctx.res);
      const { email } = await ctx.services.settings.confirmEmailChange(key);
      return { ok: true, message: `Your e-mail address is now ${email}.` };
    },
    signOutEverywhere: async (_p, { keepThisOne }, ctx) => {
      const keep = keepThisOne !== false;
      const ended = await ctx.services.settings.endSessions(
        ctx.session.userId,
        keep ? ctx.session.storedId : undefined,
      );
      if (!keep) ctx.session.regenerate({ userId: null, clear: true });
      return ended;
    },
    deleteAccount: async (_p, { confirm }, ctx) => {
      // The confirmation may be the password: guesses count like sign-in attempts.
      await ctx.services.rateLimits.check('login', ctx.req, ctx.res);
      await ctx.services.accountData.deleteAccount(ctx.session.userId, { confirm });
      ctx.session.regenerate({ userId: null, clear: true });
      return {
        ok: true,
        message:
          'Your account, records and files were deleted. Payment records are kept as the law requires, without your name or address.',
      };
    },
  },

  User: {
    pendingEmail: (u, _a, ctx) =>
      u.id === ctx.session.userId ? ctx.services.settings.pendingEmail(u.id) : null,
  },
};
