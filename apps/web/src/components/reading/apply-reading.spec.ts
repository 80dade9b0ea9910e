import { READ_CONFIDENCE_MIN } from '@fp/domain';
import { applyReading, marksOf, sureLineCodes } from './apply-reading';

const read = <T>(value: T, confidence: number, line = 3) => ({ value, page: 2, line, confidence });

describe('applyReading', () => {
  it('fills a field read at the threshold, and leaves one read just below it as it was, with a note', () => {
    const { values, notes } = applyReading({ a: 'old', b: 'old' }, (take) => {
      take('a', 'A', read('new a', READ_CONFIDENCE_MIN), String, (v, x) => (v.a = x));
      take('b', 'B', read('new b', READ_CONFIDENCE_MIN - 0.01, 4), String, (v, x) => (v.b = x));
      take('b', 'B', null, String, (v, x: string) => (v.b = x));
    });
    expect(values).toEqual({ a: 'new a', b: 'old' });
    expect(notes).toEqual([
      {
        field: 'a',
        label: 'A',
        filled: true,
        text: 'new a, read from page 2, line 3',
        mark: 'read from page 2, line 3',
      },
      {
        field: 'b',
        label: 'B',
        filled: false,
        text: 'not read clearly (page 2, line 4): please fill it in from the bill',
      },
    ]);
  });

  it('says a figure the form has no field for, and fills nothing with it', () => {
    const current = { a: '' };
    const { values, notes } = applyReading(current, (_take, also) => {
      also('Statement date', read('2025-01-28', 0.99), (d) => d);
      also('Adjusted', read(5, 0.2), String);
    });
    expect(values).toEqual(current);
    expect(notes).toEqual([
      {
        field: null,
        label: 'Statement date',
        filled: false,
        text: '2025-01-28, read from page 2, line 3 (this form has no field for it)',
      },
      { field: null, label: 'Adjusted', filled: false, text: 'not read clearly (page 2, line 3)' },
    ]);
  });
});

describe('marksOf', () => {
  it('marks each field noted with its value after filling in, joining two notes on one field', () => {
    const marks = marksOf(
      [
        {
          field: 'codes',
          label: 'C',
          filled: true,
          text: 'long',
          mark: 'MS-DRG 470, read from page 1, line 9',
        },
        { field: 'codes', label: 'C', filled: false, text: 'one line not read clearly (page 1, line 15)' },
        { field: null, label: 'Statement date', filled: false, text: 'x' },
      ],
      { codes: ['MS-DRG 470'] },
    );
    expect(marks).toEqual({
      codes: {
        text: 'MS-DRG 470, read from page 1, line 9; one line not read clearly (page 1, line 15)',
        filled: true,
        value: ['MS-DRG 470'],
      },
    });
  });
});

describe('sureLineCodes', () => {
  it('gives the codes of the lines read surely, each once, upper-cased, in the order printed', () => {
    const line = (code: string | null, confidence: number) => ({
      code,
      confidence,
      page: 1,
      line: 1,
      description: 'x',
      quantity: 1,
      amountCents: 1,
    });
    expect(
      sureLineCodes([
        line('j1885', 0.9),
        line('85025', 0.9),
        line('J1885', 0.95),
        line('80053', 0.5),
        line(null, 1),
      ]),
    ).toEqual(['J1885', '85025']);
  });
});
