/**
 * The bill check's own sentences (bill-check.ts, bill-check-next-steps.ts, bill-check-price-file.ts,
 * insurance.ts's formula) in English, as templates; bill-check-text-es.ts holds them in Spanish, key for key
 * and placeholder for placeholder (text/text-tables.spec.ts). The verdict's sentences are verdict/verdict-text.ts.
 */
export const BILL_CHECK_TEXT_EN = Object.freeze({
  cmsSource:
    'CMS Medicare Provider Utilization and Payment Data: Inpatient (average covered charges, total and Medicare payments per DRG)',
  thresholds:
    `Like with like, in the bill's own dollars: the amount billed is compared with this hospital's average charge, the amount paid (insurer + you) with the payment benchmark for who paid. ` +
    `Up to {above}× is "at or below typical", above {above}× "above typical", ` +
    `{farAverage}× or more of a CMS average ({farOwn}× of the hospital's own price) "far above typical: worth questioning". ` +
    `Not assessed without a DRG, without the hospital's figures, with fewer than {minStays} stays behind the average, or when no benchmark fits who paid.`,
  publishedThresholds:
    `Codes without a DRG are compared with the hospital's own price file: what was asked against the discounted cash price (self-pay) ` +
    `or your plan's negotiated rate (the expected allowed amount, once your insurer's payment is recorded): ` +
    `up to {above}× is "at or below typical", above it "above typical", ` +
    `{far}× or more "far above typical: worth questioning".`,
  noHospital: 'No hospital from the directory is picked for this visit.',
  rankHidden:
    'Where the hospital stands is not shown: fewer than {min} other hospitals within {km} km have DRG {drg} figures for {year}.',
  rank: 'Where the hospital stands: among the {count} other hospitals within {km} km with DRG {drg} figures for {year}, the share of their stays at hospitals paid less on average (stays at a hospital paid the same count half). Source: {cms}, data year {year}.',
  withSource: '{text} Source: {source}',
  methodNotAssessed: 'Not assessed ({benchmark}): {reason}',
  'benchmark.AVERAGE_CHARGE': 'average charge',
  'benchmark.MEDICARE_PAYMENT': 'medicare payment',
  'benchmark.COMMERCIAL_ESTIMATE': 'commercial estimate',
  'benchmark.CASH_PRICE': 'cash price',
  'benchmark.AMOUNT_GENERALLY_BILLED': 'amount generally billed',
  'step.ITEMIZED_BILL.title': 'Ask for an itemized bill',
  'step.ITEMIZED_BILL.text':
    'Ask the billing office for an itemized bill listing every charge with its code and date, before paying.',
  'step.ITEMIZED_BILL.source':
    'Ask before the due date. Medicare patients have a right to an itemized statement within 30 days of asking (Social Security Act §1806, 42 U.S.C. 1395b-7); most hospitals give one to anyone who asks.',
  'step.CHECK_ERRORS.title': 'Check the itemized bill for common errors',
  'step.CHECK_ERRORS.foundOne':
    "We read the bill's file and found one line worth asking the billing office about (below). Go through the rest of the bill line by line and tick what you checked.",
  'step.CHECK_ERRORS.foundMany':
    "We read the bill's file and found {count} things worth asking the billing office about (below). Go through the rest of the bill line by line and tick what you checked.",
  'step.CHECK_ERRORS.text': 'Go through the itemized bill line by line and tick what you checked.',
  'step.CHECK_ERRORS.source':
    'Common billing errors listed by the Consumer Financial Protection Bureau and state insurance departments.',
  'checklist.duplicate': 'The same code charged twice on the same day',
  'checklist.afterDischarge': 'Charges dated after the day of discharge',
  'checklist.notReceived': 'A line for a service, drug or supply you did not receive',
  'step.FINANCIAL_ASSISTANCE.title': 'Apply for financial assistance (nonprofit hospitals)',
  'step.FINANCIAL_ASSISTANCE.text':
    'Nonprofit hospitals must have a financial assistance policy and accept applications for at least 240 days after the first bill following discharge. Ask for the policy and the application form.',
  'step.FINANCIAL_ASSISTANCE.source':
    'IRS rules for tax-exempt hospitals, section 501(r): the application period, 26 CFR 1.501(r)-1(b)(3), ends no earlier than 240 days after the first post-discharge billing statement.',
  'step.NSA_DISPUTE.title': 'Start a patient-provider dispute (No Surprises Act)',
  'step.NSA_DISPUTE.ifEstimate':
    'If you received a good-faith estimate and the bill is at least $400 above it,',
  'step.NSA_DISPUTE.above': 'Your bill is {amount} above the good-faith estimate, so',
  'step.NSA_DISPUTE.text':
    '{condition} as an uninsured or self-pay patient you can start the patient-provider dispute resolution process within 120 days of the bill.',
  'step.NSA_DISPUTE.source':
    'No Surprises Act, patient-provider dispute resolution, 45 CFR 149.620: bill at least $400 above the good-faith estimate, started within 120 calendar days of receiving the initial bill.',
  'step.ITEMIZED_BILL.passed':
    'That date has passed: ask now all the same. A hospital gives an itemized bill after the due date too, and you can ask it to hold the bill while you check it.',
  'step.CHECK_ERRORS.passed':
    'That date has passed: check the bill now all the same. A billing error can be corrected after the due date.',
  'step.FINANCIAL_ASSISTANCE.passed':
    'That date has passed. Apply all the same: 240 days is the least a nonprofit hospital must allow, its own policy may allow more, and its billing office can say whether it still takes your application.',
  'step.NSA_DISPUTE.passed':
    'That date has passed: the dispute process must be started within 120 days of the bill, so it may be refused now. You can still ask the provider to honor its good-faith estimate.',
  notPublishedForPlan: 'Not published for your plan',
  planRange:
    '{low} to {high} (the file publishes several rates for your plan and does not say which applies; the lowest is compared)',
  notPublished: 'not published',
  ratesNotPublished: 'rates not published',
  range: '{low} to {high}',
  publishedLine:
    'Code {code}: gross charge {gross}, discounted cash price {cash}, negotiated {negotiated}{ofPlan}',
  source: 'Source: {label}.',
  planOwe:
    'What you should owe by your plan for the expected allowed amount ({allowed}), the visit counted as one: {formula}. {source}',
  noneOfCodes: "The hospital's price file ({label}) publishes none of the bill's codes.",
  someUnpublished:
    "The hospital's price file does not publish {codes}, so the bill's total cannot be compared with it.",
  noCashFor: 'The price file publishes no discounted cash price for {codes}.',
  cashWhat: "the hospital's discounted cash price for {codes} ({cents})",
  savePlan:
    "Save your insurance plan in settings to compare the bill with your insurer's negotiated rate; the hospital's published prices are shown.",
  noPlanRate:
    "{notPublished}: the hospital publishes no rate of {plan} for {codes}, and another plan's rate is not used.",
  recordInsurer:
    "Record what your insurer paid to compare the bill with your plan's negotiated rate; until the insurer has processed the claim, the amount billed is not what you owe.",
  allowedWhat: "the expected allowed amount, {payer}'s negotiated rate for {codes} ({cents})",
  'asked.paid': 'The amount paid',
  'asked.billed': 'The amount billed',
  priceFileExplanation:
    '{asked} ({cents}) is {ratio}× {what}, from the hospital\'s price file. Above {above}× is "above typical"; {far}× or more is "far above typical".',
  'ratio.paid': 'amount paid (insurance + your share)',
  'ratio.billed': 'amount billed',
  'ratio.cash': 'the discounted cash price',
  'ratio.allowed': 'the expected allowed amount',
  ratio: 'Ratio = {asked} ÷ {basis}. {source}',
  formula:
    'min({cap} out-of-pocket left, {deductible} deductible + {percent}% × ({allowed} − {deductible}){copay}) = {patient}',
  formulaCopay: ' + {copay} copay',
  priceFileSource: "The hospital's price file (45 CFR 180): {label}",
  sourceLabel: '{file}, {dated}, version {version}',
  dated: 'dated {date}',
  dateNotGiven: 'date not given',
  taskAt: ' at {hospital}',
});

export type BillCheckTextKey = keyof typeof BILL_CHECK_TEXT_EN;
