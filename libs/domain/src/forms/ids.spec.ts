import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      '3f2504e0-4f89-11d3-9a0c-0305e82c330',
      '3f2504e0 4f89 11d3 9a0c 0305e82c3301',
      42,
      null,
      undefined,
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
    expect(isUuid('------------------------------------')).toBe(false);
  });
});
