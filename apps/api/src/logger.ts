import pino, { type Logger } from 'pino';

/** Paths never written to logs: credentials, keys, session ids and card data. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.key',
  '*.token',
  '*.sessionId',
  '*.card',
  'password',
  'key',
  'variables.password',
  'variables.key',
  // Accounts: new and current passwords, stored hashes, one-time keys, session and CSRF ids.
  'req.headers["stripe-signature"]',
  'req.body.password',
  'req.body.key',
  'variables.input.password',
  'variables.input.currentPassword',
  '*.variables.password',
  '*.variables.key',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.keyHash',
  '*.key_hash',
  '*.sid',
  '*.csrf',
  '*.csrfToken',
  '*.cardNumber',
  '*.card_number',
  '*.cvc',
  // SQL parameters of a failed query may hold any of the above.
  'err.parameters',
  '*.parameters',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { service: 'fairprice-api' } },
    destination,
  );
}
