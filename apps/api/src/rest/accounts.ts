/**
 * REST shim for accounts: the older site's /api/auth/..., /api/user/update, /api/bill/contact and
 * /api/json/crud/save/user, answered by the same services as GraphQL, plus the development-only outbox.
 *
 * The older site changed state with two GETs (updateFree, updateSub); they are kept for its callers but,
 * like every POST, they need the session's x-csrf-token header, so a cross-site link cannot trigger them.
 */
import { keepLanguage, requestLanguage } from '../http/page-language';
import { Router, type Request } from 'express';
import type { TokenView } from '@fp/accounts';
import { renderOutboxPage } from '@fp/mail';
import { unauthenticated } from '@fp/domain';
import type { UserEntity } from '@fp/db';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { requireCsrfHeader } from '../http/csrf';
import { legacyFormBody } from './legacy-form';
import { checkoutViewer } from './payments';

/** The token in the older site's field names. */
export const tokenJson = (t: TokenView) => ({
  email: t.email,
  reference: t.reference,
  pass_active: t.passActive,
  free_used: t.freeUsed,
});

const userJson = (u: UserEntity) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  address: u.address,
  address_2: u.address2,
  city: u.city,
  state: u.state,
  zip: u.zip,
});

const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

export function accountsRouter(services: Services, config: AppConfig): Router {
  const { accounts, rateLimits } = services;
  const r = Router();

  r.get('/auth/getToken', async (req, res) => {
    const token = await accounts.token(req.session.userId);
    if (!token) throw unauthenticated();
    res.setHeader('Cache-Control', 'no-store');
    res.json(tokenJson(token));
  });

  r.get('/auth/updateFree', requireCsrfHeader, async (req, res) => {
    res.json(tokenJson(await accounts.updateFree(req.session.userId)));
  });

  /**
   * The purchase page's second step. charge_id is the checkout session id; the rest is read from the
   * provider. Answered only to the browser that started the checkout (or the account it belongs to).
   */
  r.get('/auth/updateSub', requireCsrfHeader, async (req, res) => {
    const q = req.query as Record<string, unknown>;
    const sessionId = q.charge_id ?? q.checkout_session_id ?? q.session_id;
    const result = await services.payments.updateSubscription(sessionId, {
      referralCode: req.session.get('reference'),
      ...checkoutViewer(req),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      awaiting_confirmation: result.awaitingConfirmation,
      confirmation_sent_to: result.confirmationSentTo,
      token: result.token ? tokenJson(result.token) : null,
    });
  });

  r.post('/auth/signup', rateLimits.email, async (req, res) => {
    res.json(
      await accounts.signUp(body(req), req.session.get('reference'), req.session, requestLanguage(req)),
    );
  });

  r.post('/auth/login', rateLimits.login, async (req, res) => {
    const user = await accounts.logIn(body(req), req.session);
    req.session.regenerate({ userId: user.id });
    keepLanguage(req, res, user.language, config.isProduction);
    res.json(tokenJson(accounts.toToken(user)));
  });

  r.post('/auth/logout', (req, res) => {
    req.session.regenerate({ userId: null, clear: true });
    res.json({ ok: true });
  });

  // Using a one-time key signs in the browser that used it (a new session; the key is spent).
  r.post('/auth/set', rateLimits.login, async (req, res) => {
    const { ack, userId } = await accounts.setPasswordAndSignIn(body(req), requestLanguage(req));
    req.session.regenerate({ userId });
    res.json(ack);
  });

  r.post('/auth/verify', rateLimits.login, async (req, res) => {
    const { ack, userId } = await accounts.verifyAndSignIn(body(req), req.session, requestLanguage(req));
    req.session.regenerate({ userId });
    res.json(ack);
  });

  r.post('/auth/reset', rateLimits.email, async (req, res) => {
    res.json(await accounts.requestPasswordReset(body(req), requestLanguage(req)));
  });

  r.post('/auth/resend', rateLimits.email, async (req, res) => {
    res.json(await accounts.resendActivation(body(req), requestLanguage(req)));
  });

  r.post('/auth/access', rateLimits.email, async (req, res) => {
    res.json(await accounts.requestAccessLink(body(req), requestLanguage(req)));
  });

  r.post('/auth/access/login', rateLimits.login, async (req, res) => {
    const user = await accounts.logInWithKey(body(req));
    req.session.regenerate({ userId: user.id });
    keepLanguage(req, res, user.language, config.isProduction);
    res.json(tokenJson(accounts.toToken(user)));
  });

  r.post('/user/update', legacyFormBody(), async (req, res) => {
    const b = body(req);
    const user = await accounts.updateAddress(req.session.userId, {
      firstName: b.first_name ?? b.firstName,
      lastName: b.last_name ?? b.lastName,
      address: b.address,
      address2: b.address_2 ?? b.address2,
      city: b.city,
      state: b.state,
      zip: b.zip,
    });
    res.json(userJson(user));
  });

  r.post('/bill/contact', rateLimits.email, legacyFormBody(), async (req, res) => {
    res.json(await accounts.contact(body(req), requestLanguage(req)));
  });

  /** The access request; the older site then submitted a hidden help-desk form, which is now an e-mail to staff. */
  r.post('/json/crud/save/user', rateLimits.email, legacyFormBody(), async (req, res) => {
    res.json(await accounts.requestAccess(body(req)));
  });

  // The outbox holds one-time links: never served in production.
  if (!config.isProduction) {
    r.get('/dev/outbox', async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(renderOutboxPage(await services.mail.outbox(100), services.mail.delivers));
    });
    r.get('/dev/outbox.json', async (req, res) => {
      const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : undefined;
      const items = await services.mail.outbox(200);
      res.setHeader('Cache-Control', 'no-store');
      res.json(to ? items.filter((m) => m.to === to) : items);
    });
  }

  return r;
}
