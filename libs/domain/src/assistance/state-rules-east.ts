/** State charity-care laws, eastern states. Each entry's sources: docs/ASSISTANCE-SOURCES.md. */
import type { IncomeBand, StateAssistanceRule } from './state-rule-types';

export const NEW_JERSEY: StateAssistanceRule = {
  state: 'NJ',
  stateName: 'New Jersey',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every acute care hospital licensed in New Jersey, nonprofit or for-profit',
  patients: 'ANY',
  bands: [
    {
      upToPercent: 200,
      kind: 'FREE',
      minDiscountPercent: 100,
      text: 'free care (Charity Care) for necessary hospital services',
    },
    { upToPercent: 225, kind: 'DISCOUNT', minDiscountPercent: 80, text: 'you pay 20 % of the charge' },
    { upToPercent: 250, kind: 'DISCOUNT', minDiscountPercent: 60, text: 'you pay 40 % of the charge' },
    { upToPercent: 275, kind: 'DISCOUNT', minDiscountPercent: 40, text: 'you pay 60 % of the charge' },
    { upToPercent: 300, kind: 'DISCOUNT', minDiscountPercent: 20, text: 'you pay 80 % of the charge' },
    {
      upToPercent: 500,
      below: true,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      patients: 'UNINSURED',
      residentsOnly: true,
      text: 'an uninsured New Jersey resident under 500 % may be charged no more than 115 % of the Medicare rate',
    },
  ],
  capText:
    'An uninsured New Jersey resident with family income under 500 % of the poverty guidelines may be charged no more than 115 % of the Medicare rate (N.J.S.A. 26:2H-12.52).',
  notes: [
    'Charity Care also has an asset test: assets at the time of service of no more than $7,500 for one person or $15,000 for a family (N.J.A.C. 10:52-11.9).',
    'The reduced percentages apply to the whole bill or to what is left after insurance pays.',
  ],
  bases: [
    {
      citation: 'N.J.S.A. 26:2H-18.60; N.J.A.C. 10:52-11.8',
      guarantees:
        'Free hospital care at or below 200 % of the poverty guidelines; between 200 % and 300 % you pay 20 % to 80 % of the charge on a sliding scale.',
      effective: '2024-05-06',
      effectiveNote:
        'The date the compiled N.J.A.C. we read was current through; the statute dates from L.1992, c.160 (amended 1995, c.133), and the day the current text took effect was not confirmed.',
      url: 'https://www.nj.gov/health/charitycare/',
    },
    {
      citation: 'N.J.S.A. 26:2H-12.52 (P.L. 2008, c. 60)',
      guarantees:
        'Uninsured New Jersey residents with family income under 500 % of the poverty guidelines may be charged no more than 115 % of the Medicare rate.',
      effective: '2008-08-04',
      effectiveNote:
        'The day the Governor signed A. 2609 (P.L. 2008, c. 60); the act’s own effective date was not confirmed.',
      url: 'https://courtgpt.ai/laws/new_jersey/title-26/chapter-1/section-26-2h-12-52',
    },
  ],
};

export const MARYLAND: StateAssistanceRule = {
  state: 'MD',
  stateName: 'Maryland',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every acute care and chronic care hospital under the Health Services Cost Review Commission',
  patients: 'ANY',
  bands: [{ upToPercent: 200, kind: 'FREE', minDiscountPercent: 100, text: 'free medically necessary care' }],
  capText: null,
  reducedCostAbove: true,
  notes: [
    'Above 200 % the hospital must offer reduced-cost care, in amounts its own policy sets, and an income-based payment plan.',
    'Covers patients without insurance and those whose insurance does not pay the whole bill; income may be updated for changes within 240 days of the first bill.',
  ],
  bases: [
    {
      citation: 'Md. Code, Health–General § 19-214.1(b) (as amended by Ch. 470 of 2020, HB 1420)',
      guarantees:
        'Every Maryland hospital’s policy must give free medically necessary care at or below 200 % of the poverty guidelines and reduced-cost care above it.',
      effective: '2020-05-08',
      effectiveNote:
        'The day HB 1420 (Ch. 470 of 2020), which raised the free-care line to 200 %, became law; its own effective date was not confirmed.',
      url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=ghg&section=19-214.1',
    },
  ],
};

export const MAINE: StateAssistanceRule = {
  state: 'ME',
  stateName: 'Maine',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every hospital in Maine, nonprofit or for-profit',
  patients: 'ANY',
  residentsOnly: true,
  bands: [
    {
      upToPercent: 200,
      kind: 'FREE',
      minDiscountPercent: 100,
      text: 'free medically necessary hospital care (charity care) for Maine residents',
    },
  ],
  earlier: {
    before: '2026-07-01',
    bands: [
      {
        upToPercent: 150,
        below: true,
        kind: 'FREE',
        minDiscountPercent: 100,
        text: 'free medically necessary hospital care for Maine residents (the line before July 1, 2026)',
      },
    ],
    citation: '22 M.R.S. § 1716; 10-144 C.M.R. ch. 150',
  },
  capText: null,
  notes: [
    'For care from July 1, 2026 the line is 200 % of the poverty guidelines (22 M.R.S. § 1716-A, P.L. 2025, c. 488); for earlier care it was under 150 % (10-144 C.M.R. ch. 150). Income is modified adjusted gross income.',
  ],
  bases: [
    {
      citation: '22 M.R.S. § 1716-A (P.L. 2025, c. 488)',
      guarantees:
        'Every Maine hospital must give charity care (free care) to Maine residents with family income at or below 200 % of the federal poverty level.',
      effective: '2026-07-01',
      url: 'https://mainelegislature.org/legis/statutes/22/title22sec1716-A.html',
    },
  ],
};

export const CONNECTICUT: StateAssistanceRule = {
  state: 'CT',
  stateName: 'Connecticut',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every hospital in Connecticut',
  patients: 'UNINSURED',
  bands: [
    {
      upToPercent: 250,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'a bill of no more than the cost of your care, if you are uninsured and were denied Medicaid',
    },
  ],
  capText:
    'A hospital may collect from such a patient no more than the cost of providing the care (Conn. Gen. Stat. § 19a-673).',
  notes: ['The cap needs a Medicaid denial: apply for Medicaid (HUSKY) and keep the letter.'],
  bases: [
    {
      citation: 'Conn. Gen. Stat. § 19a-673',
      guarantees:
        'A hospital may collect no more than the cost of care from an uninsured patient at or below 250 % of the poverty guidelines who is not eligible for Medicaid.',
      effective: '2003-10-01',
      effectiveNote:
        'The year the income-based cap was enacted (P.A. 03-266); the day the text now in force took effect was not confirmed.',
      url: 'https://www.cga.ct.gov/current/pub/chap_368z.htm#sec_19a-673',
    },
  ],
};

/** Text of § 2807-k(9-a) before L. 2024, ch. 57, Part O (the bracketed old text in that bill). */
const NY_BEFORE_2024: IncomeBand[] = [
  {
    upToPercent: 100,
    kind: 'DISCOUNT',
    minDiscountPercent: null,
    patients: 'UNINSURED',
    text: 'no more than a nominal payment, for uninsured patients (the law for care before October 20, 2024)',
    capText:
      'For care before October 20, 2024, an uninsured patient at or below 100 % of the poverty guidelines owed no more than a nominal payment set by the Department of Health’s guidelines (N.Y. Pub. Health Law § 2807-k(9-a)(b)(i) as it then read).',
  },
  {
    upToPercent: 150,
    kind: 'DISCOUNT',
    minDiscountPercent: null,
    patients: 'UNINSURED',
    text: 'a sliding-scale charge of no more than 20 % of the most that the hospital’s highest-volume insurer, Medicare or Medicaid would pay, for uninsured patients (the law for care before October 20, 2024)',
    capText:
      'For care before October 20, 2024, an uninsured patient from 101 % to 150 % owed, on a sliding scale, no more than 20 % of the greatest of what the hospital’s highest-volume insurer, Medicare or Medicaid would have paid (§ 2807-k(9-a)(b)(ii) as it then read).',
  },
  {
    upToPercent: 250,
    kind: 'DISCOUNT',
    minDiscountPercent: null,
    patients: 'UNINSURED',
    text: 'a sliding-scale charge of no more than the most that the hospital’s highest-volume insurer, Medicare or Medicaid would pay, for uninsured patients (the law for care before October 20, 2024)',
    capText:
      'For care before October 20, 2024, an uninsured patient from 151 % to 250 % owed, on a sliding scale rising from 20 %, no more than the greatest of what the hospital’s highest-volume insurer, Medicare or Medicaid would have paid (§ 2807-k(9-a)(b)(iii) as it then read).',
  },
  {
    upToPercent: 300,
    kind: 'DISCOUNT',
    minDiscountPercent: null,
    patients: 'UNINSURED',
    text: 'a charge of no more than the most that the hospital’s highest-volume insurer, Medicare or Medicaid would pay, for uninsured patients (the law for care before October 20, 2024)',
    capText:
      'For care before October 20, 2024, an uninsured patient from 251 % to 300 % owed no more than the greatest of what the hospital’s highest-volume insurer, Medicare or Medicaid would have paid (§ 2807-k(9-a)(b)(iv) as it then read).',
  },
];

/**
 * N.Y. Pub. Health Law § 2807-k(9-a) as amended by L. 2024, ch. 57, Part O (in force from 2024-10-20): the
 * lines are "below 200 %" (free), "200 % up to 300 %" (10 % of Medicaid) and "301 % to 400 %" (20 %).
 */
export const NEW_YORK: StateAssistanceRule = {
  state: 'NY',
  stateName: 'New York',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText:
    'every general hospital in New York, nonprofit or for-profit, whether or not it takes part in the state’s indigent care pool',
  patients: 'UNINSURED_OR_UNDERINSURED',
  residentsOnly: true,
  bands: [
    {
      upToPercent: 200,
      below: true,
      kind: 'FREE',
      minDiscountPercent: 100,
      text: 'all charges waived (free care): the hospital may not collect even a nominal payment',
    },
    {
      upToPercent: 300,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'a sliding-scale charge of no more than 10 % of what Medicaid would pay for the same care (if you are underinsured, no more than 10 % of your insurance cost-sharing)',
      capText:
        'From 200 % to 300 % of the poverty guidelines the hospital may collect, on a sliding scale that is lowest for the lowest incomes, no more than 10 % of what Medicaid would have paid for the same care; for an underinsured patient, no more than 10 % of the cost-sharing under the patient’s insurance (N.Y. Pub. Health Law § 2807-k(9-a)(b)(ii)). Ask the hospital for that amount.',
    },
    {
      upToPercent: 400,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'a sliding-scale charge of no more than 20 % of what Medicaid would pay for the same care (if you are underinsured, no more than 20 % of your insurance cost-sharing)',
      capText:
        'From 301 % to 400 % of the poverty guidelines the hospital may collect, on a sliding scale rising from 10 %, no more than 20 % of what Medicaid would have paid for the same care; for an underinsured patient, no more than 20 % of the cost-sharing under the patient’s insurance (N.Y. Pub. Health Law § 2807-k(9-a)(b)(iii)). Ask the hospital for that amount.',
    },
  ],
  earlier: {
    before: '2024-10-20',
    bands: NY_BEFORE_2024,
    citation:
      'N.Y. Pub. Health Law § 2807-k(9-a) (L. 2006, ch. 57, Part A, § 39-a), before L. 2024, ch. 57, Part O',
    notes: [
      'Your care was before October 20, 2024, so the text then in force applies: it covered uninsured patients up to 300 % of the poverty guidelines (patients with insurance are covered only by the text in force since then).',
      'How you apply is governed by today’s text: you may apply at any time during the collection process, and a payment plan may take no more than 5 % of your gross monthly income (§ 2807-k(9-a)(d), (e)).',
    ],
  },
  capText: null,
  applyAnyTime: {
    text: 'New York law lets you apply at any time during the collection process: it sets no deadline of its own',
    citation: 'N.Y. Pub. Health Law § 2807-k(9-a)(e)',
  },
  notes: [
    'Covers patients without insurance, patients whose insurance benefits are used up, and “underinsured” patients, whose out-of-pocket medical costs in the last 12 months were over 10 % of their gross yearly income (§ 2807-k(1)(h)). Immigration status may not be asked as a condition.',
    'For emergency care the law covers New York residents; for other medically necessary care, residents of the hospital’s primary service area, which its summary of the policy must describe (§ 2807-k(9-a)(f)).',
    'The hospital must decide within 30 days of a complete application, may not sue or pass the bill to a debt collector until 180 days after the first bill (§ 2807-k(9-a)(l)), and may not sue a patient under 400 % at all (9-a(h)).',
    'A payment plan may take no more than 5 % of your gross monthly income, at no more than 2 % interest (§ 2807-k(9-a)(d)). The hospital may ask you to apply for Medicaid first if you may qualify.',
    'For care before October 20, 2024 the earlier text applied: uninsured patients only, up to 300 % of the poverty guidelines; the answer uses it when the visit’s date is before that day.',
  ],
  bases: [
    {
      citation: 'N.Y. Pub. Health Law § 2807-k(9-a) (as amended by L. 2024, ch. 57, Part O)',
      guarantees:
        'Every general hospital must waive all charges for uninsured, underinsured or out-of-benefits patients under 200 % of the poverty guidelines, and may charge those from 200 % to 400 % no more than 10 % to 20 % of what Medicaid would pay.',
      effective: '2024-10-20',
      effectiveNote:
        'Part O took effect six months after the budget bill (S.8307-C/A.8807-C) became law; the Governor approved the budget on April 20, 2024.',
      url: 'https://www.nysenate.gov/legislation/laws/PBH/2807-K',
    },
  ],
};

export const EAST_RULES: StateAssistanceRule[] = [CONNECTICUT, MAINE, MARYLAND, NEW_JERSEY, NEW_YORK];
