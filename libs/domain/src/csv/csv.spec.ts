import { CsvReader, parseCsv } from './csv';

describe('CsvReader', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks, and reports start lines', () => {
    const text = 'a,b,c\r\n1,"x, y",3\r\n2,"say ""hi""",4\n3,"two\nlines",5\n4,,\n';
    const records = parseCsv(text);
    expect(records.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', '3'],
      ['2', 'say "hi"', '4'],
      ['3', 'two\nlines', '5'],
      ['4', '', ''],
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 4, 6]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text = '\uFEFFh1,h2\r\n"a ""q""",b\r\n"multi\r\nline","x"\r\nlast,row';
    const whole = parseCsv(text);
    for (const size of [1, 2, 3, 5, 7]) {
      const reader = new CsvReader();
      const out: ReturnType<typeof parseCsv> = [];
      for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size), out);
      reader.end(out);
      expect(out).toEqual(whole);
    }
    expect(whole[0].fields).toEqual(['h1', 'h2']); // BOM dropped
    expect(whole.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it('skips blank lines and reports an unterminated quote as a broken record', () => {
    const records = parseCsv('a,b\n\n1,2\n3,"open\n4,5\n');
    expect(records[1]).toEqual({ line: 3, fields: ['1', '2'] });
    expect(records[2].line).toBe(4);
    expect(records[2].error).toBe('unterminated quoted field');
  });
});
