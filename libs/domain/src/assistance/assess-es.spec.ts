/**
 * The Spanish answer (issue 45): for every state the rules know (and some they do not), at incomes across
 * their lines, at each kind of hospital and for each insurance, the Spanish answer decides exactly what the
 * English one decides (outcome, cap, deadlines, rules), every sentence of it reads as Spanish, its numbers are
 * the English answer's numbers, and the rules' own words are in Spanish too (state-law-es.ts): nothing is
 * left in English; a rule added later without its Spanish is given apart, never inside a sentence.
 */
import { assessAssistance } from './assess';
import { ONE_PERCENT_OF_SINGLE, atPercent, input } from './assess-fixtures';
import { ASSISTANCE_DOCUMENTS_ES, FEDERAL_GUARANTEES_ES, basisEs, fechaLarga } from './assess-es';
import { ASSISTANCE_DOCUMENTS, FEDERAL_BASES } from './federal-rules';
import { assistanceLetterLines } from './letter';
import { findStateBand } from './state-band';
import { STATE_BAND_ES } from './state-band-words';
import type { StateAssistanceRule } from './state-rule-types';
import { STATE_ASSISTANCE_RULES, STATES_LEFT_OUT } from './state-rules';
import type { AssistanceAnswer, HouseholdFacts, HospitalFacts, LegalBasis } from './types';

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
  dates: Dates = DATES[0],
) {
  const base = input(
    { state, annualIncomeCents: atPercent(percent), insurance },
    { state, ownership, name: 'Test Hospital', tierSource: 'los datos de CMS no lo dicen', higherTier: null },
    { firstBillDate: dates.firstBill, billedCents: dates.billedCents },
  );
  base.bill.serviceDate = dates.service;
  base.bill.dischargeDate = dates.discharge;
  // The AGB estimate comes from the server in the page's language (billAssistanceFacts).
  const en = assessAssistance({
    ...base,
    agb: { cents: 400_000, text: 'Estimated from Medicare payments.' },
  });
  const es = assessAssistance({
    ...base,
    agb: { cents: 400_000, text: 'Calculado con los pagos de Medicare.', language: 'es' },
    language: 'es',
  });
  return { en, es };
}

interface Dates {
  service: string | null;
  discharge: string | null;
  firstBill: string | null;
  billedCents?: number;
}

/**
 * Care in 2026 with its dates; care before New York's and Maine's changes (the earlier texts, notes and
 * caps); a visit without dates and a small bill (Illinois' minimum, its deadline said without a day).
 */
const DATES: Dates[] = [
  { service: '2026-05-20', discharge: '2026-05-22', firstBill: '2026-06-01' },
  { service: '2024-05-20', discharge: '2024-05-22', firstBill: '2024-06-01' },
  { service: null, discharge: null, firstBill: null, billedCents: 20_000 },
];

const cases = STATES.flatMap((state) =>
  PERCENTS.flatMap((p) =>
    OWNERS.flatMap((o) => INSURANCE.flatMap((i) => DATES.map((d) => [state, p, o, i, d] as const))),
  ),
);

describe('assessAssistance in Spanish', () => {
  it('decides what the English answer decides, in Spanish sentences with the same numbers', () => {
    const problems: string[] = [];
    for (const [state, percent, ownership, insurance, dates] of cases) {
      const { en, es } = both(state, percent, ownership, insurance, dates);
      const label = `${state} ${percent}% ${ownership} ${insurance} ${dates.service ?? 'no dates'}`;
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
      // Every state rule's words are written in Spanish (state-law-es.ts): nothing is left in English.
      if (es.english?.length) problems.push(`${label}: English left: ${es.english.join(' | ')}`);
      for (const b of es.bases)
        if (b.guaranteesLanguage === 'en') problems.push(`${label}: ${b.citation} guarantees in English`);
      for (const s of [...es.summary, es.capText ?? '', es.applyByText, es.notAssessedReason ?? ''])
        if (/detalles de abajo/.test(s)) problems.push(`${label}: points to English details: "${s}"`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('writes the state rules’ own words in Spanish, in the answer and its rules list', () => {
    const { es } = both('NJ', 90, 'nonprofit', 'UNINSURED');
    expect(es.english).toEqual([]);
    expect(es.summary.join(' ')).toContain('Charity Care también tiene un límite de bienes');
    expect(es.summary.join(' ')).not.toMatch(/asset test/);
    const nj = es.bases.find((b) => b.citation.startsWith('N.J.S.A.'));
    expect(nj?.guaranteesLanguage).toBeUndefined();
    expect(nj?.guarantees).toMatch(/^Atención hospitalaria gratuita con ingresos de hasta el 200 %/);
    const federal = es.bases.find((b) => b.citation === FEDERAL_BASES.policy.citation);
    expect(federal?.guarantees).toBe(FEDERAL_GUARANTEES_ES[FEDERAL_BASES.policy.citation]);
    expect(federal?.guaranteesLanguage).toBeUndefined();
    expect(es.capText).toContain('Calculado con los pagos de Medicare.');
    // A state left out, and a federal-only state, say why in Spanish.
    expect(both('NV', 90, 'nonprofit', 'UNINSURED').es.notAssessedReason).toMatch(
      /^La ley propia de Nevada queda fuera: NRS 439B.260 \(al menos un 30 % de descuento/,
    );
    expect(both('TX', 90, 'nonprofit', 'UNINSURED').es.summary.join(' ')).toContain(
      'Texas: solo se aplican las reglas federales. La ley de Texas (Health & Safety Code ch. 311, subch. D)',
    );
    // Illinois' later start of its 90 days, in Spanish inside the deadline.
    const il = both('IL', 150, 'nonprofit', 'UNINSURED').es;
    expect(il.deadlines.map((d) => d.rule).join(' ')).toContain(
      '(o de la evaluación del hospital según la Fair Patient Billing Act o de un rechazo de seguro médico público, si es más tarde)',
    );
  });

  it('still gives apart, in English, the words of a rule added later without its Spanish', () => {
    const nj = STATE_ASSISTANCE_RULES.find((r) => r.state === 'NJ') as StateAssistanceRule;
    const rule: StateAssistanceRule = {
      ...nj,
      notes: ['A new note without its Spanish.'],
      bases: nj.bases.map((b) => ({ ...b, guarantees: `${b.guarantees} New words.` })),
    };
    const household = {
      householdSize: 1,
      annualIncomeCents: atPercent(90),
      state: 'NJ',
      insurance: 'UNINSURED' as const,
    };
    const hospital = input({}, { state: 'NJ' }).hospital;
    const found = findStateBand(
      rule,
      household,
      hospital,
      ONE_PERCENT_OF_SINGLE * 100,
      0,
      null,
      STATE_BAND_ES,
    );
    expect(found.english).toEqual(['A new note without its Spanish.']);
    expect(found.sentences.join(' ')).not.toContain('A new note');
    expect(basisEs(rule.bases[0] as LegalBasis).guaranteesLanguage).toBe('en');
    // An AGB estimate whose language is not said is English: given apart.
    const a = assessAssistance({
      ...input({ state: 'TX' }, { state: 'TX' }),
      agb: { cents: 400_000, text: 'Estimated from Medicare payments.' },
      language: 'es',
    });
    expect(a.english).toEqual(['Estimated from Medicare payments.']);
    expect(a.capText).toContain('en inglés, está en los detalles de abajo');
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
    // The state's rule, with what it guarantees in Spanish.
    expect(spanish).toContain(
      '- N.J.S.A. 26:2H-18.60; N.J.A.C. 10:52-11.8: Atención hospitalaria gratuita con ingresos de hasta el 200 % de la guía federal de pobreza; entre el 200 % y el 300 % usted paga del 20 % al 80 % del cargo, en una escala móvil.',
    );
  });
});
