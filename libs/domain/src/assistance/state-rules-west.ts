/** State charity-care laws, western states. Each entry's sources: docs/ASSISTANCE-SOURCES.md. */
import type { StateAssistanceRule } from './state-rule-types';

export const CALIFORNIA: StateAssistanceRule = {
  state: 'CA',
  stateName: 'California',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText:
    'every licensed general acute care, acute psychiatric and special hospital, nonprofit or for-profit',
  patients: 'UNINSURED_OR_HIGH_COST',
  bands: [
    {
      upToPercent: 400,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'eligible for the hospital’s charity care or discount payment policy, which must discount the bill (how much is set by the policy and § 127405)',
    },
  ],
  capText:
    'California law also limits what a hospital may expect from a patient eligible for its discount payment policy (Health & Safety Code § 127405); we could not read that limit from a source, so we do not state it: ask the hospital for its discount payment policy.',
  notes: [
    'Covers patients without insurance, and insured patients with high medical costs (out-of-pocket costs at the hospital over 10 % of family income in the last 12 months, or as the law defines).',
    'Rural hospitals may set a lower income limit (§ 127405(a)(2)).',
    'Emergency physicians must give the same discount at or below 400 % (§ 127452).',
  ],
  bases: [
    {
      citation: 'Cal. Health & Safety Code § 127405 (as amended by AB 2297, Stats. 2024, ch. 511)',
      guarantees:
        'Uninsured patients and patients with high medical costs at or below 400 % of the poverty guidelines are eligible for every hospital’s charity care or discount payment policy.',
      effective: '2025-01-01',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=HSC&sectionNum=127405',
    },
  ],
};

const WA_BASIS = {
  citation: 'RCW 70.170.060(5) (ESHB 1616, Laws of 2022, ch. 197); WAC 246-453',
  url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=70.170.060',
  effective: '2022-07-01',
};

export const WASHINGTON: StateAssistanceRule = {
  state: 'WA',
  stateName: 'Washington',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText:
    'every hospital licensed in Washington (acute care and behavioral health), nonprofit or for-profit',
  patients: 'ANY',
  bands: [
    {
      upToPercent: 200,
      kind: 'FREE',
      minDiscountPercent: 100,
      text: 'free care: the whole bill, or your share after insurance, is written off',
    },
    { upToPercent: 250, kind: 'DISCOUNT', minDiscountPercent: 75, text: 'at least 75 % off' },
    { upToPercent: 300, kind: 'DISCOUNT', minDiscountPercent: 50, text: 'at least 50 % off' },
  ],
  higherTier: {
    text: 'Tier 1 hospitals (those in a health system with three or more acute care hospitals in Washington, and a few large hospitals named by size and county) owe more',
    bands: [
      { upToPercent: 300, kind: 'FREE', minDiscountPercent: 100, text: 'free care at a Tier 1 hospital' },
      {
        upToPercent: 350,
        kind: 'DISCOUNT',
        minDiscountPercent: 75,
        text: 'at least 75 % off at a Tier 1 hospital',
      },
      {
        upToPercent: 400,
        kind: 'DISCOUNT',
        minDiscountPercent: 50,
        text: 'at least 50 % off at a Tier 1 hospital',
      },
    ],
  },
  capText: null,
  notes: [
    'Applies to care on or after July 1, 2022, and to insured patients’ deductibles and co-pays as well as to the uninsured.',
    'The hospital may ask you to apply for other coverage first, such as Apple Health (Medicaid).',
  ],
  bases: [
    {
      ...WA_BASIS,
      guarantees:
        'Every Washington hospital must give free care at or below 200 % of the poverty guidelines, at least 75 % off up to 250 % and at least 50 % off up to 300 %; Tier 1 hospitals: free up to 300 %, 75 % off up to 350 %, 50 % off up to 400 %.',
    },
  ],
};

export const OREGON: StateAssistanceRule = {
  state: 'OR',
  stateName: 'Oregon',
  kind: 'STATE_FLOOR',
  binds: 'NONPROFIT_HOSPITALS',
  bindsText: 'nonprofit hospitals and their nonprofit affiliated clinics',
  patients: 'ANY',
  bands: [
    { upToPercent: 200, kind: 'FREE', minDiscountPercent: 100, text: 'your costs cut by 100 % (free care)' },
    { upToPercent: 300, kind: 'DISCOUNT', minDiscountPercent: 75, text: 'your costs cut by at least 75 %' },
    { upToPercent: 350, kind: 'DISCOUNT', minDiscountPercent: 50, text: 'your costs cut by at least 50 %' },
    { upToPercent: 400, kind: 'DISCOUNT', minDiscountPercent: 25, text: 'your costs cut by at least 25 %' },
  ],
  capText: null,
  notes: [
    'Covers all medically necessary services and supplies; the hospital may not make you apply for the Oregon Health Plan (Medicaid) before screening you (ORS 442.614(2)).',
  ],
  bases: [
    {
      citation: 'ORS 442.614 (Oregon Laws 2019, ch. 497, § 3)',
      guarantees:
        'A nonprofit hospital’s policy must cut patients’ costs by 100 % up to 200 % of the poverty guidelines, 75 % up to 300 %, 50 % up to 350 % and 25 % up to 400 %.',
      effective: '2021-01-01',
      url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors442.html',
    },
  ],
};

export const WEST_RULES: StateAssistanceRule[] = [CALIFORNIA, OREGON, WASHINGTON];
