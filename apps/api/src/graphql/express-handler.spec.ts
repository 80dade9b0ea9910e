import { createHash } from 'node:crypto';
import { parse } from 'node:url';
import { apolloHashHelper, searchOf, useDirectQueryHash } from './express-handler';

describe('searchOf', () => {
  it.each([
    '/graphql',
    '/graphql?',
    '/graphql?query=%7B__typename%7D',
    '/graphql?query=%7Bx%7D&variables=%7B%7D#frag',
    '/graphql#only-a-fragment',
    '/graphql?a=1?b=2',
  ])('gives what url.parse gave for %s', (url) => {
    expect(searchOf(url)).toBe(parse(url).search ?? '');
  });
});

describe('useDirectQueryHash', () => {
  it("makes Apollo's hash helper use node's SHA-256, with the same digest", () => {
    const helper = apolloHashHelper();
    const before = helper.createHash;
    useDirectQueryHash();
    expect(helper.createHash).not.toBe(before);
    const query = 'query MapSearch($input: ProviderSearchInput!) { searchProviders(input: $input) { count } }';
    const expected = createHash('sha256').update(query).digest('hex');
    expect(helper.createHash('sha256').update(query).digest('hex')).toBe(expected);
    expect(before('sha256').update(query).digest('hex')).toBe(expected);
  });
});
