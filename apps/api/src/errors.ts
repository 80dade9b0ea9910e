/**
 * The one place where errors become GraphQL error codes and HTTP statuses. Services throw DomainError;
 * anything else is an internal error: logged with its stack, answered with a generic message.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { DomainError, isDomainError, type DomainErrorCode } from '@fp/domain';
import { errorBodyIn } from './error-language';
import { requestLanguage } from './http/page-language';

export const HTTP_STATUS: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';

/** PostgreSQL error codes that mean "overloaded or timed out", not "your request is wrong". */
const BUSY_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '57P03', // cannot_connect_now
  '55P03', // lock_not_available: lock_timeout
]);

/**
 * True for errors that only say the database is overloaded: a full pool ("timeout exceeded when trying to
 * connect"), this request's own connection cap (DbBusyError), a statement timeout. They become a 503 with
 * "try again", never a 500: the request was fine and may well succeed a moment later.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined,
      i = 0;
    e && i < 5;
    i++
  ) {
    if (e.code === 'FP_DB_BUSY' || (typeof e.code === 'string' && BUSY_SQLSTATES.has(e.code))) return true;
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect/i.test(e.message))
      return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/** Domain errors as they are; database overload as UNAVAILABLE; anything else undefined. */
function asDomainError(err: unknown): DomainError | undefined {
  if (isDomainError(err)) return err;
  if (isDatabaseBusy(err)) return new DomainError('UNAVAILABLE', BUSY_MESSAGE);
  return undefined;
}

export interface ErrorBody {
  error: true;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Maps any thrown value to an HTTP status and a JSON body safe to show. */
export function toHttpError(err: unknown): { status: number; body: ErrorBody } {
  const domain = asDomainError(err);
  if (domain) {
    return {
      status: HTTP_STATUS[domain.code],
      body: {
        error: true,
        code: domain.code,
        message: domain.message,
        ...(domain.fields ? { fields: domain.fields } : {}),
      },
    };
  }
  const status =
    (err as { status?: number; statusCode?: number })?.status ?? (err as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Errors raised by body parsers and similar middleware: malformed JSON, payload too large.
    const type = (err as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : type === 'entity.too.large'
          ? 'The request body is too large.'
          : ((err as Error).message ?? 'Bad request.');
    return { status, body: { error: true, code: 'BAD_REQUEST', message } };
  }
  return { status: 500, body: { error: true, code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE } };
}

export function expressErrorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, body } = toHttpError(err);
    if (status >= 500) (req.log ?? log).error({ err }, 'request failed');
    if (res.headersSent) return;
    // The message in the page's language (error-language.ts); the code stays as it is.
    void errorBodyIn(requestLanguage(req), body).then(
      (shown) => !res.headersSent && res.status(status).json(shown),
      () => !res.headersSent && res.status(status).json(body),
    );
  };
}

/** Apollo formatError: domain errors keep their message and get their code; internal ones are masked. */
export function formatGraphQLError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = asDomainError(unwrapResolverError(error)) ?? unwrapResolverError(error);
    if (isDomainError(original)) {
      return {
        ...formatted,
        message: original.message,
        extensions: {
          code: original.code,
          http: { status: HTTP_STATUS[original.code] },
          ...(original.fields ? { fields: original.fields } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    // Errors Apollo raised itself (validation, parse, bad variables) are the caller's and safe to show.
    if (original instanceof GraphQLError || (code && code !== 'INTERNAL_SERVER_ERROR')) return formatted;
    log.error({ err: original, path: formatted.path }, 'resolver failed');
    return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * GraphQL answers 200 with `errors` for resolver failures; a busy database is the exception: the whole
 * answer becomes a 503 so clients and load balancers see "try again" (formatGraphQLError gives the message).
 * The status has to be set on the error before Apollo formats it, hence a plugin and not formatError.
 */
export function busyStatusPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const e of errors) {
            if (isDatabaseBusy(unwrapResolverError(e)))
              (e.extensions as Record<string, unknown>).http = { status: 503 };
          }
        },
      };
    },
  };
}
