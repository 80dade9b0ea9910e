/**
 * One gate for request text, after the body parsers and in front of /api and /graphql, so it sees the
 * path, the query string and the parsed body (JSON, urlencoded, GraphQL variables and the query text with
 * its inline literals) before any handler. It refuses, with a 400 saying what to change:
 * - text that PostgreSQL (and every later consumer) cannot store: NUL characters and lone UTF-16
 *   surrogates, and URLs whose percent-encoding does not decode (issue 9);
 * - keys that reach prototypes (__proto__, constructor, prototype);
 * - bodies nested deeper than MAX_BODY_DEPTH (a 100,000-deep array overflowed the stack of the first
 *   handler that turned it into text, issue 24);
 * - on the REST paths, text longer than its field holds (@fp/domain TEXT_LIMITS by key name, REST_TEXT_KINDS;
 *   GraphQL arguments are capped by their schema coordinates instead, graphql/text-caps.ts).
 * The older site's multipart forms are parsed later, by their routes; legacy-form.ts runs the same
 * check (findBadValue) on their fields.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TEXT_LIMITS, textTooLongMessage, type TextKind } from '@fp/domain';

// With the u flag a surrogate class matches only unpaired halves; paired ones are one code point.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point of this pattern.
const INVALID = /[\u0000]|[\uD800-\uDFFF]/u;

// The same characters written as escapes inside a GraphQL document's string literals ("a\u0000b"), which the
// GraphQL parser turns into the real thing after this gate: NUL, or a surrogate half without its partner.
const INVALID_GRAPHQL_ESCAPE =
  /\\u(?:0000|\{0+\})|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

// Keys that reach prototypes when code copies or validates an object (yup crashed on them with a 500).
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Objects and arrays inside each other in one body; the deepest form the site posts has 6 levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * REST body, form and query-string keys whose text is not one line (TEXT_LIMITS.line, the default): search
 * boxes are shorter, free text is longer. Matched on the key wherever it sits in the body.
 */
export const REST_TEXT_KINDS: Readonly<Record<string, TextKind>> = {
  query: 'search',
  q: 'search',
  prefix: 'search',
  term: 'search',
  search: 'search',
  body: 'text',
  note: 'text',
  notes: 'text',
  message: 'text',
  comment: 'text',
  description: 'text',
};

export interface RequestParts {
  originalUrl: string;
  baseUrl: string;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** What is wrong with the request's text, as the message to answer; undefined when all of it is fine. */
export function findBadText(req: RequestParts): string | undefined {
  const q = req.originalUrl.indexOf('?');
  const rawPath = q < 0 ? req.originalUrl : req.originalUrl.slice(0, q);
  const rawQuery = q < 0 ? '' : req.originalUrl.slice(q + 1);
  try {
    if (INVALID.test(decodeURIComponent(rawPath))) return invalidTextMessage('the address');
  } catch {
    return invalidTextMessage('the address (broken percent-encoding)');
  }
  for (const part of rawQuery.split('&')) {
    try {
      if (INVALID.test(decodeURIComponent(part.replace(/\+/g, ' '))))
        return invalidTextMessage('the query string');
    } catch {
      return invalidTextMessage('the query string (broken percent-encoding)');
    }
  }
  if (req.baseUrl === '/graphql') {
    const body = req.body as { query?: unknown } | Array<{ query?: unknown }> | undefined;
    const docs = [req.query?.query, ...(Array.isArray(body) ? body.map((b) => b?.query) : [body?.query])];
    if (docs.some((d) => typeof d === 'string' && INVALID_GRAPHQL_ESCAPE.test(d)))
      return invalidTextMessage('the GraphQL query');
    // The document and its variables: no key-name caps (a GraphQL "query" is the document itself).
    return findBadValue(req.body, 'the request body', null);
  }
  return (
    findBadValue(req.query, 'the query string', REST_TEXT_KINDS) ??
    findBadValue(req.body, 'the request body', REST_TEXT_KINDS)
  );
}

/**
 * What is wrong with a parsed value (a body, a query string, a form's fields), as the message to answer.
 * With `kinds`, strings are capped by their key (REST_TEXT_KINDS, else a line). Walked without recursion:
 * a deeply nested value must not overflow the stack here either.
 */
export function findBadValue(
  value: unknown,
  where: string,
  kinds: Readonly<Record<string, TextKind>> | null = REST_TEXT_KINDS,
): string | undefined {
  const stack: Array<[unknown, string | undefined, number]> = [[value, undefined, 0]];
  while (stack.length > 0) {
    const [v, key, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (INVALID.test(v)) return invalidTextMessage(where);
      if (kinds) {
        const max =
          TEXT_LIMITS[(key !== undefined && Object.hasOwn(kinds, key) ? kinds[key] : undefined) ?? 'line'];
        if (v.length > max) return textTooLongMessage(key ?? where, max, v.length);
      }
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (depth >= MAX_BODY_DEPTH) return NESTED_MESSAGE(where);
      const list = Array.isArray(v);
      for (const [k, child] of Object.entries(v)) {
        if (INVALID.test(k)) return invalidTextMessage(where);
        if (RESERVED_KEYS.has(k)) return RESERVED_MESSAGE;
        if (k.length > TEXT_LIMITS.id)
          return `A field name in ${where} is longer than ${TEXT_LIMITS.id} characters. Use the field names the API documents.`;
        // A list's items are capped like the field that holds the list.
        stack.push([child, list ? key : k, depth + 1]);
      }
    }
  }
  return undefined;
}

const RESERVED_MESSAGE =
  'The request body uses a reserved property name (__proto__, constructor or prototype). Rename it and try again.';

const NESTED_MESSAGE = (where: string) =>
  `${where[0].toUpperCase()}${where.slice(1)} is nested too deeply: at most ${MAX_BODY_DEPTH} levels of lists and objects are accepted. Send a flatter body.`;

/** The message for invalid characters: where, and what to do. */
export const invalidTextMessage = (where: string) =>
  `Invalid text in ${where}: a NUL byte or a broken Unicode character is not allowed. Remove it and try again.`;

/** 400 for bad text; GraphQL gets a GraphQL-shaped answer so its clients show the message. */
export function rejectInvalidText(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const message = findBadText(req);
    if (!message) return next();
    res.status(400);
    if (req.baseUrl === '/graphql') {
      res.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
    } else {
      res.json({ error: true, code: 'BAD_USER_INPUT', message });
    }
  };
}
