/**
 * Every write of app_user goes through users.repository.ts: no other source file of the libraries or
 * the API inserts, updates or deletes the table with raw SQL (tests, their helpers in testing.ts or testing/,
 * and migrations may).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+app_user\b/i;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory())
      return ['node_modules', '__generated__', 'migrations', 'testing'].includes(d.name) ? [] : sources(p);
    return /\.tsx?$/.test(d.name) && !/\.(spec|integration-spec)\.ts$/.test(d.name) && d.name !== 'testing.ts'
      ? [p]
      : [];
  });
}

describe('app_user writes', () => {
  it('happen only in users.repository.ts', () => {
    const files = [...sources(path.join(root, 'libs')), ...sources(path.join(root, 'apps/api/src'))];
    expect(files.length).toBeGreaterThan(50);
    const writers = files
      .filter((f) => WRITE.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(writers).toEqual(['libs/accounts/src/users.repository.ts']);
  });
});
