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
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { service: 'fairprice-api' } },
    destination,
  );
}
