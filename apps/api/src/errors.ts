/**
 * The one place where errors become GraphQL error codes and HTTP statuses. Services throw DomainError;
 * anything else is an internal error: logged with its stack, answered with a generic message.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDomainError, type DomainErrorCode } from '@fp/domain';

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

export interface ErrorBody {
  error: true;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Maps any thrown value to an HTTP status and a JSON body safe to show. */
export function toHttpError(err: unknown): { status: number; body: ErrorBody } {
  if (isDomainError(err)) {
    return {
      status: HTTP_STATUS[err.code],
      body: {
        error: true,
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
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
    res.status(status).json(body);
  };
}

/** Apollo formatError: domain errors keep their message and get their code; internal ones are masked. */
export function formatGraphQLError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
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
