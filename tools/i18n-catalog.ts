/**
 * The message catalogues (issue 45): `npm run i18n:extract` writes libs/i18n/src/catalog/en.json from the
 * English defaults in the code (react-intl's `defaultMessage`, found by the formatjs extractor, and the shared
 * schemas' VALIDATION_MESSAGES); the checks
 * below (run by tools/i18n-catalog.spec.ts in the unit tier, so in CI) fail when en.json is not what the
 * code says, when the Spanish catalogue lacks a key or has one no longer used, when a translation's
 * placeholders differ from the English (a "{count}" lost would print nothing), or when it breaks the glossary
 * (libs/i18n/glossary.md). That no English is written outside the catalogue is lint's rule
 * (formatjs/no-literal-string-in-jsx in eslint.config.mjs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { VALIDATION_MESSAGES } from '@fp/domain';
import { GLOSSARY } from '@fp/i18n';

const root = path.resolve(__dirname, '..');
export const CATALOG_DIR = path.join(root, 'libs/i18n/src/catalog');
/** Where messages are written: the web app (its tests and generated code aside). */
const SOURCES = ['apps/web/src/**/*.{ts,tsx}'];
const IGNORED = ['**/*.spec.*', '**/__generated__/**'];

export type Catalog = Record<string, string>;

/** The English messages of the code, by id. Throws on a message without an id or an id used twice differently. */
export function extractEnglish(): Catalog {
  const bin = path.join(root, 'node_modules/.bin/formatjs');
  const args = [
    'extract',
    ...SOURCES,
    ...IGNORED.flatMap((g) => ['--ignore', g]),
    '--format',
    'simple',
    '--throws',
  ];
  const out = execFileSync(bin, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const code = JSON.parse(out) as Catalog;
  // The shared schemas' messages (libs/domain, which depends on no i18n code): keys with their English, shown
  // by the web's form fields through react-intl with that English as the default.
  for (const [id, en] of Object.entries(VALIDATION_MESSAGES)) {
    if (id in code && code[id] !== en)
      throw new Error(`${id}: written differently in the code and in libs/domain`);
    code[id] = en;
  }
  return sorted(code);
}

/** en.json; the Spanish parts (catalog/es/<part>.json) merged, with a problem for an id outside its part's file. */
export function readCatalog(locale: 'en' | 'es', problems: string[] = []): Catalog {
  if (locale === 'en')
    return JSON.parse(fs.readFileSync(path.join(CATALOG_DIR, 'en.json'), 'utf8')) as Catalog;
  const dir = path.join(CATALOG_DIR, 'es');
  const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
  const merged: Catalog = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const part = file.replace(/\.json$/, '');
    if (!index.includes(`'./${file}'`))
      problems.push(`catalog/es/${file} is not imported by catalog/es/index.ts`);
    const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalog;
    for (const [id, message] of Object.entries(messages)) {
      if (id.split('.')[0] !== part)
        problems.push(`${id}: belongs in catalog/es/${id.split('.')[0]}.json, not ${file}`);
      merged[id] = message;
    }
  }
  return merged;
}

export function sorted(c: Catalog): Catalog {
  return Object.fromEntries(Object.entries(c).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Each argument and tag of a message with its kind ("count:plural", "b:tag"), select and plural options included. */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument) found.add(`${el.value}:argument`);
      else if (el.type === TYPE.number) found.add(`${el.value}:number`);
      else if (el.type === TYPE.date) found.add(`${el.value}:date`);
      else if (el.type === TYPE.time) found.add(`${el.value}:time`);
      else if (el.type === TYPE.tag) {
        found.add(`${el.value}:tag`);
        walk(el.children);
      } else if (el.type === TYPE.select || el.type === TYPE.plural) {
        found.add(`${el.value}:${el.type === TYPE.select ? 'select' : 'plural'}`);
        for (const [key, opt] of Object.entries(el.options)) {
          // A select's options are values of the argument and must match; a plural's are the language's own
          // categories (Spanish has "many" in CLDR 42+), so only "=N" options are compared.
          if (el.type === TYPE.select || key.startsWith('=')) found.add(`${el.value}=${key}`);
          walk(opt.value);
        }
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** What is wrong with the catalogues: one line per problem, empty when all is well. */
export function catalogProblems(english: Catalog, catalogs: { en: Catalog; es: Catalog }): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(english))
    if (!ID.test(id)) problems.push(`${id}: an id is words joined by dots ("screen.part.what")`);
  const enFile = JSON.stringify(sorted(catalogs.en));
  if (enFile !== JSON.stringify(sorted(english)))
    problems.push('libs/i18n/src/catalog/en.json is not what the code says: run `npm run i18n:extract`');
  for (const [id, en] of Object.entries(english)) {
    const es = catalogs.es[id];
    if (es === undefined) {
      problems.push(`${id}: missing from es.json (English: "${en}")`);
      continue;
    }
    let want: string[];
    let got: string[];
    try {
      want = placeholders(en);
      got = placeholders(es);
    } catch (err) {
      problems.push(`${id}: not a valid ICU message (${(err as Error).message})`);
      continue;
    }
    if (want.join() !== got.join())
      problems.push(
        `${id}: placeholders differ: English ${want.join(', ') || 'none'}, Spanish ${got.join(', ') || 'none'}`,
      );
    for (const term of GLOSSARY)
      if (term.en.test(en) && !term.es.test(es))
        problems.push(`${id}: the glossary writes "${term.enTerm}" as "${term.esTerm}": "${es}"`);
  }
  for (const id of Object.keys(catalogs.es))
    if (!(id in english)) problems.push(`${id}: in es.json but no longer in the code`);
  return problems;
}

if (require.main === module) {
  const english = extractEnglish();
  fs.writeFileSync(path.join(CATALOG_DIR, 'en.json'), `${JSON.stringify(english, null, 2)}\n`);
  const fileProblems: string[] = [];
  const es = readCatalog('es', fileProblems);
  const problems = [...fileProblems, ...catalogProblems(english, { en: english, es })];
  console.log(`en.json: ${Object.keys(english).length} messages`);
  for (const p of problems) console.log(`  ${p}`);
  if (problems.length) process.exitCode = 1;
}
