/**
 * The sentences of the verdict (verdict.ts, benchmarks.ts, dollars.ts, letter-comparisons.ts,
 * commercial-ratios.ts) in English, as templates; verdict-text-es.ts holds them in Spanish, key for key
 * and placeholder for placeholder (text/text-tables.spec.ts). Money stays "$1,234.56" in both.
 */
export const VERDICT_TEXT_EN = Object.freeze({
  'label.AT_OR_BELOW_TYPICAL': 'At or below typical',
  'label.ABOVE_TYPICAL': 'Above typical',
  'label.FAR_ABOVE_TYPICAL': 'Far above typical: worth questioning',
  'label.NOT_ASSESSED': 'Not assessed',
  compare: '{askedWhat} ({asked}) is {ratio}× the benchmark, {benchmark}: {verdict}.',
  'asked.BILLED': 'The amount billed',
  'asked.PAID_BOTH': 'The amount paid (insurer + you)',
  'asked.PAID': 'The amount paid',
  unknownPayer:
    'Who paid is not recorded (or is a program without a published benchmark, such as Medicaid), so no payment benchmark fits and only the charges are compared. Add your insurance to the visit, or write "none" if you had none, for a fuller check.',
  needPaidMedicare:
    'Record what Medicare and you paid: a payment is compared with a payment, and the amount billed is not what was paid.',
  needPaidInsurer:
    'Record what your insurer and you paid: a payment is compared with a payment, and the amount billed is not what was paid.',
  notAssessed: 'Not assessed: {reasons}',
  noDrg: 'The bill has no DRG among its codes, so there is no CMS figure to compare with.',
  noFigures: 'This hospital has no CMS figures for DRG {drg}.',
  fewStays:
    "Only {discharges} stays stand behind this hospital's average for DRG {drg} ({year}); at least {min} are needed.",
  noAmounts: "The hospital's figures for DRG {drg} ({year}) have no amounts.",
  noCpi:
    'The CPI-U table has no value to move {year} figures to {serviceYear} dollars, and figures are not compared across years without it.',
  cmsInpatientSource:
    'CMS Medicare Provider Utilization and Payment Data: Inpatient (average covered charges and total payments per hospital and DRG)',
  cmsSource: '{cms}, data year {year}.',
  averageCharge:
    'What this hospital charged on average for DRG {drg} in {year} ({discharges} stays): {label}.',
  medicare:
    "What Medicare paid this hospital on average for DRG {drg} in {year}, the patient's share included: {label}.",
  whoseState: 'the ratio for {state}',
  whoseNational: 'the national ratio',
  whoseNationalNoState: 'the national ratio (no published ratio for {state})',
  commercialWhat: 'commercial-to-Medicare inpatient hospital price ratio, {whose}',
  commercial:
    "An estimate of what commercial plans pay: Medicare's average payment to this hospital for DRG {drg} ({label}) × {ratio}, {whose} of what commercial plans paid hospitals compared with Medicare ({publisher}, {published}, {dataYear} prices) = {cents}.",
  commercialSource: '{cms}, data year {year}; {publisher}, "{title}", {published}, {url} ({where}).',
  randWhere:
    'Key findings: inpatient hospital facility services, national average relative price 255 % of Medicare (2022)',
  'notStudied.MD':
    "Maryland sets hospital rates for all payers (its all-payer rate setting), so RAND's study leaves it out and there is no published commercial-to-Medicare ratio for it.",
  noCash: "The hospital's price file gives no discounted cash price for this care.",
  cash: "The hospital's own discounted cash price for this care, from its price file: {cents}.",
  cashSource: "The hospital's price file (45 CFR 180): {label}.",
  agbUnknown: 'Whether this hospital is a nonprofit is not known here.',
  agbNotNonprofit:
    'The cap on charges to patients eligible for financial assistance (26 CFR 1.501(r)-5) binds nonprofit hospitals only.',
  agbWhat: 'estimated AGB percentage (Medicare look-back, DRG {drg}, {year})',
  agb:
    "If you qualify for this nonprofit hospital's financial assistance, it may charge you at most about {cents} " +
    "for this bill (its amounts generally billed, 26 CFR 1.501(r)-5): the bill's charges ({billed}) × {pct}, " +
    "what Medicare paid this hospital for DRG {drg} in {year} as a share of its charges. This is an estimate; the hospital's own " +
    'AGB percentage, in its financial assistance policy, is the figure that counts. It is a cap for those who qualify, not the price of the care.',
  agbSource: '{cms}, data year {year}; 26 CFR 1.501(r)-5(b)(3) (look-back method).',
  dollarsSameYear: "{cents} in {year}, the bill's own year's dollars (no adjustment)",
  dollarsMoved:
    '{cents} in {from} is {adjusted} in {to} dollars{capped}: ×{factor}, CPI-U medical care (BLS {series}), an estimate',
  dollarsCapped: " (the latest CPI year listed before the bill's {serviceYear})",
  'letterSubject.BILLED': 'The amount I was billed',
  'letterSubject.PAID_BOTH': 'The amount paid for my care by my insurer and me',
  'letterSubject.PAID': 'The amount I paid',
  letterComparison: '{subject} ({asked}) is {ratio} times {benchmark}, {sentence}',
});

export type VerdictTextKey = keyof typeof VERDICT_TEXT_EN;
