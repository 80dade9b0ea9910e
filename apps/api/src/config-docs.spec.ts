import fs from 'node:fs';
import path from 'node:path';

// The settings are written down in three places: config.ts reads them, the README's Settings table and
// .env.example explain them. This keeps the three naming the same variables.
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Read by tools/import.ts, not by the server; .env.example lists it for `npm run import -- --download`. */
const TOOL_SETTINGS = ['CMS_API_URL'];

function readByConfig(): string[] {
  const source = read('apps/api/src/config.ts');
  const names = [
    ...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g),
    ...source.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g),
    ...source.matchAll(/\(\s*env,\s*'([A-Z][A-Z0-9_]+)'/g),
  ].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

function readmeTable(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Settings\n');
  expect(start).toBeGreaterThan(-1);
  const section = readme.slice(start + 1).split(/\n## /)[0]!;
  const rows = section.split('\n').filter((l) => /^\| `[A-Z]/.test(l));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)).sort();
}

describe('settings documentation', () => {
  it('finds the settings config.ts reads', () => {
    expect(readByConfig()).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'SEED', 'S3_BUCKET']));
  });

  it('the README Settings table lists exactly the variables config.ts reads, each once', () => {
    const table = readmeTable();
    expect(table).toEqual([...new Set(table)]);
    expect(table).toEqual(readByConfig());
  });

  it('.env.example sets only variables that are read, and mentions every one config.ts reads', () => {
    const example = read('.env.example');
    const assigned = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    const known = new Set([...readByConfig(), ...TOOL_SETTINGS]);
    expect(assigned.filter((name) => !known.has(name))).toEqual([]);
    expect(readByConfig().filter((name) => !new RegExp(`\\b${name}\\b`).test(example))).toEqual([]);
  });
});
