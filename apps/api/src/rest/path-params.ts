import { badInput } from '@fp/domain';

/** A positive whole number from a path segment (capped at `max`), or a 400 naming it. */
export function positiveInt(raw: string | undefined, what: string, max: number): number {
  const n = Number(raw);
  if (!raw || !/^\d{1,6}$/.test(raw) || n < 1) throw badInput(`${what} must be a positive whole number.`);
  return Math.min(n, max);
}
