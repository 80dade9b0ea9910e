/**
 * Patients' own prices, opt-in (issue 15): the rules, in one place for the API and the web app.
 *
 * - A shared report holds the hospital, the MS-DRG, the year and month of the stay (never the day), and
 *   the amounts billed and paid. Nothing that names the person.
 * - The map shows reports for a hospital and DRG only when at least `minReporters` different people
 *   shared one (so no figure is one person's bill); the paid figures need as many reports with an amount
 *   paid.
 */

export const SHARED_PRICE_RULES = {
  /** Different people who must have shared for a hospital and DRG before anything is shown. */
  minReporters: 3,
} as const;

export const SHARING_MESSAGES = {
  noConsent: 'Turn on price sharing in your settings first.',
  noHospital: 'Pick the visit’s hospital from the directory (edit the visit) to share this bill’s price.',
  noDrg: 'Add the DRG among the bill’s codes (for example “DRG 291”) to share this bill’s price.',
} as const;

/** Year and month of a stay: the admission, else the discharge, else the day the bill was recorded. */
export function reportMonth(
  admitted: string | null | undefined,
  departed: string | null | undefined,
  recorded: Date,
): { year: number; month: number } {
  const day = admitted || departed;
  const m = day ? /^(\d{4})-(\d{2})/.exec(day) : null;
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  return { year: recorded.getUTCFullYear(), month: recorded.getUTCMonth() + 1 };
}

/** Why a bill cannot be shared (the first reason), or null when it can. */
export function sharingBlocker(input: {
  consented: boolean;
  providerId: string | null | undefined;
  drg: string | null | undefined;
}): string | null {
  if (!input.consented) return SHARING_MESSAGES.noConsent;
  if (!input.providerId) return SHARING_MESSAGES.noHospital;
  if (!input.drg) return SHARING_MESSAGES.noDrg;
  return null;
}

/** Median of whole cents (the mean of the two middle values, rounded, for an even count). */
export function medianCents(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
}

export interface SharedReport {
  drg: string;
  year: number;
  billedCents: number;
  paidCents: number | null;
  /** Who shared it: an opaque key, only to count different people (never shown). */
  reporter: string;
}

export interface AmountSummary {
  medianCents: number;
  lowCents: number;
  highCents: number;
  reports: number;
}

export interface PatientPriceSummary {
  drg: string;
  reports: number;
  firstYear: number;
  lastYear: number;
  billed: AmountSummary;
  /** Null unless `minReporters` different people reported an amount paid. */
  paid: AmountSummary | null;
}

function summarize(reports: readonly SharedReport[], amount: (r: SharedReport) => number | null) {
  const withAmount = reports.filter((r) => amount(r) !== null);
  if (new Set(withAmount.map((r) => r.reporter)).size < SHARED_PRICE_RULES.minReporters) return null;
  const values = withAmount.map((r) => amount(r) as number);
  return {
    medianCents: medianCents(values),
    lowCents: Math.min(...values),
    highCents: Math.max(...values),
    reports: values.length,
  };
}

/**
 * One summary per DRG that at least `minReporters` different people reported, in DRG order; DRGs with
 * fewer are left out entirely (not even their count is shown).
 */
export function summarizeSharedPrices(reports: readonly SharedReport[]): PatientPriceSummary[] {
  const byDrg = new Map<string, SharedReport[]>();
  for (const r of reports) byDrg.set(r.drg, [...(byDrg.get(r.drg) ?? []), r]);
  const out: PatientPriceSummary[] = [];
  for (const [drg, list] of [...byDrg].sort(([a], [b]) => a.localeCompare(b))) {
    const billed = summarize(list, (r) => r.billedCents);
    if (!billed) continue;
    const years = list.map((r) => r.year);
    out.push({
      drg,
      reports: list.length,
      firstYear: Math.min(...years),
      lastYear: Math.max(...years),
      billed,
      paid: summarize(list, (r) => r.paidCents),
    });
  }
  return out;
}
