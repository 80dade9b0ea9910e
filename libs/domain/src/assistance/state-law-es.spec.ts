/**
 * The state rules' words in Spanish (state-law-es.ts): every English sentence the rules carry has its
 * Spanish, and each Spanish keeps the numbers, dollar amounts, day counts and citations of its English.
 */
import { STATE_LAW_ES, stateLawEs } from './state-law-es';
import { STATE_ASSISTANCE_RULES, STATES_LEFT_OUT } from './state-rules';

/** Every free-text sentence of the rules a patient may read (notes, reasons, caps, later-if, guarantees). */
function ruleTexts(): string[] {
  const texts: string[] = [];
  for (const r of STATE_ASSISTANCE_RULES) {
    texts.push(...r.notes, ...(r.earlier?.notes ?? []));
    if (r.reason) texts.push(r.reason);
    if (r.capText) texts.push(r.capText);
    for (const b of [...r.bands, ...(r.earlier?.bands ?? []), ...(r.higherTier?.bands ?? [])])
      if (b.capText) texts.push(b.capText);
    if (r.applyWithinDaysOfDischarge?.laterIf) texts.push(r.applyWithinDaysOfDischarge.laterIf);
    for (const b of r.bases) if (!/501\(r\)/.test(b.citation)) texts.push(b.guarantees);
  }
  texts.push(...STATES_LEFT_OUT.map((l) => l.reason));
  return [...new Set(texts)];
}

/** Numbers as written ("$125,000", "2807", "9", "10.5"), sorted: dates only reorder their parts. */
const numbers = (t: string) => (t.match(/\$?\d+(?:[.,]\d+)*/g) ?? ([] as string[])).sort();
/** Citations' marks and the statutes' abbreviations and capitalised tokens ("§", "ILCS", "N.J.A.C."). */
const citationMarks = (t: string) =>
  (t.match(/§+|\b(?:[A-Z]\.){2,}[A-Z]?\.?|\b[A-Z]{2,}\b|\([a-z0-9-]+\)/g) ?? ([] as string[])).sort();

describe('the state rules’ words in Spanish', () => {
  it('has the Spanish of every sentence the rules carry', () => {
    const missing = ruleTexts().filter((t) => stateLawEs(t) === null);
    expect(missing).toEqual([]);
  });

  it('keeps no Spanish for an English sentence the rules no longer carry', () => {
    const used = new Set(ruleTexts());
    expect(Object.keys(STATE_LAW_ES).filter((k) => !used.has(k))).toEqual([]);
  });

  it('keeps every number, amount, day count and citation of the English', () => {
    const problems: string[] = [];
    for (const [en, es] of Object.entries(STATE_LAW_ES)) {
      if (JSON.stringify(numbers(en)) !== JSON.stringify(numbers(es)))
        problems.push(`numbers ${numbers(en).join(' ')} ≠ ${numbers(es).join(' ')}: ${es}`);
      const marks = citationMarks(es);
      for (const m of citationMarks(en)) {
        const i = marks.indexOf(m);
        if (i < 0) problems.push(`"${m}" missing: ${es}`);
        else marks.splice(i, 1);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes plain Spanish with "usted", not the English sentence', () => {
    for (const [en, es] of Object.entries(STATE_LAW_ES)) {
      expect(es).not.toBe(en);
      expect(es).not.toMatch(/\b(?:tú|tu|puedes|debes)\b/);
    }
  });
});
