import { findInvalidText, invalidTextMessage } from './valid-text';

const req = (over: {
  originalUrl?: string;
  body?: unknown;
  baseUrl?: string;
  query?: Record<string, unknown>;
}) => ({
  originalUrl: '/api/x',
  baseUrl: '/api',
  query: {},
  body: undefined,
  ...over,
});

describe('findInvalidText', () => {
  it.each([
    ['a NUL in a nested body value', req({ body: { a: [{ b: 'x\u0000' }] } }), 'the request body'],
    ['a lone high surrogate', req({ body: { q: 'a\uD800' } }), 'the request body'],
    ['a lone low surrogate in a key', req({ body: { ['\uDC00']: 1 } }), 'the request body'],
    ['a NUL in the path', req({ originalUrl: '/api/crud/get/blog/a%00b' }), 'the address'],
    [
      'broken percent-encoding',
      req({ originalUrl: '/api/x/%E0%A4%A' }),
      'the address (broken percent-encoding)',
    ],
    ['a NUL in the query string', req({ originalUrl: '/api/x?q=a%00' }), 'the query string'],
    [
      'a GraphQL \\u0000 escape',
      req({ baseUrl: '/graphql', body: { query: '{ a(s: "x\\u0000") }' } }),
      'the GraphQL query',
    ],
    [
      'a GraphQL lone surrogate escape',
      req({ baseUrl: '/graphql', body: { query: '{ a(s: "\\uD800") }' } }),
      'the GraphQL query',
    ],
  ])('finds %s', (_name, r, where) => {
    expect(findInvalidText(r)).toBe(where);
  });

  it('refuses prototype keys with their own message', () => {
    const where = findInvalidText(req({ body: JSON.parse('{"a":{"__proto__":{"admin":true}}}') }));
    expect(invalidTextMessage(where!)).toMatch(/reserved property name/);
  });

  it('passes ordinary text: accents, emoji (a surrogate pair), an escaped pair in GraphQL, plus signs', () => {
    expect(findInvalidText(req({ body: { q: 'neumonía 😷', n: 3 } }))).toBeUndefined();
    expect(findInvalidText(req({ originalUrl: '/api/x?q=caf%C3%A9+au+lait' }))).toBeUndefined();
    expect(
      findInvalidText(req({ baseUrl: '/graphql', body: { query: '{ a(s: "\\uD83D\\uDE37") }' } })),
    ).toBeUndefined();
  });

  it('walks a very deep body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findInvalidText(req({ body: deep }))).toBe('the request body');
  });
});
