/**
 * One gate for text that PostgreSQL (and every later consumer) cannot store: NUL characters and lone UTF-16
 * surrogates, and URLs whose percent-encoding does not decode. Without it such input reached the database
 * and came back as a 500 (issue 9). It runs after the body parsers, in front of /api and /graphql, so it
 * sees the path, the query string and the parsed body (JSON, urlencoded, GraphQL variables and the query
 * text with its inline literals) before any handler.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

// With the u flag a surrogate class matches only unpaired halves; paired ones are one code point.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point of this pattern.
const INVALID = /[\u0000]|[\uD800-\uDFFF]/u;

// The same characters written as escapes inside a GraphQL document's string literals ("a\u0000b"), which the
// GraphQL parser turns into the real thing after this gate: NUL, or a surrogate half without its partner.
const INVALID_GRAPHQL_ESCAPE =
  /\\u(?:0000|\{0+\})|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

// Keys that reach prototypes when code copies or validates an object (yup crashed on them with a 500).
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface RequestParts {
  originalUrl: string;
  baseUrl: string;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** Where in the request the bad text is, or undefined when all of it is fine. */
export function findInvalidText(req: RequestParts): string | undefined {
  const q = req.originalUrl.indexOf('?');
  const rawPath = q < 0 ? req.originalUrl : req.originalUrl.slice(0, q);
  const rawQuery = q < 0 ? '' : req.originalUrl.slice(q + 1);
  try {
    if (INVALID.test(decodeURIComponent(rawPath))) return 'the address';
  } catch {
    return 'the address (broken percent-encoding)';
  }
  for (const part of rawQuery.split('&')) {
    try {
      if (INVALID.test(decodeURIComponent(part.replace(/\+/g, ' ')))) return 'the query string';
    } catch {
      return 'the query string (broken percent-encoding)';
    }
  }
  if (req.baseUrl === '/graphql') {
    const body = req.body as { query?: unknown } | Array<{ query?: unknown }> | undefined;
    const docs = [req.query?.query, ...(Array.isArray(body) ? body.map((b) => b?.query) : [body?.query])];
    if (docs.some((d) => typeof d === 'string' && INVALID_GRAPHQL_ESCAPE.test(d))) return 'the GraphQL query';
  }
  return findInBody(req.body);
}

/** Walks the parsed body without recursion (a deeply nested body must not overflow the stack). */
function findInBody(body: unknown): string | undefined {
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (INVALID.test(v)) return 'the request body';
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (INVALID.test(k)) return 'the request body';
        if (RESERVED_KEYS.has(k)) return RESERVED;
        stack.push(child);
      }
    }
  }
  return undefined;
}

const RESERVED = 'reserved';

/** The answer's message: where, and what to do. */
export const invalidTextMessage = (where: string) =>
  where === RESERVED
    ? 'The request body uses a reserved property name (__proto__, constructor or prototype). Rename it and try again.'
    : `Invalid text in ${where}: a NUL byte or a broken Unicode character is not allowed. Remove it and try again.`;

/** 400 for invalid text; GraphQL gets a GraphQL-shaped answer so its clients show the message. */
export function rejectInvalidText(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const where = findInvalidText(req);
    if (!where) return next();
    const message = invalidTextMessage(where);
    res.status(400);
    if (req.baseUrl === '/graphql') {
      res.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
    } else {
      res.json({ error: true, code: 'BAD_USER_INPUT', message });
    }
  };
}
