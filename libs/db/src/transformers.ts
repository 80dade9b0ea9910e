import type { ValueTransformer } from 'typeorm';

/**
 * Turns a database number that the driver may hand back as a string (pg returns int8 and numeric
 * as strings so no precision is lost), a bigint or a number into a plain JS number.
 */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') {
    const n = Number(value);
    if (Number.isNaN(n)) throw new TypeError(`Expected a number from the database, got "${String(value)}".`);
    return n;
  }
  throw new TypeError(`Expected a number from the database, got ${typeof value}.`);
}

/**
 * Money is stored as `bigint` integer cents. Values stay far below 2^53 (90 trillion dollars), so a JS
 * number is exact; the transformer makes pg's string and PGlite's number look the same to callers.
 */
export const centsTransformer: ValueTransformer = {
  to: (value: unknown) => {
    // A fractional cent means someone passed dollars; fail loudly instead of letting Postgres round.
    if (typeof value === 'number' && !Number.isInteger(value)) {
      throw new RangeError(`Money must be a whole number of cents, got ${value}.`);
    }
    return value;
  },
  from: (value: unknown) => toNumber(value),
};

/** Any other int8 / numeric column read as a JS number (row counts, sizes, relative weights). */
export const numberTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => toNumber(value),
};
