import type { Request, Response } from 'express';
import { graphqlCsrfGuard } from './csrf';

/** A POST /graphql as the guard sees it: a session whose token is "right", and the header as given. */
function graphqlPost(body: unknown, header?: string) {
  return {
    method: 'POST',
    body,
    query: {},
    session: { get: (key: string) => (key === 'csrf' ? 'right' : undefined) },
    get: (name: string) => (name.toLowerCase() === 'x-csrf-token' ? header : undefined),
  } as unknown as Request;
}

/** What the guard decided: 'next' or the refusal's message. */
function guard(body: unknown, header?: string): string {
  let out = '';
  graphqlCsrfGuard()(graphqlPost(body, header), {} as Response, (err?: unknown) => {
    out = err ? (err as Error).message : 'next';
  });
  return out;
}

describe('graphqlCsrfGuard', () => {
  it('refuses a mutation without the token and lets it through with the token', () => {
    const body = { query: 'mutation Out { logOut }', operationName: 'Out' };
    expect(guard(body)).toMatch(/security token/);
    expect(guard(body, 'right')).toBe('next');
  });

  it('a crafted request whose operation name and query run into each other does not switch the check off for another document', () => {
    // Remembered under "Out\nmutation\nOut { logOut }" when the memo joined name and text with a newline.
    const crafted = { operationName: 'Out\nmutation', query: 'Out { logOut }' };
    expect(guard(crafted)).toBe('next'); // unparsable: left to Apollo, which answers 400
    const forged = { operationName: 'Out', query: 'mutation\nOut { logOut }' };
    expect(guard(forged)).toMatch(/security token/);
  });

  it('a crafted request does not switch the check off for a counted query either', () => {
    guard({ operationName: 'S\nquery', query: 'S { searchProviders }' });
    expect(guard({ operationName: 'S', query: 'query\nS { searchProviders }' })).toMatch(/free allowance/);
  });
});
