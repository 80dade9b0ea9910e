/**
 * A reading scored against the truth of a test bill. A field counts as read when its confidence is at least
 * READ_CONFIDENCE_MIN (below it the user sees "not read"). Read and equal to the truth: right; read and
 * different: wrong; read where the bill prints nothing: invented; not read where the bill prints it: missed.
 */
import { READ_CONFIDENCE_MIN, type BillReading, type ReadLine } from '@fp/domain';
import type { BillTruth, TruthLine } from './page-builder';

export type Outcome = 'right' | 'wrong' | 'invented' | 'missed' | 'absent';

export const SCALAR_FIELDS = [
  'hospital',
  'statementDate',
  'admissionDate',
  'dischargeDate',
  'totalChargesCents',
  'insurancePaidCents',
  'insuranceAdjustedCents',
  'patientResponsibilityCents',
  'drg',
] as const;
export type ScalarField = (typeof SCALAR_FIELDS)[number];

/** The groups the targets are set for. */
export const FIELD_GROUP: Record<
  ScalarField | 'lineDate' | 'lineRevenueCode' | 'lineCode' | 'lineAmount' | 'lineQuantity',
  string
> = {
  hospital: 'hospital',
  statementDate: 'dates',
  admissionDate: 'dates',
  dischargeDate: 'dates',
  totalChargesCents: 'totals',
  insurancePaidCents: 'totals',
  insuranceAdjustedCents: 'totals',
  patientResponsibilityCents: 'totals',
  drg: 'codes',
  lineDate: 'dates',
  lineRevenueCode: 'codes',
  lineCode: 'codes',
  lineAmount: 'totals',
  lineQuantity: 'quantities',
};

export interface FieldScore {
  field: keyof typeof FIELD_GROUP;
  outcome: Outcome;
  read: unknown;
  truth: unknown;
}

function outcome(read: unknown, readSure: boolean, truth: unknown): Outcome {
  const hasRead = read !== null && read !== undefined && readSure;
  if (truth === null) return hasRead ? 'invented' : 'absent';
  if (!hasRead) return 'missed';
  return read === truth ? 'right' : 'wrong';
}

function scalarValue(reading: BillReading, f: ScalarField): { value: unknown; sure: boolean } {
  const field = reading[f];
  if (!field) return { value: null, sure: false };
  const value = f === 'hospital' ? (field.value as { printedName: string }).printedName : field.value;
  return { value, sure: field.confidence >= READ_CONFIDENCE_MIN };
}

const lineKey = (l: { amountCents: number; code: string | null; revenueCode: string | null }) =>
  `${l.amountCents}|${l.code}|${l.revenueCode}`;

/**
 * Each truth line is paired with a read line (same amount, or the same place in the list when the amount
 * was misread); then each of its parts is scored. Filled-in read lines left over are invented.
 */
function scoreLines(read: ReadLine[], truth: TruthLine[]): FieldScore[] {
  const out: FieldScore[] = [];
  const sure = read.filter((l) => l.confidence >= READ_CONFIDENCE_MIN);
  // Filled-in lines are paired first, so a held-back misreading of a line does not take its truth from
  // the filled-in line that read it right.
  const candidates = [...sure, ...read.filter((l) => !sure.includes(l))];
  const used = new Set<ReadLine>();
  const pairs = new Map<TruthLine, ReadLine>();
  // Each truth line is paired in stages over all lines, the closest match first: the same service on
  // several dates (or a code not read) is paired by its date before any line of another date.
  const stages: ((r: ReadLine, t: TruthLine) => boolean)[] = [
    (r, t) => lineKey(r) === lineKey(t) && r.date === t.date,
    (r, t) => r.amountCents === t.amountCents && r.date === t.date,
    (r, t) => lineKey(r) === lineKey(t),
    (r, t) => r.amountCents === t.amountCents,
  ];
  for (const stage of stages)
    for (const t of truth) {
      if (pairs.has(t)) continue;
      const r = candidates.find((c) => !used.has(c) && stage(c, t));
      if (r) {
        pairs.set(t, r);
        used.add(r);
      }
    }
  truth.forEach((t, i) => {
    // The amount misread: the same place in the list when as many lines were read.
    const match = pairs.get(t) ?? (read.length === truth.length && !used.has(read[i]) ? read[i] : undefined);
    if (match) used.add(match);
    const ok = !!match && match.confidence >= READ_CONFIDENCE_MIN;
    const parts: [FieldScore['field'], unknown, unknown][] = [
      ['lineDate', match?.date ?? null, t.date],
      ['lineRevenueCode', match?.revenueCode ?? null, t.revenueCode],
      ['lineCode', match?.code ?? null, t.code],
      ['lineAmount', match?.amountCents ?? null, t.amountCents],
      ['lineQuantity', match?.quantity ?? null, t.quantity],
    ];
    for (const [field, r, tv] of parts) out.push({ field, outcome: outcome(r, ok, tv), read: r, truth: tv });
  });
  for (const r of sure)
    if (!used.has(r))
      out.push({ field: 'lineAmount', outcome: 'invented', read: r.amountCents, truth: null });
  return out;
}

export function scoreReading(reading: BillReading, truth: BillTruth): FieldScore[] {
  const out: FieldScore[] = SCALAR_FIELDS.map((f) => {
    const { value, sure } = scalarValue(reading, f);
    const t = f === 'hospital' ? truth.hospital : truth[f];
    return { field: f, outcome: outcome(value, sure, t), read: value, truth: t };
  });
  return [...out, ...scoreLines(reading.lines, truth.lines)];
}

export interface Tally {
  right: number;
  wrong: number;
  missed: number;
  invented: number;
  /** Fields the bill prints. */
  printed: number;
}

export function tally(scores: FieldScore[]): Tally {
  const t: Tally = { right: 0, wrong: 0, missed: 0, invented: 0, printed: 0 };
  for (const s of scores) {
    if (s.outcome === 'absent') continue;
    if (s.outcome !== 'invented') t.printed++;
    t[s.outcome]++;
  }
  return t;
}

export const pct = (t: Tally) => (t.printed === 0 ? 100 : (100 * t.right) / t.printed);
