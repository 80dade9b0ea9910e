import { archiveName, toCsv } from './account-data.service';

describe('export archive helpers', () => {
  it('writes CSV with a header from every row, quoting and neutralising formulas', () => {
    const csv = toCsv([
      { id: 1, note: 'a, "b"', when: new Date('2026-01-02T03:04:05Z') },
      { id: 2, note: '=HYPERLINK("x")', tags: [{ id: 'a' }], total_cents: -500 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,note,when,tags,total_cents',
      '1,"a, ""b""",2026-01-02T03:04:05.000Z,,',
      `2,"'=HYPERLINK(""x"")",,"[{""id"":""a""}]",-500`,
      '',
    ]);
  });

  it('keeps file names inside the files/ folder of the archive', () => {
    expect(archiveName('f1', '../../etc/passwd')).toBe('files/f1-__.._etc_passwd');
    expect(archiveName('f2', 'bill März.pdf')).toBe('files/f2-bill März.pdf');
    expect(archiveName('f3', '')).toBe('files/f3-file');
  });
});
