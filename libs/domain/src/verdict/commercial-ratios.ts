/**
 * What commercial insurers pay hospitals for inpatient care, as a multiple of what Medicare would have
 * paid for the same services at the same hospitals: RAND's hospital price study, Round 5.
 *
 * Source: Christopher M. Whaley, Rose Kerber, Daniel Wang, Aaron Kofner, Brian Briscombe, "Prices Paid to
 * Hospitals by Private Health Plans: Findings from Round 5 of an Employer-Led Transparency Initiative",
 * RAND Corporation, RR-A1144-2, published May 13, 2024, https://www.rand.org/pubs/research_reports/RRA1144-2.html
 * (2020–2022 claims; figures for 2022). Its key findings give the national relative price of inpatient
 * hospital facility services as 255 % of Medicare (outpatient facility 289 %, all hospital services with
 * professional fees 254 %), as quoted by TechTarget RevCycle Management ("RAND: Hospital prices 254%
 * higher than Medicare rates", updated 2024-05-30) and Becker's Hospital Review (2024-05-13). The
 * Employers' Forum of Indiana's page on the study (https://employerptp.org/studies/pt5) notes that
 * Maryland is excluded because of its all-payer rate setting.
 *
 * State ratios: RAND publishes them in the report's tables and its supplemental annex (a ZIP file); we
 * could not read a state's inpatient figure in a source we can quote, so none is listed and no figure is
 * guessed. Every state but Maryland falls back to the national figure, and says so. Add a state here
 * only with its table and page. What was searched: docs/VERDICT-SOURCES.md.
 */

import type { TextLanguage } from '../text/text-language';
import { VERDICT_TEXT_ES } from './verdict-text-es';

export interface RatioCitation {
  title: string;
  publisher: string;
  /** Year the study was published. */
  published: number;
  /** Year of the prices the ratio describes. */
  dataYear: number;
  url: string;
  /** Where in the source the figure is. */
  where: string;
}

export const RAND_ROUND_5: RatioCitation = Object.freeze({
  title:
    'Prices Paid to Hospitals by Private Health Plans: Findings from Round 5 of an Employer-Led Transparency Initiative (RR-A1144-2)',
  publisher: 'RAND Corporation',
  published: 2024,
  dataYear: 2022,
  url: 'https://www.rand.org/pubs/research_reports/RRA1144-2.html',
  where:
    'Key findings: inpatient hospital facility services, national average relative price 255 % of Medicare (2022)',
});

/** National inpatient facility relative price (commercial ÷ Medicare), Round 5, 2022. */
export const NATIONAL_INPATIENT_RATIO = 2.55;

/** State inpatient ratios with a quotable source (none yet: see above). */
export const STATE_INPATIENT_RATIOS: Readonly<Record<string, { ratio: number; where: string }>> =
  Object.freeze({});

/** States the study leaves out, and why: there the ratio is not assessed. */
export const STATES_NOT_STUDIED: Readonly<Record<string, string>> = Object.freeze({
  MD: "Maryland sets hospital rates for all payers (its all-payer rate setting), so RAND's study leaves it out and there is no published commercial-to-Medicare ratio for it.",
});

/** The same reasons in Spanish (verdict-text-es.ts). */
const STATES_NOT_STUDIED_ES: Readonly<Record<string, string>> = Object.freeze({
  MD: VERDICT_TEXT_ES['notStudied.MD'],
});

export type CommercialRatio =
  | {
      kind: 'ratio';
      ratio: number;
      scope: 'state' | 'national';
      state: string | null;
      citation: RatioCitation;
      where: string;
    }
  | { kind: 'not_assessed'; reason: string };

/** The ratio for a hospital in `state` (two letters): the state's when published, else the national one. */
export function commercialRatioFor(state: string | null, lang: TextLanguage = 'en'): CommercialRatio {
  const st = state?.trim().toUpperCase() ?? null;
  if (st && STATES_NOT_STUDIED[st])
    return {
      kind: 'not_assessed',
      reason: lang === 'es' ? (STATES_NOT_STUDIED_ES[st] ?? STATES_NOT_STUDIED[st]) : STATES_NOT_STUDIED[st],
    };
  const own = st ? STATE_INPATIENT_RATIOS[st] : undefined;
  if (own)
    return {
      kind: 'ratio',
      ratio: own.ratio,
      scope: 'state',
      state: st,
      citation: RAND_ROUND_5,
      where: own.where,
    };
  return {
    kind: 'ratio',
    ratio: NATIONAL_INPATIENT_RATIO,
    scope: 'national',
    state: st,
    citation: RAND_ROUND_5,
    where: RAND_ROUND_5.where,
  };
}
