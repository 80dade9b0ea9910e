/** State charity-care laws, central states. Each entry's sources: docs/ASSISTANCE-SOURCES.md. */
import type { StateAssistanceRule } from './state-rule-types';

export const ILLINOIS: StateAssistanceRule = {
  state: 'IL',
  stateName: 'Illinois',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every hospital licensed in Illinois, nonprofit or for-profit',
  patients: 'UNINSURED',
  residentsOnly: true,
  bands: [
    {
      upToPercent: 125,
      kind: 'FREE',
      minDiscountPercent: 100,
      text: 'a 100 % discount (free care) for uninsured Illinois residents',
    },
    {
      upToPercent: 300,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'a discount to no more than 135 % of the hospital’s cost for uninsured Illinois residents',
    },
  ],
  higherTier: {
    text: 'At a hospital that is neither rural nor a Critical Access Hospital (most urban hospitals), the lines are higher',
    excludesCriticalAccess: true,
    bands: [
      {
        upToPercent: 200,
        kind: 'FREE',
        minDiscountPercent: 100,
        text: 'free care (a 100 % discount) at a hospital that is neither rural nor Critical Access',
      },
      {
        upToPercent: 600,
        kind: 'DISCOUNT',
        minDiscountPercent: null,
        text: 'a discount to no more than 135 % of the hospital’s cost at a hospital that is neither rural nor Critical Access',
      },
    ],
  },
  minimumBill: { cents: 30_000, higherTierCents: 15_000, citation: '210 ILCS 89/10(a)' },
  applyWithinDaysOfDischarge: {
    days: 90,
    citation: '210 ILCS 89/15(b)',
    laterIf:
      'or of the hospital’s screening under the Fair Patient Billing Act or a denial of public health insurance, if later',
  },
  capText:
    'An eligible uninsured patient pays no more than 135 % of the hospital’s cost (its charges times its cost-to-charge ratio), and no more than 25 % of family income for hospital care in any 12 months (210 ILCS 89/10(b)–(c)).',
  notes: [
    'Only for care over $150 a visit or stay ($300 at rural and Critical Access hospitals), and you must ask for the discount within 90 days of discharge or service, or of the hospital’s screening or a denial of public coverage if later (210 ILCS 89/15(b)): apply sooner than the federal 240 days. Both are applied here.',
    'The hospital may ask you to apply for Medicaid or another public program first if you may qualify.',
  ],
  bases: [
    {
      citation: '210 ILCS 89/10 (Hospital Uninsured Patient Discount Act)',
      guarantees:
        'Uninsured Illinois residents get free care up to 200 % of the poverty guidelines and a discount to 135 % of cost up to 600 % (125 % and 300 % at rural and Critical Access hospitals).',
      effective: '2009-04-01',
      effectiveNote:
        'The Act applies to care from April 1, 2009 (P.A. 95-965); the text read is as since amended (P.A. 97-690, P.A. 103-0492), whose own dates we did not confirm.',
      url: 'https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=3001&ChapterID=21',
    },
  ],
};

export const COLORADO: StateAssistanceRule = {
  state: 'CO',
  stateName: 'Colorado',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText:
    'every licensed hospital and freestanding emergency department in Colorado, and the professionals who bill for care there',
  patients: 'ANY',
  residentsOnly: true,
  bands: [
    {
      upToPercent: 250,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'Hospital Discounted Care: charges limited to the rate the state sets, and payments capped by income',
    },
  ],
  capText:
    'Charges are limited to the discounted rate the Department of Health Care Policy and Financing sets; monthly payments may not exceed 4 % of monthly household income on the hospital’s bill (2 % on each professional’s bill), and after 36 monthly payments the bill is paid in full (C.R.S. 25.5-3-503).',
  notes: [
    'The hospital must screen you for public coverage and for discounted care, and may not refuse discounted care because you have not applied for public benefits.',
    'Since 2024 you must attest that you live in Colorado.',
  ],
  bases: [
    {
      citation: 'C.R.S. 25.5-3-501 to 25.5-3-506 (HB 21-1198), esp. 25.5-3-503',
      guarantees:
        'Patients at or below 250 % of the poverty guidelines are billed no more than the state’s discounted rate, with payments capped at 4 % of monthly income and forgiven after 36 payments.',
      effective: '2022-09-01',
      url: 'https://hcpf.colorado.gov/hospital-discounted-care',
    },
  ],
};

export const OHIO: StateAssistanceRule = {
  state: 'OH',
  stateName: 'Ohio',
  kind: 'STATE_FLOOR',
  binds: 'PROGRAM_HOSPITALS',
  bindsText:
    'every hospital paid under Ohio’s Hospital Care Assurance Program (Revised Code ch. 5168), as most Ohio hospitals are',
  patients: 'ANY_BUT_MEDICAID',
  residentsOnly: true,
  bands: [
    {
      upToPercent: 100,
      kind: 'FREE',
      minDiscountPercent: 100,
      text: 'basic, medically necessary hospital services without charge for Ohio residents not on Medicaid',
    },
  ],
  capText: null,
  notes: [
    'Covers inpatient and outpatient services Medicaid covers, except transplants; the hospital may bill your insurance and may ask you to apply for Medicaid first.',
  ],
  bases: [
    {
      citation: 'Ohio Rev. Code 5168.14; Ohio Adm. Code 5160-2-17',
      guarantees:
        'Hospitals paid under the Hospital Care Assurance Program must give basic, medically necessary hospital care free to Ohio residents not on Medicaid with income at or below the poverty guideline.',
      effective: '2024-09-16',
      effectiveNote:
        'The date the compiled code we read was current through; the same duty stood in the earlier rule 5160-2-07.17 and Rev. Code 5112.17, and the current rule’s own effective date was not confirmed.',
      url: 'https://codes.ohio.gov/ohio-administrative-code/rule-5160-2-17',
    },
  ],
};

/** Minn. Stat. § 144.589: a charge cap by household income in dollars, not by the poverty guidelines. */
export const MINNESOTA: StateAssistanceRule = {
  state: 'MN',
  stateName: 'Minnesota',
  kind: 'STATE_FLOOR',
  binds: 'ALL_HOSPITALS',
  bindsText: 'every private, nonprofit or municipal hospital licensed in Minnesota',
  patients: 'UNINSURED',
  bands: [
    {
      upToPercent: 0,
      incomeBelowCents: 12_500_000,
      kind: 'DISCOUNT',
      minDiscountPercent: null,
      text: 'a charge of no more than the lowest amount the hospital would be paid for the same care by a nongovernmental (private) insurer, your co-payments and deductibles included, because your household income is under $125,000 a year',
    },
  ],
  capText:
    'A Minnesota hospital may not charge an uninsured patient whose household income is under $125,000 a year more than the lowest total amount a nongovernmental third-party payer would pay it for the same care, co-payments, deductibles and coinsurance included (Minn. Stat. § 144.589, subd. 1). Ask the hospital for that amount.',
  notes: [
    'The line is your household’s yearly income in dollars ($125,000), the same for any household size.',
    'The limit is on “uninsured” care; if your plan did not cover this care, ask the hospital whether the limit applies to it.',
    'A 2023 Minnesota law (Minn. Stat. §§ 144.587–144.588) also makes hospitals screen patients for public coverage and charity care and limits some collection actions; ask the hospital to screen you before paying.',
  ],
  bases: [
    {
      citation: 'Minn. Stat. § 144.589',
      guarantees:
        'A hospital may not charge a patient whose annual household income is less than $125,000 more for uninsured care than the lowest total amount a nongovernmental third-party payer would pay for it.',
      effective: '2023-05-30',
      effectiveNote:
        'Not the day the section took effect, which we could not read: the day a news report (Post Bulletin, Rochester) said the 2023 session had passed it.',
      url: 'https://www.revisor.mn.gov/statutes/cite/144.589',
    },
  ],
};

export const CENTRAL_RULES: StateAssistanceRule[] = [ILLINOIS, COLORADO, MINNESOTA, OHIO];
