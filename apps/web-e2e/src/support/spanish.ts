/**
 * Pages shown in Spanish (issue 45): opening the site in Spanish, and finding English left on a screen.
 *
 * English left is found two ways, so that neither a catalogue message nor words written outside the catalogue
 * slip through: (1) a sentence of the English catalogue (libs/i18n/src/catalog/en.json, fragments of three or
 * more words that its Spanish does not also hold) seen on the page; (2) a run of visible text (or an aria
 * label, title, placeholder or alt) that reads as English by its small words ("the", "your", "with"…) and has
 * no Spanish ones. Data is not text to translate: hospital names, addresses and codes are marked
 * `translate="no"` (which also keeps a browser's translator off them) and skipped, as is text the page itself
 * declares English (`lang="en"`: the switch's "English", an article not yet translated, shown under a notice
 * in Spanish that says so).
 *
 * `serverEnglish`: English that comes from the API and is not translated yet (a condition's name from the
 * catalogue, a sentence of the bill check), each pattern with its reason at the call: reported apart by
 * `englishLeft`, so a test names what is still missing rather than passing over it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const catalogDir = path.resolve(__dirname, '../../../../libs/i18n/src/catalog');

function spanishCatalog(): Record<string, string> {
  const dir = path.join(catalogDir, 'es');
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>),
  );
}

/** The literal runs of an ICU message (between its placeholders and tags) of three words or more. */
function sentences(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?[a-zA-Z0-9]+>/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 3 && s.length >= 12);
}

let englishSentences: string[] | null = null;
function catalogEnglish(): string[] {
  if (englishSentences) return englishSentences;
  const en = JSON.parse(fs.readFileSync(path.join(catalogDir, 'en.json'), 'utf8')) as Record<string, string>;
  const es = spanishCatalog();
  const out = new Set<string>();
  for (const [id, message] of Object.entries(en))
    for (const s of sentences(message)) if (!(es[id] ?? '').includes(s)) out.add(s);
  return (englishSentences = [...out]);
}

const ENGLISH_WORDS = new Set(
  'the and of your you with for this that is are to on an what how was be by from at it or we our can will has have here more than about after before which who'.split(
    ' ',
  ),
);
const SPANISH_WORDS = new Set(
  'el la los las de del y que su sus un una por para con es son se lo al más este esta estos usted cómo qué'.split(
    ' ',
  ),
);

/** Visible text runs and labels of the page, data (translate="no") left out. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null) =>
      !el ||
      !!el.closest('[translate="no"], [lang="en"], script, style, noscript, code, [aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (!text || skip(el) || !el!.checkVisibility()) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[translate="no"], [lang="en"]')) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** What reads as English on the page: each run of text quoted, with why. */
export async function englishLeft(page: Page, { serverEnglish = [] as RegExp[] } = {}): Promise<string[]> {
  const texts = (await pageTexts(page)).filter((t) => !serverEnglish.some((re) => re.test(t)));
  const found = new Set<string>();
  const all = texts.join('\n');
  for (const s of catalogEnglish()) if (all.includes(s)) found.add(`catalogue English: "${s}"`);
  for (const t of texts) {
    const words = t.toLowerCase().match(/[a-záéíóúñü']+/g) ?? [];
    if (words.length < 3) continue;
    const en = words.filter((w) => ENGLISH_WORDS.has(w)).length;
    const es = words.filter((w) => SPANISH_WORDS.has(w)).length;
    if (en >= 2 && en > es) found.add(`reads as English: "${t.slice(0, 160)}"`);
  }
  return [...found];
}

export async function expectNoEnglish(page: Page, options: { serverEnglish?: RegExp[] } = {}) {
  expect(await englishLeft(page, options)).toEqual([]);
}

/**
 * A browser set to Spanish: `test.use(SPANISH_BROWSER)` (Playwright then sends Accept-Language es-US and the
 * page's navigator.language is Spanish, as on a phone set to Spanish).
 */
export const SPANISH_BROWSER = { locale: 'es-US' } as const;

/** Opens `url` in a browser set to Spanish (SPANISH_BROWSER) and waits for the page to be in Spanish. */
export async function gotoInSpanish(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}
