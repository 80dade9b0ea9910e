/**
 * The printed hospital name matched to the directory (@fp/hospitals): the directory's look-up with the
 * name's distinctive words; a match is taken only when its name is the printed name (ignoring case,
 * punctuation and "The", "Inc", "LLC"), and only when that name is one hospital's. Otherwise ccn stays null
 * and the user picks.
 */
import type { BillReading } from '@fp/domain';
import type { HospitalDirectoryService } from '@fp/hospitals';

const FILLER = new Set(['the', 'inc', 'llc', 'corp', 'corporation', 'of', 'and', 'at', 'a']);

export const normalName = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w))
    .join(' ');

export async function matchHospital(
  reading: BillReading,
  directory: Pick<HospitalDirectoryService, 'lookup'>,
): Promise<BillReading> {
  const h = reading.hospital;
  if (!h) return reading;
  const wanted = normalName(h.value.printedName);
  if (wanted.length < 2) return reading;
  const words = h.value.printedName
    .replace(/[^A-Za-z0-9 '-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !FILLER.has(w.toLowerCase()) && !/^st$/i.test(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, 5);
  if (words.length === 0) return reading;
  const found = await directory.lookup(words.join(' ').slice(0, 100), 25);
  const same = found.filter((d) => normalName(d.name) === wanted && !d.isDemo);
  if (same.length !== 1) return reading;
  return {
    ...reading,
    hospital: { ...h, value: { ...h.value, ccn: same[0].id, matchedName: same[0].name } },
  };
}
