import { isTokenFreeGraphqlRead } from './api';

const body = (query: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ query, ...extra });

describe('isTokenFreeGraphqlRead: which GraphQL calls need not wait for the security token', () => {
  it('lets plain reads go out at once (the account menu, the map session)', () => {
    expect(isTokenFreeGraphqlRead('/graphql', body('query Token { token { email } }'))).toBe(true);
    expect(
      isTokenFreeGraphqlRead(
        new URL('http://site.test/graphql'),
        body('query MapSession { geoSession { city } }', {
          extensions: { clientLibrary: { name: '@apollo/client' } },
        }),
      ),
    ).toBe(true);
  });

  it('keeps the token for what the server guards: mutations and the counted searches', () => {
    expect(isTokenFreeGraphqlRead('/graphql', body('mutation LogOut { logOut }'))).toBe(false);
    expect(
      isTokenFreeGraphqlRead('/graphql', body('query S($i: In!) { searchProviders(input: $i) { count } }')),
    ).toBe(false);
    expect(isTokenFreeGraphqlRead('/graphql', body('query P { x: provider(id: "1") { id } }'))).toBe(false);
    expect(
      isTokenFreeGraphqlRead(
        '/graphql',
        body('query Q { a } fragment F on Query { provider(id: 1) { id } }'),
      ),
    ).toBe(false);
  });

  it('keeps the token for anything it cannot read: persisted queries, batches, other addresses', () => {
    expect(isTokenFreeGraphqlRead('/graphql', JSON.stringify({ extensions: { persistedQuery: {} } }))).toBe(
      false,
    );
    expect(isTokenFreeGraphqlRead('/graphql', JSON.stringify([{ query: 'query A { a }' }]))).toBe(false);
    expect(isTokenFreeGraphqlRead('/graphql', 'not json')).toBe(false);
    expect(isTokenFreeGraphqlRead('/api/contact', body('query A { a }'))).toBe(false);
    expect(isTokenFreeGraphqlRead('/graphql', undefined)).toBe(false);
  });
});
