import {
  filterOptions,
  replaceKeepingPicked,
  splitMatch,
  toOptions,
  togglePick,
  type PickerOption,
} from './match';

const opts = (texts: string[]): PickerOption[] => texts.map((text, i) => ({ id: String(i + 1), text }));

describe('tag picker filter', () => {
  const list = opts([
    'Heart failure (CHF)',
    'Heartburn',
    'Asthma',
    'Knee [left] repair',
    'a.b test',
    'HEART attack',
  ]);

  it('matches case-insensitively and skips picked items', () => {
    expect(filterOptions(list, new Set(), 'heart').map((o) => o.text)).toEqual([
      'Heart failure (CHF)',
      'Heartburn',
      'HEART attack',
    ]);
    expect(filterOptions(list, new Set(['2']), 'HEART').map((o) => o.id)).toEqual(['1', '6']);
  });

  it('takes "(", ".*" and "[" literally instead of as a regular expression', () => {
    expect(filterOptions(list, new Set(), '(').map((o) => o.text)).toEqual(['Heart failure (CHF)']);
    expect(filterOptions(list, new Set(), '(chf)').map((o) => o.id)).toEqual(['1']);
    expect(filterOptions(list, new Set(), '.*')).toEqual([]);
    expect(filterOptions(list, new Set(), '.').map((o) => o.text)).toEqual(['a.b test']);
    expect(filterOptions(list, new Set(), '[').map((o) => o.text)).toEqual(['Knee [left] repair']);
    expect(filterOptions(list, new Set(), '[left]').map((o) => o.id)).toEqual(['4']);
    expect(() => filterOptions(list, new Set(), '\\')).not.toThrow();
  });

  it('shows nothing for empty text and at most 10 suggestions', () => {
    expect(filterOptions(list, new Set(), '  ')).toEqual([]);
    const many = opts(Array.from({ length: 25 }, (_, i) => `Item ${i}`));
    expect(filterOptions(many, new Set(), 'item')).toHaveLength(10);
  });

  it('splits the text around the match for highlighting', () => {
    expect(splitMatch('Heart failure (CHF)', '(chf')).toEqual(['Heart failure ', '(CHF', ')']);
    expect(splitMatch('Asthma', 'x')).toEqual(['Asthma', '', '']);
  });
});

describe('tag picker picks and remote lists', () => {
  it('single mode replaces, multi mode toggles', () => {
    expect(togglePick(['1'], '2', false)).toEqual(['2']);
    expect(togglePick(['1'], '2', true)).toEqual(['1', '2']);
    expect(togglePick(['1', '2'], '1', true)).toEqual(['2']);
  });

  it('a remote answer replaces the list but keeps picked items missing from it', () => {
    const current = opts(['A', 'B', 'C']);
    expect(replaceKeepingPicked(current, [{ id: '9', text: 'Z' }], ['2'])).toEqual([
      { id: '2', text: 'B' },
      { id: '9', text: 'Z' },
    ]);
  });

  it('reads [{id,text}] and {hits} answers, refuses anything else', () => {
    expect(toOptions([{ id: 1, text: 'A' }, { id: 2, name: 'B' }, { text: 'no id' }])).toEqual([
      { id: '1', text: 'A' },
      { id: '2', text: 'B' },
    ]);
    expect(toOptions({ count: 1, hits: [{ id: 'x', title: 'X' }] })).toEqual([{ id: 'x', text: 'X' }]);
    expect(() => toOptions({ error: true })).toThrow();
  });
});

describe('tag picker ranking (issue 25)', () => {
  it('puts options starting with the text first, then word starts, then the rest', () => {
    const list = opts([
      'Serious lung infection and aspiration pneumonia',
      'Collapsed lung (pneumothorax)',
      'Pneumonia',
      'Hypopneumatic test',
    ]);
    expect(filterOptions(list, new Set(), 'pneu').map((o) => o.text)).toEqual([
      'Pneumonia',
      'Serious lung infection and aspiration pneumonia',
      'Collapsed lung (pneumothorax)',
      'Hypopneumatic test',
    ]);
  });
});
