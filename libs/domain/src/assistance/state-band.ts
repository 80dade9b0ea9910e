/**
 * Which band of a state's charity-care law a household falls in at a given hospital, and how sure that
 * is: the law may bind only some hospitals (nonprofits, program hospitals) or some patients (uninsured,
 * residents), and some facts (tier, high medical costs) may be unknown.
 */
import { usd } from '../money/usd';
import { incomeAtOrBelow } from './poverty-guidelines';
import type { IncomeBand, RulePatients, StateAssistanceRule } from './state-rule-types';
import type { HospitalFacts, HouseholdFacts, LegalBasis } from './types';

type Match = 'YES' | 'MAYBE' | 'NO';

export interface StateFinding {
  band: IncomeBand | null;
  /** True when every condition of the band is known to hold. */
  certain: boolean;
  sentences: string[];
  bases: LegalBasis[];
  caps: { cents: number | null; text: string }[];
  /** The law binds this hospital and owes reduced-cost care above its bands, by the hospital's policy. */
  policyAbove?: boolean;
  /** A band that applies only if a fact we cannot check holds (e.g. the hospital's tier). */
  uncertainBand?: IncomeBand | null;
  /** A better band at the state's higher tier, when the tier is not known (then "at least" the band). */
  betterIfHigher?: IncomeBand | null;
}

/** Where the hospital's tier comes from, or that it is not known, in one sentence. */
function tierText(
  rule: StateAssistanceRule,
  hospital: HospitalFacts,
  canBeHigher: boolean,
  useHigher: boolean,
): string {
  if (!canBeHigher)
    return `This hospital is a Critical Access Hospital (CMS Hospital General Information, “Hospital Type”), so ${rule.stateName}’s lower lines apply.`;
  if (useHigher)
    return `This hospital is in ${rule.stateName}’s higher tier${hospital.tierSource ? ` (${hospital.tierSource})` : ''}.`;
  if (hospital.higherTier === false)
    return `This hospital is in ${rule.stateName}’s lower tier${hospital.tierSource ? ` (${hospital.tierSource})` : ''}.`;
  return `Which of ${rule.stateName}’s tiers this hospital is in is not known: ${hospital.tierSource ?? 'our data does not say'}. Ask the hospital.`;
}

function bindsHospital(rule: StateAssistanceRule, hospital: HospitalFacts): Match {
  if (rule.binds !== 'NONPROFIT_HOSPITALS') return 'YES';
  if (hospital.ownership === 'nonprofit') return 'YES';
  return hospital.ownership === 'for_profit' ? 'NO' : 'MAYBE';
}

function patientMatch(who: RulePatients, household: HouseholdFacts): Match {
  if (who === 'ANY' || household.insurance === 'UNINSURED') return 'YES';
  if (who === 'ANY_BUT_MEDICAID') {
    if (household.insurance === 'MEDICAID') return 'NO';
    return household.insurance === 'UNKNOWN' ? 'MAYBE' : 'YES';
  }
  if (who === 'UNINSURED') return household.insurance === 'UNKNOWN' ? 'MAYBE' : 'NO';
  return 'MAYBE';
}

const PATIENT_CONDITION: Record<RulePatients, string> = {
  ANY: '',
  ANY_BUT_MEDICAID: 'if you are not on Medicaid',
  UNINSURED: 'if you have no insurance',
  UNINSURED_OR_HIGH_COST: 'if you are uninsured or your medical costs are high as the law defines them',
  UNINSURED_OR_UNDERINSURED:
    'if you are uninsured, your insurance benefits are used up, or your out-of-pocket medical costs in the last 12 months were over 10 % of your gross yearly income',
};

function within(band: IncomeBand, incomeCents: number, guidelineCents: number): boolean {
  if (band.incomeBelowCents !== undefined) return incomeCents < band.incomeBelowCents;
  return band.below
    ? incomeCents * 100 < guidelineCents * band.upToPercent
    : incomeAtOrBelow(incomeCents, guidelineCents, band.upToPercent);
}

/** The households a rule's bands cover, in words: a percent of the guideline, or a dollar line. */
function coverageText(bands: IncomeBand[]): string {
  const dollars = bands.filter((b) => b.incomeBelowCents !== undefined).map((b) => b.incomeBelowCents ?? 0);
  if (dollars.length === bands.length && dollars.length > 0)
    return `households with income under ${usd(Math.max(...dollars))} a year`;
  return `households up to ${Math.max(...bands.map((b) => b.upToPercent))} % of the poverty guideline`;
}

function pick(
  bands: IncomeBand[],
  rule: StateAssistanceRule,
  household: HouseholdFacts,
  guidelineCents: number,
): { band: IncomeBand; match: Match } | null {
  for (const band of bands) {
    if (!within(band, household.annualIncomeCents, guidelineCents)) continue;
    const residentsOnly = band.residentsOnly ?? rule.residentsOnly ?? false;
    if (residentsOnly && household.state.trim().toUpperCase() !== rule.state) continue;
    const match = patientMatch(band.patients ?? rule.patients, household);
    if (match !== 'NO') return { band, match };
  }
  return null;
}

function capsFor(band: IncomeBand, rule: StateAssistanceRule, billedCents: number) {
  if (band.kind === 'FREE')
    return [{ cents: 0, text: 'Free care: nothing is owed for the care the state law covers.' }];
  const d = band.minDiscountPercent;
  if (d !== null && billedCents > 0) {
    const most = Math.round((billedCents * (100 - d)) / 100);
    return [
      {
        cents: most,
        text: `At least ${d} % off what this bill asks of you (${usd(billedCents)}): at most ${usd(most)}.`,
      },
    ];
  }
  const text = band.capText ?? rule.capText;
  return text ? [{ cents: null, text }] : [];
}

export function findStateBand(
  rule: StateAssistanceRule,
  household: HouseholdFacts,
  hospital: HospitalFacts,
  guidelineCents: number,
  billedCents = 0,
  serviceDate: string | null = null,
): StateFinding {
  // Care before the law changed is judged on the text then in force, and the answer names that text.
  const earlier = rule.earlier && serviceDate && serviceDate < rule.earlier.before ? rule.earlier : null;
  if (earlier) rule = { ...rule, bands: earlier.bands, notes: earlier.notes ?? rule.notes };
  const none = { band: null, certain: false, bases: [] as LegalBasis[], caps: [] };
  if (rule.kind === 'FEDERAL_ONLY') {
    return {
      ...none,
      sentences: [`${rule.stateName}: only the federal rules apply. ${rule.reason ?? ''}`.trim()],
    };
  }
  const law = `${rule.stateName} law — ${earlier?.citation ?? rule.bases[0]?.citation ?? rule.stateName} —`;
  const binds = bindsHospital(rule, hospital);
  if (binds === 'NO') {
    return {
      ...none,
      bases: rule.bases,
      sentences: [`${law} binds only ${rule.bindsText}, so it does not cover this for-profit hospital.`],
    };
  }
  const higher = rule.higherTier;
  const canBeHigher = higher && !(hospital.criticalAccess && higher.excludesCriticalAccess);
  const useHigher = Boolean(canBeHigher && hospital.higherTier === true);
  const tierKnown = !higher || useHigher || !canBeHigher || hospital.higherTier === false;
  const tierSentence = higher ? tierText(rule, hospital, Boolean(canBeHigher), useHigher) : null;
  const min = rule.minimumBill;
  if (min && billedCents > 0) {
    const least = useHigher ? min.higherTierCents : tierKnown ? min.cents : min.higherTierCents;
    if (billedCents <= least) {
      return {
        ...none,
        bases: rule.bases,
        sentences: [
          `${law} covers only care over ${usd(least)} a visit or stay${useHigher || !tierKnown ? '' : ' at this hospital'} (${min.citation}); this bill is ${usd(billedCents)}, so that law does not cover it.`,
          ...(tierSentence ? [tierSentence] : []),
        ],
      };
    }
    if (!tierKnown && billedCents <= min.cents) {
      // Over the urban minimum, not over the rural one: covered only if the hospital is in the higher tier.
      const found = pick(higher?.bands ?? [], rule, household, guidelineCents);
      return {
        ...none,
        bases: rule.bases,
        sentences: [
          `${law} covers this ${usd(billedCents)} bill only if the hospital is neither rural nor Critical Access (the minimum is ${usd(min.higherTierCents)} there, ${usd(min.cents)} at rural and Critical Access hospitals, ${min.citation})${found ? `: then, at your income, ${found.band.text}` : ''}.`,
          ...(tierSentence ? [tierSentence] : []),
        ],
        uncertainBand: found?.band ?? null,
      };
    }
  }
  const found = pick(useHigher && higher ? higher.bands : rule.bands, rule, household, guidelineCents);
  const sentences: string[] = [];
  const where = `It binds ${rule.bindsText}.`;
  if (found) {
    const conditions = [
      found.match === 'MAYBE' ? PATIENT_CONDITION[found.band.patients ?? rule.patients] : '',
      binds === 'MAYBE' ? 'if this hospital counts as nonprofit under that law' : '',
    ].filter(Boolean);
    const certain = conditions.length === 0;
    sentences.push(
      `${law} ${certain ? 'entitles you to' : 'may entitle you to'}: ${found.band.text}${certain ? '' : `, ${conditions.join(' and ')}`}. ${where}`,
      ...rule.notes,
    );
    const caps = capsFor(found.band, rule, billedCents);
    if (!certain)
      sentences.push(`What it would mean for this bill: ${caps.map((c) => c.text).join(' ')}`.trim());
    const better = addHigherTier(
      sentences,
      rule,
      useHigher,
      Boolean(canBeHigher),
      hospital,
      household,
      guidelineCents,
      found.band,
    );
    if (tierSentence) sentences.push(tierSentence);
    return { band: found.band, certain, sentences, bases: rule.bases, caps, betterIfHigher: better };
  }
  sentences.push(
    `${law} covers ${coverageText(useHigher && higher ? higher.bands : rule.bands)} (with the conditions it sets); your household is not within it. ${where}`,
  );
  if (rule.reducedCostAbove) {
    sentences.push(
      `Above that line the same law still owes reduced-cost care, in amounts the hospital’s own policy sets.`,
    );
  }
  const better = addHigherTier(
    sentences,
    rule,
    useHigher,
    Boolean(canBeHigher),
    hospital,
    household,
    guidelineCents,
    null,
  );
  if (tierSentence) sentences.push(tierSentence);
  return {
    uncertainBand: better,
    ...none,
    bases: rule.bases,
    sentences,
    policyAbove: binds === 'YES' && rule.reducedCostAbove === true,
  };
}

function addHigherTier(
  sentences: string[],
  rule: StateAssistanceRule,
  useHigher: boolean,
  canBeHigher: boolean,
  hospital: HospitalFacts,
  household: HouseholdFacts,
  guidelineCents: number,
  current: IncomeBand | null,
): IncomeBand | null {
  if (!rule.higherTier || useHigher || !canBeHigher || hospital.higherTier === false) return null;
  const better = pick(rule.higherTier.bands, rule, household, guidelineCents);
  if (!better) return null;
  const improves =
    !current ||
    (better.band.kind === 'FREE' && current.kind !== 'FREE') ||
    (better.band.minDiscountPercent ?? 0) > (current.minDiscountPercent ?? 0);
  if (!improves) return null;
  sentences.push(`${rule.higherTier.text}: at your income, ${better.band.text}.`);
  return better.band;
}
