/**
 * Rate limits for signing in and for everything that sends e-mail, per client address (express-rate-limit). The same limiter instances serve the REST routes (as middleware) and the GraphQL resolvers
 * (through `check`, once per operation, so aliasing ten logIn mutations in one request counts ten), so
 * neither transport can be used to get around the other.
 *
 * The counts live in the database (`usage_counter`, see UsageCounters), so every API process on one
 * database shares them; without counters (unit tests) express-rate-limit's per-process memory store is used.
 */
import type { NextFunction, Request, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { DomainError } from '@fp/domain';
import type { UsageCounters } from './usage-counter';

export type RateLimitName = 'login' | 'email';

export interface RateLimitSettings {
  /** Sign-in attempts (password or one-time link) per client per window. */
  login: { limit: number; windowMs: number };
  /** Requests that send e-mail (sign-up, reset, resend, sign-in link, contact, access request). */
  email: { limit: number; windowMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { limit: 10, windowMs: 15 * 60_000 },
  email: { limit: 20, windowMs: 60 * 60_000 },
};

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export class RateLimits {
  readonly login: RateLimitRequestHandler;
  readonly email: RateLimitRequestHandler;

  constructor(settings: RateLimitSettings = DEFAULT_RATE_LIMITS, counters?: UsageCounters) {
    const make = (name: RateLimitName, s: { limit: number; windowMs: number }) =>
      rateLimit({
        store: counters?.store(name),
        windowMs: s.windowMs,
        limit: s.limit,
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        // The shared error handler turns this into 429 (REST) or extensions.code RATE_LIMITED (GraphQL).
        handler: (_req, _res, next) => next(new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE)),
        // One GraphQL request may legitimately run several limited operations.
        validate: { singleCount: false },
      });
    this.login = make('login', settings.login);
    this.email = make('email', settings.email);
  }

  /** Counts one operation against a limit; throws RATE_LIMITED when the client is over it. */
  check(name: RateLimitName, req: Request, res: Response): Promise<void> {
    const limiter = this[name];
    return new Promise<void>((resolve, reject) => {
      const next: NextFunction = (err?: unknown) => (err ? reject(err) : resolve());
      Promise.resolve(limiter(req, res, next)).catch(reject);
    });
  }
}
