/**
 * More of the wordings US bills print for their fields (issue 39), read after fields.ts's LABELS (a label
 * found there wins where both match). Sources:
 * - UB-04 (CMS-1450) form locators, NUBC's UB-04 data specifications as summarised in CMS's Medicare
 *   Claims Processing Manual, chapter 25 (FL 6 "Statement Covers Period", FL 12 admission date, FL 47
 *   total charges, FL 54 prior payments, FL 55 estimated amount due).
 * - Explanation-of-benefits terms, from insurers' "how to read your EOB" guides and the Uniform Glossary
 *   of Coverage and Medical Terms (CMS/CCIIO): "amount billed", "provider charges", "plan discount",
 *   "network savings", "plan paid", "your share", "what you owe", "patient responsibility".
 * - Hospital statement terms (price-transparency and billing guides of HFMA and hospitals' own "understand
 *   your bill" pages): "gross charges", "hospital charges", "total amount billed", "adjustments",
 *   "write-off", "balance due", "account balance", "your balance", "amount you owe".
 */
export type VocabKey =
  | 'statementDate'
  | 'admissionDate'
  | 'dischargeDate'
  | 'servicePeriod'
  | 'totalChargesCents'
  | 'insurancePaidCents'
  | 'insuranceAdjustedCents'
  | 'patientResponsibilityCents';

/**
 * `weak`: a bare word ("Charges", "Discount", "Adjustments") that is also a column's header: its value is
 * read beside it, or under it only in a row of two or more money labels (a band or an EOB's header with a
 * totals row), never from the first item under a single column header.
 */
export const MORE_LABELS: { key: VocabKey; re: RegExp; weak?: boolean }[] = [
  { key: 'statementDate', re: /\b(notice\s+date|processed\s+on|date\s+of\s+notice|run\s+date)\b/i },
  { key: 'servicePeriod', re: /\b(date\(s\)\s+of\s+service|dos|service\s+from|visit\s+dates?)\b/i },
  { key: 'dischargeDate', re: /\bdisch\.?(\s+date)?\b/i },
  {
    key: 'totalChargesCents',
    re: /\b(gross\s+charges|hospital\s+charges|provider\s+charged?|provider\s+charges|billed\s+amount|total\s+amount\s+billed)\b/i,
  },
  { key: 'totalChargesCents', re: /\b(total\s+amount|charges|billed)\b/i, weak: true },
  {
    key: 'insurancePaidCents',
    re: /\b(payments?\s+by\s+insurance|insurance\s+payments?\(s\)|insurance\s+payment|amount\s+plan\s+paid|plan\s+payment|paid\s+by\s+plan|your\s+plan\s+paid|payer\s+payments?)\b/i,
  },
  {
    key: 'insuranceAdjustedCents',
    re: /\b(discounts?\s*(?:&|and)\s*adjustments?|total\s+adjustments?|contractual\s+write[-\s]?offs?|write[-\s]?offs?|network\s+savings)\b/i,
  },
  { key: 'insuranceAdjustedCents', re: /\b(discounts?|adjustments?)\b/i, weak: true },
  {
    key: 'patientResponsibilityCents',
    re: /\b(your\s+balance|account\s+balance|current\s+balance|amount\s+you\s+owe|your\s+share)\b/i,
  },
];
