import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('HPT_FILES', () => {
  it('reads files with optional CCNs, relative to the working folder', () => {
    const cfg = loadConfig({ HPT_FILES: 'a/vt_470011.jsonl, b/example.json=30019 ,' }, '/srv/app');
    expect(cfg.hptFiles).toEqual([
      { file: path.resolve('/srv/app', 'a/vt_470011.jsonl'), ccn: undefined },
      { file: path.resolve('/srv/app', 'b/example.json'), ccn: '030019' },
    ]);
    expect(loadConfig({}).hptFiles).toEqual([]);
  });

  it('reads the date a normalized file is from after "@", and refuses one that is not a date', () => {
    const cfg = loadConfig(
      { HPT_FILES: 'a/vt_470011.jsonl@2024-05-01, b/x.jsonl=470011@2023-12-31, c/me@home/y.jsonl' },
      '/srv/app',
    );
    expect(cfg.hptFiles).toEqual([
      { file: path.resolve('/srv/app', 'a/vt_470011.jsonl'), ccn: undefined, date: '2024-05-01' },
      { file: path.resolve('/srv/app', 'b/x.jsonl'), ccn: '470011', date: '2023-12-31' },
      // An "@" inside a folder name is part of the path.
      { file: path.resolve('/srv/app', 'c/me@home/y.jsonl'), ccn: undefined },
    ]);
    for (const bad of ['2024-02-30', '2024-13-01', '1/5/2024', ''])
      expect(() => loadConfig({ HPT_FILES: `x.jsonl@${bad}` })).toThrow(
        new ConfigError(`HPT_FILES: "${bad}" is not a date written YYYY-MM-DD.`),
      );
    expect(() => loadConfig({ HPT_FILES: 'x.json=300019@2024-05-01' })).toThrow(
      /a date \(@2024-05-01\) is for a normalized \.jsonl file/,
    );
  });

  it('takes a compressed normalized file (.jsonl.gz) with its date, as the shipped one', () => {
    expect(
      loadConfig({ HPT_FILES: 'data/price-files/vt_470011.jsonl.gz@2026-01-15' }, '/srv/app').hptFiles,
    ).toEqual([
      {
        file: path.resolve('/srv/app', 'data/price-files/vt_470011.jsonl.gz'),
        ccn: undefined,
        date: '2026-01-15',
      },
    ]);
  });

  it('refuses a CCN that is not one, and any file in production', () => {
    expect(() => loadConfig({ HPT_FILES: 'x.json=4700-1' })).toThrow(
      /"4700-1" is not a CMS Certification Number/,
    );
    expect(loadConfig({ HPT_FILES: 'x.json=demo01' }).hptFiles[0].ccn).toBe('DEMO01');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', HPT_FILES: 'x.json' }),
    ).toThrow(ConfigError);
  });
});
