/**
 * The Spanish answer (issue 45): for every state the rules know (and some they do not), at incomes across
 * their lines, at each kind of hospital and for each insurance, the Spanish answer decides exactly what the
 * English one decides (outcome, cap, deadlines, rules), every sentence of it reads as Spanish, its numbers are
 * the English answer's numbers, and the rules' English words are given apart, never inside a sentence.
 */
import { assessAssistance } from './assess';
import { atPercent, input } from './assess-fixtures';
import { ASSISTANCE_DOCUMENTS_ES, FEDERAL_GUARANTEES_ES, fechaLarga } from './assess-es';
import { ASSISTANCE_DOCUMENTS, FEDERAL_BASES } from './federal-rules';
import { assistanceLetterLines } from './letter';
import { STATE_ASSISTANCE_RULES, STATES_LEFT_OUT } from './state-rules';
import type { AssistanceAnswer, HouseholdFacts, HospitalFacts } from './types';

const ENGLISH = new Set(
  'the and of your you with for this that is are to on an what how was be by from at it or we our can will has have here more than about after before which who'.split(
    ' ',
  ),
);

/** The English small words of a sentence, its citations (in parentheses) and names left out. */
function englishWords(text: string, names: string[]): string[] {
  let t = text.replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, ' ');
  for (const n of names) t = t.split(n).join(' ');
  return (t.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => ENGLISH.has(w));
}

const numbers = (text: string): string[] =>
  (text.match(/\$[\d,]+(?:\.\d\d)?|\b\d+(?:\.\d)? %/g) ?? []).sort();

const STATES = [...STATE_ASSISTANCE_RULES.map((r) => r.state), ...STATES_LEFT_OUT.map((r) => r.state), 'AZ'];
const PERCENTS = [90, 160, 210, 260, 320, 420, 700];
const OWNERS: HospitalFacts['ownership'][] = ['nonprofit', 'for_profit', 'government', null];
const INSURANCE: HouseholdFacts['insurance'][] = ['UNINSURED', 'INSURED', 'MEDICAID', 'UNKNOWN'];

function both(
  state: string,
  percent: number,
  ownership: HospitalFacts['ownership'],
  insurance: HouseholdFacts['insurance'],
) {
  const base = input(
    { state, annualIncomeCents: atPercent(percent), insurance },
    { state, ownership, name: 'Test Hospital', tierSource: 'los datos de CMS no lo dicen', higherTier: null },
    { firstBillDate: '2026-06-01', agb: { cents: 400_000, text: 'Estimated from Medicare payments.' } },
  );
  base.bill.serviceDate = '2026-05-20';
  base.bill.dischargeDate = '2026-05-22';
  const en = assessAssistance(base);
  const es = assessAssistance({ ...base, language: 'es' });
  return { en, es };
}

const cases = STATES.flatMap((state) =>
  PERCENTS.flatMap((p) => OWNERS.flatMap((o) => INSURANCE.map((i) => [state, p, o, i] as const))),
);

describe('assessAssistance in Spanish', () => {
  it('decides what the English answer decides, in Spanish sentences with the same numbers', () => {
    const problems: string[] = [];
    for (const [state, percent, ownership, insurance] of cases) {
      const { en, es } = both(state, percent, ownership, insurance);
      const label = `${state} ${percent}% ${ownership} ${insurance}`;
      const same = (k: keyof AssistanceAnswer) =>
        JSON.stringify(en[k]) === JSON.stringify(es[k]) || problems.push(`${label}: ${String(k)} differs`);
      for (const k of ['outcome', 'capCents', 'applyBy', 'povertyPercent', 'guidelineCents'] as const)
        same(k);
      if (
        JSON.stringify(en.deadlines.map((d) => [d.date, d.passed])) !==
        JSON.stringify(es.deadlines.map((d) => [d.date, d.passed]))
      )
        problems.push(`${label}: deadlines differ`);
      if (JSON.stringify(en.bases.map((b) => b.citation)) !== JSON.stringify(es.bases.map((b) => b.citation)))
        problems.push(`${label}: rules differ`);
      const rule = STATE_ASSISTANCE_RULES.find((r) => r.state === state);
      const names = [
        'Test Hospital',
        rule?.stateName ?? '',
        'Critical Access Hospital',
        'Medicaid',
        'Medicare',
      ];
      const said = [
        es.outcomeText,
        ...es.summary,
        es.capText ?? '',
        es.applyByText,
        es.notAssessedReason ?? '',
        ...es.deadlines.map((d) => d.rule),
      ];
      for (const s of said) {
        const words = englishWords(s, names);
        if (words.length) problems.push(`${label}: English words ${words.join(',')} in "${s}"`);
      }
      // The summary's amounts and percents are the English summary's (the English rules' own words aside).
      const esNumbers = numbers(es.summary.join(' ') + es.applyByText);
      for (const n of numbers(en.summary[0] ?? ''))
        if (!esNumbers.includes(n)) problems.push(`${label}: ${n} missing`);
      if (en.english !== undefined) problems.push(`${label}: an English answer carries 'english'`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('gives the state rules’ own English words apart, and marks the rules whose text is English', () => {
    const { es } = both('NJ', 90, 'nonprofit', 'UNINSURED');
    expect(es.english).toEqual(expect.arrayContaining([expect.stringContaining('asset test')]));
    expect(es.summary.join(' ')).not.toMatch(/asset test/);
    const nj = es.bases.find((b) => b.citation.startsWith('N.J.S.A.'));
    expect(nj?.guaranteesLanguage).toBe('en');
    const federal = es.bases.find((b) => b.citation === FEDERAL_BASES.policy.citation);
    expect(federal?.guarantees).toBe(FEDERAL_GUARANTEES_ES[FEDERAL_BASES.policy.citation]);
    expect(federal?.guaranteesLanguage).toBeUndefined();
  });

  it('has a Spanish text for every federal rule and every document', () => {
    for (const b of Object.values(FEDERAL_BASES)) expect(FEDERAL_GUARANTEES_ES[b.citation]).toBeTruthy();
    expect(ASSISTANCE_DOCUMENTS_ES).toHaveLength(ASSISTANCE_DOCUMENTS.length);
  });

  it('writes its dates the Spanish way and refuses bad input in Spanish', () => {
    expect(fechaLarga('2026-11-29')).toBe('29 de noviembre de 2026');
    const { es } = both('TX', 150, 'nonprofit', 'UNINSURED');
    expect(es.deadlines[0]?.rule).toContain(
      '240 días después de la primera factura, con fecha 1 de junio de 2026',
    );
    expect(es.applyByText).toMatch(/^27 de enero de 2027, dentro de \d+ días: 240 días/);
    const bad = assessAssistance({ ...input({ householdSize: 0 }), language: 'es' });
    expect(bad.outcomeText).toBe('Sin evaluar');
    expect(bad.notAssessedReason).toMatch(/^El tamaño del hogar debe ser un número entero/);
  });
});

describe('assistanceLetterLines in Spanish', () => {
  it('writes the whole letter in Spanish from the Spanish answer, with the same amounts and dates', () => {
    const { en, es } = both('NJ', 160, 'nonprofit', 'UNINSURED');
    const letter = (answer: AssistanceAnswer, language: 'en' | 'es') =>
      assistanceLetterLines({
        sender: { firstName: 'Ana', lastName: 'Díaz' },
        today: language === 'es' ? '29 de noviembre de 2026' : 'November 29, 2026',
        bill: {
          eventName: 'Cirugía',
          admitted: '2026-05-20',
          departed: '2026-05-22',
          billDate: '2026-06-01',
          firstBillDate: '2026-06-01',
          billedCents: 1_000_000,
          hospital: {
            name: 'Test Hospital',
            address: '1 Main St',
            city: 'Newark',
            state: 'NJ',
            zip: '07102',
            ownership: 'nonprofit',
          },
        },
        household: {
          householdSize: 1,
          annualIncomeCents: atPercent(160),
          state: 'NJ',
          insurance: 'UNINSURED',
        },
        answer,
        language,
      });
    const english = letter(en, 'en');
    const spanish = letter(es, 'es');
    expect(spanish).toContain('Atentamente,');
    expect(spanish).toContain('[Su dirección postal]');
    expect(spanish.join('\n')).toContain('alta el 22 de mayo de 2026');
    expect(numbers(spanish.join(' ')).filter((n) => n.startsWith('$'))).toEqual(
      numbers(english.join(' ')).filter((n) => n.startsWith('$')),
    );
    const names = ['Test Hospital', '1 Main St', 'New Jersey', 'Medicaid'];
    const bad = spanish.filter((l) => englishWords(l, names).length > 0);
    expect(bad).toEqual([]);
    // The state's rule, whose text is English, is named by its citation only.
    expect(spanish).toContain('- N.J.S.A. 26:2H-18.60; N.J.A.C. 10:52-11.8');
  });
});
