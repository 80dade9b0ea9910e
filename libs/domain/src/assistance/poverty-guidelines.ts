/**
 * HHS poverty guidelines (42 U.S.C. 9902(2)), the yardstick every charity-care law below is written in.
 * Three tables: the 48 contiguous states and DC, Alaska, Hawaii. Each printed row from 1 to 8 persons is
 * the one-person figure plus a fixed amount per added person, and the notice says to add that amount for
 * each person past 8, so the two figures give the whole table. Sources in docs/ASSISTANCE-SOURCES.md.
 */
import { badInput } from '../errors';
import type { GuidelineRegion } from './types';

export interface GuidelineTable {
  year: number;
  /** Federal Register citation and date of the notice. */
  citation: string;
  published: string;
  effective: string;
  url: string;
  /** Dollars (whole): one person, and each added person, per region. */
  firstPerson: Record<GuidelineRegion, number>;
  perAddedPerson: Record<GuidelineRegion, number>;
}

export const POVERTY_GUIDELINE_TABLES: readonly GuidelineTable[] = [
  {
    year: 2024,
    citation: 'HHS, Annual Update of the HHS Poverty Guidelines, 89 FR 2961 (Jan. 17, 2024)',
    published: '2024-01-17',
    effective: '2024-01-11',
    url: 'https://www.govinfo.gov/content/pkg/FR-2024-01-17/pdf/2024-00796.pdf',
    firstPerson: { CONTIGUOUS: 15_060, ALASKA: 18_810, HAWAII: 17_310 },
    perAddedPerson: { CONTIGUOUS: 5_380, ALASKA: 6_730, HAWAII: 6_190 },
  },
  {
    year: 2025,
    citation: 'HHS, Annual Update of the HHS Poverty Guidelines, 90 FR 5917 (Jan. 17, 2025)',
    published: '2025-01-17',
    effective: '2025-01-15',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-01-17/pdf/2025-01377.pdf',
    firstPerson: { CONTIGUOUS: 15_650, ALASKA: 19_550, HAWAII: 17_990 },
    perAddedPerson: { CONTIGUOUS: 5_500, ALASKA: 6_880, HAWAII: 6_330 },
  },
  {
    year: 2026,
    citation: 'HHS, Annual Update of the HHS Poverty Guidelines, 91 FR 1797 (Jan. 15, 2026)',
    published: '2026-01-15',
    effective: '2026-01-13',
    url: 'https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm',
    firstPerson: { CONTIGUOUS: 15_960, ALASKA: 19_950, HAWAII: 18_360 },
    perAddedPerson: { CONTIGUOUS: 5_680, ALASKA: 7_100, HAWAII: 6_530 },
  },
];

/** The newest table: the one in force unless a program names another. */
export const CURRENT_GUIDELINE_YEAR = Math.max(...POVERTY_GUIDELINE_TABLES.map((t) => t.year));

/**
 * The guidelines for a service day ("YYYY-MM-DD"): the table of its year (issue 40: the year of service,
 * not always the newest), else the nearest year on file with a note saying so; the newest without a day.
 */
export function guidelineYearFor(serviceDate: string | null | undefined): {
  year: number;
  note: string | null;
} {
  const m = /^(\d{4})-\d{2}-\d{2}/.exec(serviceDate ?? '');
  if (!m) return { year: CURRENT_GUIDELINE_YEAR, note: null };
  const wanted = Number(m[1]);
  const years = POVERTY_GUIDELINE_TABLES.map((t) => t.year);
  if (years.includes(wanted)) return { year: wanted, note: null };
  const before = years.filter((y) => y < wanted);
  const year = before.length ? Math.max(...before) : Math.min(...years);
  return {
    year,
    note: `the ${wanted} guidelines of your year of care are not on file, so the ${year} ones are used`,
  };
}

/** The 50 states and DC; HHS publishes no poverty guidelines for Puerto Rico or the other territories. */
export const US_STATES: readonly string[] = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

export function normalizeState(state: string | null | undefined): string | null {
  const code = (state ?? '').trim().toUpperCase();
  return US_STATES.includes(code) ? code : null;
}

/** Which table applies to someone living in `state` (two letters). */
export function guidelineRegion(state: string): GuidelineRegion {
  const code = normalizeState(state);
  if (!code) {
    throw badInput(
      `"${state}" is not a US state or DC. HHS poverty guidelines cover the 50 states and DC only.`,
      { state: 'Choose a state.' },
    );
  }
  if (code === 'AK') return 'ALASKA';
  if (code === 'HI') return 'HAWAII';
  return 'CONTIGUOUS';
}

export function guidelineTable(year: number = CURRENT_GUIDELINE_YEAR): GuidelineTable {
  const table = POVERTY_GUIDELINE_TABLES.find((t) => t.year === year);
  if (!table) {
    const years = POVERTY_GUIDELINE_TABLES.map((t) => t.year).join(', ');
    throw badInput(`No poverty guidelines for ${year} are on file (we have ${years}).`);
  }
  return table;
}

function checkHouseholdSize(householdSize: number): void {
  if (!Number.isInteger(householdSize) || householdSize < 1) {
    throw badInput('Household size must be a whole number of people, 1 or more.', {
      householdSize: 'Count yourself and everyone you support: 1 or more.',
    });
  }
}

/** The poverty guideline for a household, integer cents. */
export function povertyGuidelineCents(
  householdSize: number,
  region: GuidelineRegion,
  year: number = CURRENT_GUIDELINE_YEAR,
): number {
  checkHouseholdSize(householdSize);
  const table = guidelineTable(year);
  const dollars = table.firstPerson[region] + (householdSize - 1) * table.perAddedPerson[region];
  return dollars * 100;
}

/** Household income as a percent of its poverty guideline, rounded to 1 decimal. */
export function povertyPercent(
  annualIncomeCents: number,
  householdSize: number,
  region: GuidelineRegion,
  year: number = CURRENT_GUIDELINE_YEAR,
): number {
  checkIncome(annualIncomeCents);
  const guideline = povertyGuidelineCents(householdSize, region, year);
  return Math.round((annualIncomeCents * 1000) / guideline) / 10;
}

export function checkIncome(annualIncomeCents: number): void {
  if (!Number.isSafeInteger(annualIncomeCents) || annualIncomeCents < 0) {
    throw badInput('Yearly household income must be an amount of 0 or more.', {
      annualIncomeCents: 'Enter the household’s yearly income before tax.',
    });
  }
}

/**
 * Whether income is at or below `percent` of the guideline, exactly (no rounding): a household at
 * 200.04 % is above a "200 % or less" line even though it shows as 200.0 %.
 */
export function incomeAtOrBelow(annualIncomeCents: number, guidelineCents: number, percent: number): boolean {
  return annualIncomeCents * 100 <= guidelineCents * percent;
}
