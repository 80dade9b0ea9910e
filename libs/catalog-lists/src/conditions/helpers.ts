import type { Likelihood, WorkType } from '../work';
import type { ConditionDef, ConditionInput } from './types';

/**
 * Expands "291-293 296" to ["291", "292", "293", "296"]. Written as ranges because MS-DRGs come
 * in families of two or three severity levels that are always billed together.
 */
export function expandDrgs(spec: string): string[] {
  const codes: string[] = [];
  for (const part of spec.trim().split(/\s+/)) {
    const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(part);
    if (!match) throw new Error(`Bad DRG range "${part}"`);
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    if (to < from) throw new Error(`Bad DRG range "${part}"`);
    for (let n = from; n <= to; n++) codes.push(String(n).padStart(3, '0'));
  }
  return [...new Set(codes)];
}

/** Work list from three groups: likely, unlikely and rare. */
export function work(
  likely: WorkType[],
  unlikely: WorkType[] = [],
  rare: WorkType[] = [],
): { name: WorkType; likely: Likelihood }[] {
  return [
    ...likely.map((name) => ({ name, likely: 'likely' as const })),
    ...unlikely.map((name) => ({ name, likely: 'unlikely' as const })),
    ...rare.map((name) => ({ name, likely: 'rare' as const })),
  ];
}

/** Returns a builder for one body system's file. */
export function conditionsOf(systemId: number): (input: ConditionInput) => ConditionDef {
  return (input) => ({
    id: input.id,
    slug: input.slug,
    name: input.name,
    systemId: input.systemId ?? systemId,
    active: input.active ?? true,
    common: input.common ?? false,
    categories: input.categories,
    specialties: [...input.specialties],
    work: input.work,
    hospitalization: input.hospitalization,
    drgs: expandDrgs(input.drgs),
    icd10: input.icd10,
    summary: input.summary,
  });
}
