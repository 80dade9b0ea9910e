/**
 * Typed domain errors. Services throw these; the API maps each code to a GraphQL error code and an
 * HTTP status in one place (apps/api/src/errors.ts). Messages are written for the person reading them.
 */
export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYMENT_REQUIRED'
  | 'UNAVAILABLE';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Field-level messages, keyed by input field name, for forms. */
  readonly fields?: Record<string, string>;

  constructor(code: DomainErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }
}

export const badInput = (message: string, fields?: Record<string, string>) =>
  new DomainError('BAD_USER_INPUT', message, fields);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} was not found.`);
export const unauthenticated = (message = 'Please sign in first.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new DomainError('FORBIDDEN', message);

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
