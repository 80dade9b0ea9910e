import { findBadText, findBadValue, invalidTextMessage, MAX_BODY_DEPTH } from './valid-text';

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

describe('findBadText', () => {
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
    expect(findBadText(r)).toBe(invalidTextMessage(where));
  });

  it('refuses prototype keys with their own message', () => {
    const message = findBadText(req({ body: JSON.parse('{"a":{"__proto__":{"admin":true}}}') }));
    expect(message).toMatch(/reserved property name/);
  });

  it('passes ordinary text: accents, emoji (a surrogate pair), an escaped pair in GraphQL, plus signs', () => {
    expect(findBadText(req({ body: { q: 'neumonía 😷', n: 3 } }))).toBeUndefined();
    expect(findBadText(req({ originalUrl: '/api/x?q=caf%C3%A9+au+lait' }))).toBeUndefined();
    expect(
      findBadText(req({ baseUrl: '/graphql', body: { query: '{ a(s: "\\uD83D\\uDE37") }' } })),
    ).toBeUndefined();
  });

  it('refuses a body nested deeper than the limit, without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(req({ body: { name: deep } }))).toMatch(
      new RegExp(`^The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels`),
    );
    let ok: unknown = 'x';
    for (let i = 0; i < 10; i++) ok = { a: ok };
    expect(findBadText(req({ body: ok }))).toBeUndefined();
  });
});

describe('text length caps (REST)', () => {
  it('caps a search box at 200 characters and names the field', () => {
    expect(findBadText(req({ body: { query: 'a'.repeat(200) } }))).toBeUndefined();
    expect(findBadText(req({ body: { query: 'a'.repeat(100_000) } }))).toBe(
      '"query" is too long: at most 200 characters are accepted (this has 100,000). Shorten it and try again.',
    );
    expect(findBadText(req({ originalUrl: '/api/x', query: { q: 'a'.repeat(201) } }))).toMatch(
      /^"q" is too long/,
    );
  });

  it('lets free text be longer than a line, and caps list items like their field', () => {
    expect(findBadText(req({ body: { note: 'a'.repeat(10_000) } }))).toBeUndefined();
    expect(findBadText(req({ body: { name: 'a'.repeat(10_000) } }))).toMatch(
      /^"name" is too long: at most 2,000/,
    );
    expect(findBadText(req({ body: { tags: ['ok', 'a'.repeat(2_001)] } }))).toMatch(/^"tags" is too long/);
  });

  it('does not cap GraphQL bodies by key name (the document is the "query"), but checks them for NUL', () => {
    const doc = `{ ${'__typename '.repeat(100)}}`;
    expect(findBadText(req({ baseUrl: '/graphql', body: { query: doc } }))).toBeUndefined();
    expect(findBadText(req({ baseUrl: '/graphql', body: { query: doc, variables: { q: 'a\u0000' } } }))).toBe(
      invalidTextMessage('the request body'),
    );
  });

  it('checks a form parsed after the gate (multipart) the same way', () => {
    expect(findBadValue({ name: 'ER\u0000visit' }, 'the form')).toBe(invalidTextMessage('the form'));
    expect(findBadValue({ body: 'fine' }, 'the form')).toBeUndefined();
  });
});
