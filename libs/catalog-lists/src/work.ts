/**
 * The "work" a visit for a condition may involve (spec part 1: condition-to-work table) and the
 * hospitalization scale (spec part 1 §4). Names are shown to patients exactly as written here.
 */

export const WORK_TYPES = [
  'Swab',
  'Labs',
  'Xray',
  'Fluids',
  'Prescription',
  'CT scan',
  'MRI',
  'Ultrasound',
  'Surgery',
  'Procedure',
  'IV medications',
  'Medications',
  'Splint',
  'Sling',
  'Crutches',
  'Stitches',
  'Breathing treatments',
  'Stress Test',
] as const;

export type WorkType = (typeof WORK_TYPES)[number];

/** The spec's table uses 1 (likely), 0 (unlikely), 'Rare' or empty; empty means "not listed". */
export const LIKELIHOODS = ['likely', 'unlikely', 'rare'] as const;
export type Likelihood = (typeof LIKELIHOODS)[number];

export interface WorkItem {
  name: WorkType;
  likely: Likelihood;
}

/** Index = hospitalization level (0-4). */
export const HOSPITALIZATION_LABELS = ['No', 'Unlikely', 'Unlikely but Possible', 'Possible', 'Yes'] as const;

export type HospitalizationLevel = 0 | 1 | 2 | 3 | 4;

/** Label for a hospitalization level; values outside 0-4 are clamped and fractions rounded. */
export function hospitalizationLabel(n: number): string {
  const level = Number.isFinite(n) ? Math.min(4, Math.max(0, Math.round(n))) : 0;
  return HOSPITALIZATION_LABELS[level];
}

export function isWorkType(value: string): value is WorkType {
  return (WORK_TYPES as readonly string[]).includes(value);
}
