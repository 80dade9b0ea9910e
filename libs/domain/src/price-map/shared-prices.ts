/**
 * Patients' own prices, opt-in (issue 15): the rules, in one place for the API and the web app.
 *
 * - A shared report holds the hospital, the MS-DRG, the year and month of the stay (never the day), and
 *   the amounts billed and paid. Nothing that names the person.
 * - Who counts: one person per verified e-mail address (an account whose address was never confirmed is
 *   not counted), and one report per person per hospital and DRG (their latest stay).
 * - What is shown, per hospital and DRG, only once `minReporters` different such people shared: the band
 *   of the PRICE_BANDS scale that holds the median of their amounts (billed; paid needs as many people
 *   with an amount paid). Never the lowest or highest amount, the number of reports or the years.
 *
 * Why one person's amount stays hidden, even from someone who controls every other report: the median
 * used is an order statistic (one of the reported amounts, never the mean of two), so whatever the other
 * amounts are, the amount shown is the victim's amount clamped between two of the others. The bands have
 * fixed edges, so the band of a clamped amount depends on the victim's amount only through the victim's
 * own band: every answer, under any choice of the other reports, is the same for two amounts in one band.
 * Each band's top is at least twice its bottom (1, 2, 5, 10, ...), so no estimate is within ±20 % of
 * every amount in a band (that needs top ÷ bottom ≤ 1.2 ÷ 0.8 = 1.5). shared-prices.spec.ts checks it.
 */

export const SHARED_PRICE_RULES = {
  /** Different verified people who must have shared for a hospital and DRG before anything is shown. */
  minReporters: 5,
} as const;

/**
 * The band edges in cents: $100, $200, $500, $1,000, $2,000, $5,000 ... up to $50 million (a 1-2-5 scale:
 * each band's top is 2 or 2.5 times its bottom). Below the first edge: the band from $0.
 */
export const PRICE_BANDS: readonly number[] = Object.freeze(
  Array.from({ length: 6 }, (_, decade) => [1, 2, 5].map((m) => m * 10 ** (decade + 4)))
    .flat()
    .concat([10 ** 10]),
);

/** A band of amounts (cents): from `fromCents` inclusive to `toCents` exclusive (null: and above). */
export interface PriceBand {
  fromCents: number;
  toCents: number | null;
}

/** The PRICE_BANDS band that holds `cents`. */
export function priceBand(cents: number): PriceBand {
  let from = 0;
  for (const edge of PRICE_BANDS) {
    if (cents < edge) return { fromCents: from, toCents: edge };
    from = edge;
  }
  return { fromCents: from, toCents: null };
}

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

/**
 * The lower median: the middle value, or the lower of the two middle ones for an even count. Always one of
 * the values (an average of two would let one reporter move the answer in small steps).
 */
export function lowerMedianCents(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

export interface SharedReport {
  drg: string;
  year: number;
  /** 1-12; with the year, picks a person's latest report. */
  month: number;
  billedCents: number;
  paidCents: number | null;
  /** Who shared it: an opaque key of a verified person, only to count different people (never shown). */
  reporter: string;
}

export interface PatientPriceSummary {
  drg: string;
  /** The band holding the median amount billed. */
  billed: PriceBand;
  /** The band holding the median amount paid; null unless `minReporters` people reported one. */
  paid: PriceBand | null;
}

/** The band of the lower median of one amount per person; null below `minReporters` people. */
function bandOf(perPerson: readonly SharedReport[], amount: (r: SharedReport) => number | null) {
  const values = perPerson.map(amount).filter((v): v is number => v !== null);
  if (values.length < SHARED_PRICE_RULES.minReporters) return null;
  return priceBand(lowerMedianCents(values));
}

/**
 * One summary per DRG that at least `minReporters` different people reported, in DRG order; DRGs with
 * fewer are left out entirely. Each person counts once per DRG, with their latest report (of two in one
 * month, the lower amount billed).
 */
export function summarizeSharedPrices(reports: readonly SharedReport[]): PatientPriceSummary[] {
  const latest = new Map<string, SharedReport>();
  for (const r of reports) {
    const key = `${r.drg}\u0000${r.reporter}`;
    const kept = latest.get(key);
    const [when, keptWhen] = [r.year * 12 + r.month, kept ? kept.year * 12 + kept.month : -1];
    // Two stays in one month: the lower amount billed, so the choice does not depend on the order read.
    if (!kept || when > keptWhen || (when === keptWhen && r.billedCents < kept.billedCents))
      latest.set(key, r);
  }
  const byDrg = new Map<string, SharedReport[]>();
  for (const r of latest.values()) byDrg.set(r.drg, [...(byDrg.get(r.drg) ?? []), r]);
  const out: PatientPriceSummary[] = [];
  for (const [drg, people] of [...byDrg].sort(([a], [b]) => a.localeCompare(b))) {
    const billed = bandOf(people, (r) => r.billedCents);
    if (!billed) continue;
    out.push({ drg, billed, paid: bandOf(people, (r) => r.paidCents) });
  }
  return out;
}
