import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/map?diagnosis=291&lat=30.2')).toBe('/map?diagnosis=291&lat=30.2');
    expect(safeReturnPath('/procedures')).toBe('/procedures');
  });

  it('refuses another site, a scheme, control characters and the account pages', () => {
    for (const p of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/account/set/k/e@x.co',
      '/thankyou/set',
      '/account',
      '',
      null,
      undefined,
    ])
      expect(safeReturnPath(p)).toBeNull();
  });
});
