/**
 * The data year of a price file: given with --year, or written in the file name. Never guessed:
 * when neither says it, the import stops and asks for --year.
 */
import path from 'node:path';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const plausible = (y: number): boolean => y >= FIRST_YEAR && y <= LAST_YEAR;

/**
 * The year a CMS file name states, or null when it states none or several:
 * - "DY22" (data year, current CMS names such as MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv) -> 2022; the
 *   "RY24" release year next to it is not the data year;
 * - "FY2011" / "FY_2011" / "FY11" -> 2011;
 * - otherwise a single 4-digit year standing alone ("inpatient_2019.csv") -> 2019.
 */
export function yearFromFileName(file: string): number | null {
  const name = path.basename(file);
  const unique = (values: number[]): number | null => {
    const set = [...new Set(values.filter(plausible))];
    return set.length === 1 ? set[0] : null;
  };
  const dy = [...name.matchAll(/(?:^|[^A-Za-z])DY[_ -]?(\d{2}|\d{4})(?!\d)/gi)].map((m) => toYear(m[1]));
  if (dy.length > 0) return unique(dy);
  const fy = [...name.matchAll(/(?:^|[^A-Za-z])FY[_ -]?(\d{2}|\d{4})(?!\d)/gi)].map((m) => toYear(m[1]));
  if (fy.length > 0) return unique(fy);
  const plain = [...name.matchAll(/(?:^|\D)((?:19|20)\d{2})(?!\d)/g)].map((m) => Number(m[1]));
  return plain.length > 0 ? unique(plain) : null;
}

function toYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

export class YearError extends Error {
  override name = 'YearError';
}

/**
 * The year to import under: --year when given (it wins over the name; a different year in the name is
 * returned as a warning), else the name's year. Throws YearError when there is none.
 */
export function resolveDataYear(
  file: string,
  explicit?: number | null,
): { year: number; from: 'option' | 'file name'; warning?: string } {
  const fromName = yearFromFileName(file);
  if (explicit !== undefined && explicit !== null) {
    if (!Number.isInteger(explicit) || !plausible(explicit)) {
      throw new YearError(`--year must be a year from ${FIRST_YEAR} to ${LAST_YEAR}; got ${explicit}.`);
    }
    const warning =
      fromName !== null && fromName !== explicit
        ? `The file name says ${fromName} but --year ${explicit} was given; importing as ${explicit}.`
        : undefined;
    return { year: explicit, from: 'option', warning };
  }
  if (fromName === null) {
    throw new YearError(
      `The data year is not in the file name "${path.basename(file)}"; pass it with --year, e.g. --year 2022.`,
    );
  }
  return { year: fromName, from: 'file name' };
}
