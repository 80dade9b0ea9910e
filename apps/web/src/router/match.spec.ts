import { matchRoute, templateToRoute, parseQuery } from './match';

const TEMPLATES = [
  'index',
  'map',
  'account',
  'account_set',
  'account_purchase',
  'blog',
  'blog_post',
  'error',
  'faq',
];

describe('route matching (spec part 1 §2.1)', () => {
  it('turns template names into routes', () => {
    expect(templateToRoute('index')).toBe('/');
    expect(templateToRoute('account_set')).toBe('/account/set');
  });

  it('picks the longest matching prefix and keeps the rest as parameters', () => {
    const m = matchRoute(TEMPLATES, '/account/set/abc/me%40example.com');
    expect(m.name).toBe('account_set');
    expect(m.params).toEqual(['abc', 'me@example.com']);
    expect(matchRoute(TEMPLATES, '/account/other').name).toBe('account');
    expect(matchRoute(TEMPLATES, '/blog/post/my-slug').params).toEqual(['my-slug']);
  });

  it('sends unknown paths to the error screen', () => {
    expect(matchRoute(TEMPLATES, '/nowhere/at/all').name).toBe('error');
  });

  it('treats any path whose first segment is map as the map screen', () => {
    const m = matchRoute(TEMPLATES, '/map/heart-failure');
    expect(m.name).toBe('map');
    expect(m.params).toEqual(['heart-failure']);
  });

  it('maps the root to index and reads query variables', () => {
    const m = matchRoute(TEMPLATES, '/', '?diagnosis=12&reference=abc');
    expect(m.name).toBe('index');
    expect(m.query).toEqual({ diagnosis: '12', reference: 'abc' });
    expect(parseQuery('a=1&b=two%20words')).toEqual({ a: '1', b: 'two words' });
  });
});
