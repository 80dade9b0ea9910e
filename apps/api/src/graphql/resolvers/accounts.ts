/**
 * Accounts, sessions and the paid pass. Thin: rate-limit where the operation checks a secret (password or
 * e-mailed key: the `login` budget) or sends e-mail, then call one service method (@fp/accounts,
 * @fp/payments). Sign-in starts a new session id; sign-out starts a new, empty one.
 */
import { isPassActive, isReferralCode } from '@fp/accounts';
import { buyerNonce, existingBuyerNonce, type CheckoutView } from '@fp/payments';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { keepLanguage, requestLanguage } from '../../http/page-language';
import { unauthenticated } from '@fp/domain';

const limit = (ctx: GraphQLContext, name: 'login' | 'email') =>
  ctx.services.rateLimits.check(name, ctx.req, ctx.res);

/** Who asks about a checkout: this browser's buyer nonce and its signed-in account. */
const viewer = (ctx: GraphQLContext) => ({
  buyerNonce: existingBuyerNonce(ctx.session),
  userId: ctx.session.userId ?? null,
});

const checkoutResult = (v: CheckoutView) => ({
  id: v.id,
  customer: v.customer,
  customerEmail: v.customerEmail,
  subscription: v.subscription,
  amountTotalCents: v.amountTotalCents,
  status: v.status,
  paid: v.paid,
  planName: v.planName,
});

export const accountsResolvers: Resolvers = {
  Query: {
    token: (_p, _a, ctx) => ctx.services.accounts.token(ctx.session.userId),
    me: async (_p, _a, ctx) =>
      ctx.session.userId ? ctx.services.accounts.findById(ctx.session.userId) : null,
    plans: (_p, _a, ctx) => ctx.services.payments.plans(),
    checkout: async (_p, { sessionId }, ctx) =>
      checkoutResult(await ctx.services.payments.getCheckout(sessionId, viewer(ctx))),
  },

  Mutation: {
    signUp: async (_p, args, ctx) => {
      await limit(ctx, 'email');
      return ctx.services.accounts.signUp(
        args,
        ctx.session.get('reference'),
        ctx.session,
        requestLanguage(ctx.req),
      );
    },
    // Using a one-time key signs in the browser that used it (a new session; the key is spent).
    verify: async (_p, args, ctx) => {
      await limit(ctx, 'login');
      const { ack, userId } = await ctx.services.accounts.verifyAndSignIn(args, ctx.session, ctx.language);
      ctx.session.regenerate({ userId });
      return ack;
    },
    setPassword: async (_p, args, ctx) => {
      await limit(ctx, 'login');
      const { ack, userId } = await ctx.services.accounts.setPasswordAndSignIn(args, ctx.language);
      ctx.session.regenerate({ userId });
      return ack;
    },
    logIn: async (_p, args, ctx) => {
      await limit(ctx, 'login');
      const user = await ctx.services.accounts.logIn(args, ctx.session);
      ctx.session.regenerate({ userId: user.id });
      keepLanguage(ctx.req, ctx.res, user.language, ctx.config.isProduction);
      return ctx.services.accounts.toToken(user);
    },
    logInWithKey: async (_p, args, ctx) => {
      await limit(ctx, 'login');
      const user = await ctx.services.accounts.logInWithKey(args);
      ctx.session.regenerate({ userId: user.id });
      keepLanguage(ctx.req, ctx.res, user.language, ctx.config.isProduction);
      return ctx.services.accounts.toToken(user);
    },
    setLanguage: async (_p, { language }, ctx) => {
      const userId = ctx.session.userId;
      if (!userId) throw unauthenticated();
      const user = await ctx.services.accounts.setLanguage(userId, language);
      keepLanguage(ctx.req, ctx.res, user.language, ctx.config.isProduction);
      return user;
    },
    logOut: (_p, _a, ctx) => {
      ctx.session.regenerate({ userId: null, clear: true });
      return true;
    },
    requestPasswordReset: async (_p, args, ctx) => {
      await limit(ctx, 'email');
      return ctx.services.accounts.requestPasswordReset(args, ctx.language);
    },
    resendActivation: async (_p, args, ctx) => {
      await limit(ctx, 'email');
      return ctx.services.accounts.resendActivation(args, ctx.language);
    },
    requestAccessLink: async (_p, args, ctx) => {
      await limit(ctx, 'email');
      return ctx.services.accounts.requestAccessLink(args, ctx.language);
    },
    updateFree: (_p, _a, ctx) => ctx.services.accounts.updateFree(ctx.session.userId),
    rememberReference: (_p, { reference }, ctx) => {
      if (isReferralCode(reference)) ctx.session.set('reference', reference);
      return true;
    },
    createCheckout: async (_p, args, ctx) => {
      const { url } = await ctx.services.payments.createCheckout(args, {
        buyerNonce: buyerNonce(ctx.session),
        userId: ctx.session.userId ?? null,
        host: ctx.req.get('host') ?? null,
      });
      return { url };
    },
    updateSubscription: (_p, { checkoutSessionId }, ctx) =>
      ctx.services.payments.updateSubscription(checkoutSessionId, {
        referralCode: ctx.session.get('reference'),
        ...viewer(ctx),
      }),
    cancelPass: async (_p, _a, ctx) => {
      await ctx.services.payments.cancelPass(ctx.session.userId);
      return ctx.services.accounts.requireUser(ctx.session.userId);
    },
    completeTestCheckout: async (_p, { sessionId }, ctx) =>
      checkoutResult(await ctx.services.payments.completeTestCheckout(sessionId, viewer(ctx))),
    contact: async (_p, { input }, ctx) => {
      await limit(ctx, 'email');
      return ctx.services.accounts.contact(input, requestLanguage(ctx.req));
    },
    updateAddress: (_p, { input }, ctx) => ctx.services.accounts.updateAddress(ctx.session.userId, input),
    requestAccess: async (_p, { input }, ctx) => {
      await limit(ctx, 'email');
      await ctx.services.accounts.requestAccess(input);
      return {
        ok: true,
        message: 'Thank you. We have passed your request on to our help desk and will reply by e-mail.',
      };
    },
  },

  User: {
    // The stored flag alone is not enough: a pass past its end date is off.
    passActive: (u) => isPassActive(u),
    passEndsAt: (u) => (isPassActive(u) ? u.passExpiresAt : null),
    passCanceled: (u, _a, ctx) =>
      u.id === ctx.session.userId ? ctx.services.payments.passCanceled(u.id) : false,
  },
};
