import { createHash } from 'node:crypto';
import { parse } from 'node:url';
import { apolloHashHelper, recentDigests, searchOf, useDirectQueryHash } from './express-handler';

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
    const query =
      'query MapSearch($input: ProviderSearchInput!) { searchProviders(input: $input) { count } }';
    const expected = createHash('sha256').update(query).digest('hex');
    expect(helper.createHash('sha256').update(query).digest('hex')).toBe(expected);
    expect(before('sha256').update(query).digest('hex')).toBe(expected);
  });
});

describe('recentDigests', () => {
  const sha = (kind: string, text: string) => createHash(kind).update(text).digest('hex');

  it('gives the digest of each text, asked once or again, for many texts and long ones', () => {
    const hash = recentDigests();
    const texts = [
      ...Array.from({ length: 1200 }, (_, i) => `query Q${i} { a${i % 7} }`),
      'x'.repeat(20_000), // longer than a kept text
      '',
      'é ✓ 𝄞',
    ];
    for (let round = 0; round < 2; round++)
      for (const text of texts) expect(hash('sha256').update(text).digest('hex')).toBe(sha('sha256', text));
  });

  it('answers other kinds of hash with node’s own', () => {
    const hash = recentDigests();
    expect(hash('sha512').update('key').digest('hex')).toBe(sha('sha512', 'key'));
    expect(hash('sha256').update('a').digest('hex')).toBe(sha('sha256', 'a'));
    expect(hash('sha1').update('a').digest('hex')).toBe(sha('sha1', 'a'));
  });
});
