/**
 * Which band of a state's charity-care law a household falls in at a given hospital, and how sure that
 * is: the law may bind only some hospitals (nonprofits, program hospitals) or some patients (uninsured,
 * residents), and some facts (tier, high medical costs) may be unknown.
 */
import { incomeAtOrBelow } from './poverty-guidelines';
import { STATE_BAND_EN, type StateBandWords } from './state-band-words';
import { stateLawEs } from './state-law-es';
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
  /** The rule's own words kept apart from `sentences` (Spanish answers: notes, cap text, reasons in English). */
  english?: string[];
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

function within(band: IncomeBand, incomeCents: number, guidelineCents: number): boolean {
  if (band.incomeBelowCents !== undefined) return incomeCents < band.incomeBelowCents;
  return band.below
    ? incomeCents * 100 < guidelineCents * band.upToPercent
    : incomeAtOrBelow(incomeCents, guidelineCents, band.upToPercent);
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

function capsFor(band: IncomeBand, rule: StateAssistanceRule, billedCents: number, w: StateBandWords) {
  if (band.kind === 'FREE') return [{ cents: 0, text: w.freeCap }];
  const d = band.minDiscountPercent;
  if (d !== null && billedCents > 0) {
    const most = Math.round((billedCents * (100 - d)) / 100);
    return [
      {
        cents: most,
        text: w.discountCap(d, billedCents, most),
      },
    ];
  }
  const text = band.capText ?? rule.capText;
  return text ? [{ cents: null, text: w.ruleCap(text) }] : [];
}

export function findStateBand(
  rule: StateAssistanceRule,
  household: HouseholdFacts,
  hospital: HospitalFacts,
  guidelineCents: number,
  billedCents = 0,
  serviceDate: string | null = null,
  w: StateBandWords = STATE_BAND_EN,
): StateFinding {
  // Care before the law changed is judged on the text then in force, and the answer names that text.
  const earlier = rule.earlier && serviceDate && serviceDate < rule.earlier.before ? rule.earlier : null;
  if (earlier) rule = { ...rule, bands: earlier.bands, notes: earlier.notes ?? rule.notes };
  const none = { band: null, certain: false, bases: [] as LegalBasis[], caps: [] };
  if (rule.kind === 'FEDERAL_ONLY') {
    return { ...none, sentences: [w.federalOnly(rule)], english: apart(w, [rule.reason ?? '']) };
  }
  const law = w.law(rule, earlier?.citation ?? rule.bases[0]?.citation ?? rule.stateName);
  const binds = bindsHospital(rule, hospital);
  if (binds === 'NO') {
    return { ...none, bases: rule.bases, sentences: [w.bindsNo(law, rule)] };
  }
  const higher = rule.higherTier;
  const canBeHigher = higher && !(hospital.criticalAccess && higher.excludesCriticalAccess);
  const useHigher = Boolean(canBeHigher && hospital.higherTier === true);
  const tierKnown = !higher || useHigher || !canBeHigher || hospital.higherTier === false;
  const tierSentence = higher ? w.tier(rule, hospital, Boolean(canBeHigher), useHigher) : null;
  const min = rule.minimumBill;
  if (min && billedCents > 0) {
    const least = useHigher ? min.higherTierCents : tierKnown ? min.cents : min.higherTierCents;
    if (billedCents <= least) {
      return {
        ...none,
        bases: rule.bases,
        sentences: [
          w.minimumNotCovered(law, least, !(useHigher || !tierKnown), min.citation, billedCents),
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
          w.minimumMaybe(law, billedCents, min, found ? w.band(found.band, rule) : null),
          ...(tierSentence ? [tierSentence] : []),
        ],
        uncertainBand: found?.band ?? null,
      };
    }
  }
  const found = pick(useHigher && higher ? higher.bands : rule.bands, rule, household, guidelineCents);
  const sentences: string[] = [];
  const where = w.binds(rule);
  if (found) {
    const conditions = [
      found.match === 'MAYBE' ? w.patientCondition[found.band.patients ?? rule.patients] : '',
      binds === 'MAYBE' ? w.nonprofitCondition : '',
    ].filter(Boolean);
    const certain = conditions.length === 0;
    sentences.push(
      w.entitled(law, certain, w.band(found.band, rule), conditions, where),
      ...w.notes(rule.notes),
    );
    const caps = capsFor(found.band, rule, billedCents, w);
    if (!certain) sentences.push(w.wouldMean(caps.map((c) => c.text)));
    const better = addHigherTier(
      sentences,
      rule,
      useHigher,
      Boolean(canBeHigher),
      hospital,
      household,
      guidelineCents,
      found.band,
      w,
    );
    if (tierSentence) sentences.push(tierSentence);
    const capWords = caps.some((c) => c.cents === null) ? [found.band.capText ?? rule.capText ?? ''] : [];
    return {
      band: found.band,
      certain,
      sentences,
      bases: rule.bases,
      caps,
      betterIfHigher: better,
      english: apart(w, [...rule.notes, ...capWords]),
    };
  }
  sentences.push(w.notWithin(law, w.coverage(useHigher && higher ? higher.bands : rule.bands), where));
  if (rule.reducedCostAbove) sentences.push(w.reducedAbove);
  const better = addHigherTier(
    sentences,
    rule,
    useHigher,
    Boolean(canBeHigher),
    hospital,
    household,
    guidelineCents,
    null,
    w,
  );
  if (tierSentence) sentences.push(tierSentence);
  return {
    uncertainBand: better,
    ...none,
    bases: rule.bases,
    sentences,
    policyAbove: binds === 'YES' && rule.reducedCostAbove === true,
    english: apart(w, rule.notes),
  };
}

/**
 * The rule's English words a Spanish answer gives apart: those without their Spanish (state-law-es.ts);
 * none in English, where they are in the sentences.
 */
function apart(w: StateBandWords, texts: string[]): string[] {
  return w === STATE_BAND_EN ? [] : texts.filter((t) => t && stateLawEs(t) === null);
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
  w: StateBandWords,
): IncomeBand | null {
  if (!rule.higherTier || useHigher || !canBeHigher || hospital.higherTier === false) return null;
  const better = pick(rule.higherTier.bands, rule, household, guidelineCents);
  if (!better) return null;
  const improves =
    !current ||
    (better.band.kind === 'FREE' && current.kind !== 'FREE') ||
    (better.band.minDiscountPercent ?? 0) > (current.minDiscountPercent ?? 0);
  if (!improves) return null;
  sentences.push(w.higherTierLine(rule, w.band(better.band, rule)));
  return better.band;
}
