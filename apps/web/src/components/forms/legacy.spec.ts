import { legacyFormData, legacyFormParams } from './legacy';

describe('legacy form bodies from the web app', () => {
  const spec = { due: 'date', paid: 'checkbox', clinic: 'select', tags: 'multiselect' } as const;
  const values = { due: '01/31/2025', paid: true, clinic: '', tags: ['a', 'b'], note: 'hi' };

  it('builds the multipart body with the older shapes and bracketed keys', () => {
    expect([...legacyFormData(values, spec).entries()]).toEqual([
      ['note', 'hi'],
      ['due', '2025-01-31T00:00:00'],
      ['paid', '1'],
      ['clinic', '{}'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
    ]);
  });

  it('or the urlencoded one', () => {
    expect(legacyFormParams({ due: '', tags: [] }, spec).toString()).toBe(
      'due=null&paid=0&clinic=%7B%7D&tags=null',
    );
  });
});
