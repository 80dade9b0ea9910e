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
