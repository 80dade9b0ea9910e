/**
 * The sentences findStateBand writes, in English (the rules' own words, unchanged) and in Spanish (issue 45).
 * The Spanish is composed from the rule's structured facts (income lines as a percent of the poverty
 * guideline, discount, which hospitals and patients); the rules' free-text notes, cap texts and reasons
 * are written in English with their sources, and in Spanish in state-law-es.ts. One without its Spanish
 * (a rule added later) is given apart (`english`), shown as English under a Spanish note, never mixed
 * into a Spanish sentence. Statute citations are shown in the rules list.
 */
import { usd } from '../money/usd';
import type { IncomeBand, RulePatients, StateAssistanceRule } from './state-rule-types';
import type { HospitalFacts } from './types';
import { stateLawEs } from './state-law-es';

export interface StateBandWords {
  /** "New Jersey law — N.J.S.A. … —" / "La ley de New Jersey". */
  law(rule: StateAssistanceRule, citation: string): string;
  /** What a band gives. */
  band(band: IncomeBand, rule: StateAssistanceRule): string;
  federalOnly(rule: StateAssistanceRule): string;
  bindsNo(law: string, rule: StateAssistanceRule): string;
  binds(rule: StateAssistanceRule): string;
  minimumNotCovered(law: string, least: number, here: boolean, citation: string, billed: number): string;
  minimumMaybe(
    law: string,
    billed: number,
    min: { cents: number; higherTierCents: number; citation: string },
    found: string | null,
  ): string;
  entitled(law: string, certain: boolean, band: string, conditions: string[], where: string): string;
  patientCondition: Record<RulePatients, string>;
  nonprofitCondition: string;
  wouldMean(caps: string[]): string;
  notWithin(law: string, coverage: string, where: string): string;
  coverage(bands: IncomeBand[]): string;
  reducedAbove: string;
  higherTierLine(rule: StateAssistanceRule, band: string): string;
  tier(rule: StateAssistanceRule, hospital: HospitalFacts, canBeHigher: boolean, useHigher: boolean): string;
  freeCap: string;
  discountCap(percent: number, billed: number, most: number): string;
  /** The rule's own cap text (Spanish: its Spanish, else a pointer to the English given apart). */
  ruleCap(text: string): string;
  /** The rule's notes as sentences of the answer (Spanish: those written in Spanish; the rest given apart). */
  notes(notes: string[]): string[];
}

/** The households a rule's bands covers, in words: a percent of the guideline, or a dollar line. */
function dollarsOnly(bands: IncomeBand[]): number | null {
  const dollars = bands.filter((b) => b.incomeBelowCents !== undefined).map((b) => b.incomeBelowCents ?? 0);
  return dollars.length === bands.length && dollars.length > 0 ? Math.max(...dollars) : null;
}

export const STATE_BAND_EN: StateBandWords = {
  law: (rule, citation) => `${rule.stateName} law — ${citation} —`,
  band: (band) => band.text,
  federalOnly: (rule) => `${rule.stateName}: only the federal rules apply. ${rule.reason ?? ''}`.trim(),
  bindsNo: (law, rule) =>
    `${law} binds only ${rule.bindsText}, so it does not cover this for-profit hospital.`,
  binds: (rule) => `It binds ${rule.bindsText}.`,
  minimumNotCovered: (law, least, here, citation, billed) =>
    `${law} covers only care over ${usd(least)} a visit or stay${here ? ' at this hospital' : ''} (${citation}); this bill is ${usd(billed)}, so that law does not cover it.`,
  minimumMaybe: (law, billed, min, found) =>
    `${law} covers this ${usd(billed)} bill only if the hospital is neither rural nor Critical Access (the minimum is ${usd(min.higherTierCents)} there, ${usd(min.cents)} at rural and Critical Access hospitals, ${min.citation})${found ? `: then, at your income, ${found}` : ''}.`,
  entitled: (law, certain, band, conditions, where) =>
    `${law} ${certain ? 'entitles you to' : 'may entitle you to'}: ${band}${certain ? '' : `, ${conditions.join(' and ')}`}. ${where}`,
  patientCondition: {
    ANY: '',
    ANY_BUT_MEDICAID: 'if you are not on Medicaid',
    UNINSURED: 'if you have no insurance',
    UNINSURED_OR_HIGH_COST: 'if you are uninsured or your medical costs are high as the law defines them',
    UNINSURED_OR_UNDERINSURED:
      'if you are uninsured, your insurance benefits are used up, or your out-of-pocket medical costs in the last 12 months were over 10 % of your gross yearly income',
  },
  nonprofitCondition: 'if this hospital counts as nonprofit under that law',
  wouldMean: (caps) => `What it would mean for this bill: ${caps.join(' ')}`.trim(),
  notWithin: (law, coverage, where) =>
    `${law} covers ${coverage} (with the conditions it sets); your household is not within it. ${where}`,
  coverage: (bands) => {
    const dollars = dollarsOnly(bands);
    if (dollars !== null) return `households with income under ${usd(dollars)} a year`;
    return `households up to ${Math.max(...bands.map((b) => b.upToPercent))} % of the poverty guideline`;
  },
  reducedAbove: `Above that line the same law still owes reduced-cost care, in amounts the hospital’s own policy sets.`,
  higherTierLine: (rule, band) => `${rule.higherTier?.text ?? ''}: at your income, ${band}.`,
  tier: (rule, hospital, canBeHigher, useHigher) => {
    if (!canBeHigher)
      return `This hospital is a Critical Access Hospital (CMS Hospital General Information, “Hospital Type”), so ${rule.stateName}’s lower lines apply.`;
    if (useHigher)
      return `This hospital is in ${rule.stateName}’s higher tier${hospital.tierSource ? ` (${hospital.tierSource})` : ''}.`;
    if (hospital.higherTier === false)
      return `This hospital is in ${rule.stateName}’s lower tier${hospital.tierSource ? ` (${hospital.tierSource})` : ''}.`;
    return `Which of ${rule.stateName}’s tiers this hospital is in is not known: ${hospital.tierSource ?? 'our data does not say'}. Ask the hospital.`;
  },
  freeCap: 'Free care: nothing is owed for the care the state law covers.',
  discountCap: (d, billed, most) =>
    `At least ${d} % off what this bill asks of you (${usd(billed)}): at most ${usd(most)}.`,
  ruleCap: (text) => text,
  notes: (notes) => notes,
};

const BINDS_ES: Record<StateAssistanceRule['binds'], string> = {
  ALL_HOSPITALS: 'a todos los hospitales que cubre, con o sin fines de lucro',
  NONPROFIT_HOSPITALS: 'solo a los hospitales sin fines de lucro',
  PROGRAM_HOSPITALS: 'a los hospitales que participan en el programa del estado, como la mayoría allí',
};

const percent = (b: IncomeBand) =>
  b.incomeBelowCents !== undefined
    ? `con ingresos menores de ${usd(b.incomeBelowCents)} al año`
    : `con ingresos ${b.below ? 'menores del' : 'de hasta el'} ${b.upToPercent} % de la guía federal de pobreza`;

export const STATE_BAND_ES: StateBandWords = {
  law: (rule) => `La ley de ${rule.stateName}`,
  band: (band, rule) => {
    const what =
      band.kind === 'FREE'
        ? 'atención gratuita'
        : band.minDiscountPercent !== null
          ? `un descuento de al menos el ${band.minDiscountPercent} % del cargo`
          : 'un límite a lo que el hospital le puede cobrar';
    const residents =
      (band.residentsOnly ?? rule.residentsOnly) ? `, para residentes de ${rule.stateName}` : '';
    return `${what} (hogares ${percent(band)}${residents})`;
  },
  federalOnly: (rule) => {
    const reason = rule.reason ? stateLawEs(rule.reason) : null;
    return reason
      ? `${rule.stateName}: solo se aplican las reglas federales. ${reason}`
      : `${rule.stateName}: solo se aplican las reglas federales; no encontramos una ley estatal que fije el ingreso con el que se debe dar atención gratuita o con descuento.`;
  },
  bindsNo: (law) =>
    `${law} obliga solo a los hospitales sin fines de lucro, así que no cubre este hospital con fines de lucro.`,
  binds: (rule) => `Obliga ${BINDS_ES[rule.binds]}.`,
  minimumNotCovered: (law, least, here, _citation, billed) =>
    `${law} cubre solo la atención de más de ${usd(least)} por visita o estadía${here ? ' en este hospital' : ''}; esta factura es de ${usd(billed)}, así que esa ley no la cubre.`,
  minimumMaybe: (law, billed, min, found) =>
    `${law} cubre esta factura de ${usd(billed)} solo si el hospital no es rural ni de acceso crítico (Critical Access Hospital): allí el mínimo es ${usd(min.higherTierCents)}, y ${usd(min.cents)} en los hospitales rurales y de acceso crítico${found ? `. En ese caso, con sus ingresos, le daría ${found}` : ''}.`,
  entitled: (law, certain, band, conditions, where) =>
    `${law} ${certain ? 'le da derecho a' : 'puede darle derecho a'}: ${band}${certain ? '' : `, ${conditions.join(' y ')}`}. ${where}`,
  patientCondition: {
    ANY: '',
    ANY_BUT_MEDICAID: 'si usted no tiene Medicaid',
    UNINSURED: 'si usted no tiene seguro médico',
    UNINSURED_OR_HIGH_COST: 'si usted no tiene seguro médico o sus gastos médicos son altos según la ley',
    UNINSURED_OR_UNDERINSURED:
      'si usted no tiene seguro médico, ya usó todos los beneficios de su seguro, o sus gastos médicos de su bolsillo en los últimos 12 meses pasaron del 10 % de su ingreso anual bruto',
  },
  nonprofitCondition: 'si este hospital cuenta como sin fines de lucro según esa ley',
  wouldMean: (caps) => `Lo que significaría para esta factura: ${caps.join(' ')}`.trim(),
  notWithin: (law, coverage, where) =>
    `${law} cubre ${coverage} (con las condiciones que fija); su hogar no está dentro de ese límite. ${where}`,
  coverage: (bands) => {
    const dollars = dollarsOnly(bands);
    if (dollars !== null) return `los hogares con ingresos menores de ${usd(dollars)} al año`;
    return `los hogares con ingresos de hasta el ${Math.max(...bands.map((b) => b.upToPercent))} % de la guía federal de pobreza`;
  },
  reducedAbove:
    'Por encima de ese límite, la misma ley aún obliga a dar atención a costo reducido, en los montos que fija la política propia del hospital.',
  higherTierLine: (rule, band) =>
    `En los hospitales del nivel más alto de ${rule.stateName} los límites son más altos: con sus ingresos, ${band}.`,
  tier: (rule, hospital, canBeHigher, useHigher) => {
    if (!canBeHigher)
      return `Este hospital es un hospital de acceso crítico (Critical Access Hospital, según los datos de CMS), así que se aplican los límites más bajos de ${rule.stateName}.`;
    const source = hospital.tierSource ? ` (${hospital.tierSource})` : '';
    if (useHigher) return `Este hospital está en el nivel más alto de ${rule.stateName}${source}.`;
    if (hospital.higherTier === false)
      return `Este hospital está en el nivel más bajo de ${rule.stateName}${source}.`;
    return `No sabemos en cuál de los niveles de ${rule.stateName} está este hospital: ${hospital.tierSource ?? 'nuestros datos no lo dicen'}. Pregúntele al hospital.`;
  },
  freeCap: 'Atención gratuita: no se debe nada por la atención que cubre la ley estatal.',
  discountCap: (d, billed, most) =>
    `Al menos un ${d} % menos de lo que le pide esta factura (${usd(billed)}): como máximo ${usd(most)}.`,
  ruleCap: (text) =>
    stateLawEs(text) ??
    'La ley estatal limita lo que se le puede cobrar: vea el texto de la ley, en inglés, en los detalles de abajo.',
  notes: (notes) => notes.map(stateLawEs).filter((n): n is string => n !== null),
};
