import fs from 'node:fs';
import { MIGRATIONS } from './index';
import { RENAMED_MIGRATIONS } from './renamed';

const timestampOf = (name: string) => Number(/(\d{13})$/.exec(name)?.[1]);

describe('migrations', () => {
  it('each file in the folder is listed once in MIGRATIONS, named after its file', () => {
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => /^\d{13}-\w+\.ts$/.test(f))
      .map((f) => {
        const [, stamp, name] = /^(\d{13})-(\w+)\.ts$/.exec(f)!;
        return `${name}${stamp}`;
      });
    expect(MIGRATIONS.map((m) => m.name).sort()).toEqual(files.sort());
  });

  it('are listed in timestamp order', () => {
    const stamps = MIGRATIONS.map((m) => timestampOf(m.name));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it('are dated by `date +%s%3N` when written: none lies in the future', () => {
    expect(MIGRATIONS.map((m) => m.name).filter((name) => timestampOf(name) > Date.now())).toEqual([]);
  });

  it('a renamed migration is listed under its new name only, with the same name before its date', () => {
    const names = MIGRATIONS.map((m) => m.name);
    for (const { from, to } of RENAMED_MIGRATIONS) {
      expect(names).toContain(to);
      expect(names).not.toContain(from);
      expect(to.replace(/\d{13}$/, '')).toBe(from.replace(/\d{13}$/, ''));
    }
  });
});
