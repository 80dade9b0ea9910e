/**
 * The printed hospital name matched to the directory (@fp/hospitals): the directory's look-up with the
 * name's distinctive words; a match is taken only when its name is the printed name (ignoring case,
 * punctuation, apostrophes, "The", "Inc", "LLC", "ST"/"SAINT", the abbreviations CTR, MED, HOSP, UNIV and a
 * UB-04 box number before it), and only when one hospital is left. Of several hospitals of that name, the
 * city line printed under it (parse-bill.ts readHospitalPlace) keeps its state's, then the one at its ZIP
 * code or in its city: "St. Luke's Regional Medical Center, Boise, ID 83712" is Boise's, not Sioux City's.
 * Otherwise ccn stays null and the user picks.
 */
import type { BillReading } from '@fp/domain';
import type { DirectoryHospital, HospitalDirectoryService } from '@fp/hospitals';
import type { HospitalPlace } from './parse-bill';

const FILLER = new Set(['the', 'inc', 'llc', 'corp', 'corporation', 'of', 'and', 'at', 'a']);

export const normalName = (s: string) =>
  s
    .toLowerCase()
    // A UB-04 form locator's number before the name ("1 UCSF MEDICAL CENTER").
    .replace(/^\s*\d{1,2}[.)]?\s+(?=[a-z])/, '')
    .replace(/&/g, ' and ')
    // "ST DAVID'S" and "ST DAVIDS" are one name: an apostrophe joins, it does not split.
    .replace(/['\u2019`]/g, '')
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\b(ctr|cntr)\b/g, 'center')
    .replace(/\bmed\b/g, 'medical')
    .replace(/\bhosp\b/g, 'hospital')
    .replace(/\buniv\b/g, 'university')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w))
    .join(' ');

/**
 * Of several same-named hospitals, the ones the printed place leaves: its state's, then its ZIP code's or
 * else its city's. One hospital of the name stays whatever the place: the line under a name may be a
 * payment lockbox in another state ("PO Box 740760, Cincinnati, OH").
 */
function atPlace(same: DirectoryHospital[], place: HospitalPlace | null): DirectoryHospital[] {
  if (!place || same.length < 2) return same;
  const inState = same.filter((d) => d.state === place.state);
  if (inState.length < 2) return inState;
  const atZip = inState.filter((d) => d.zip.slice(0, 5) === place.zip);
  if (atZip.length > 0) return atZip;
  const inCity = inState.filter((d) => normalName(d.city) === normalName(place.city));
  return inCity.length > 0 ? inCity : inState;
}

export async function matchHospital(
  reading: BillReading,
  directory: Pick<HospitalDirectoryService, 'lookup'>,
  place: HospitalPlace | null = null,
): Promise<BillReading> {
  const h = reading.hospital;
  if (!h) return reading;
  const wanted = normalName(h.value.printedName);
  if (wanted.length < 2) return reading;
  // The look-up's words are stems that both spellings contain: "DAVID" finds "DAVID'S" and "DAVIDS";
  // "SAINT"/"ST", abbreviations and box numbers are left out (the names are compared whole below).
  const words = h.value.printedName
    .replace(/^\s*\d{1,2}[.)]?\s+(?=[A-Za-z])/, '')
    .replace(/['\u2019`]s?\b/g, '')
    .replace(/[^A-Za-z0-9 -]+/g, ' ')
    .split(/\s+/)
    .filter(
      (w) =>
        w.length > 2 &&
        !FILLER.has(w.toLowerCase()) &&
        !/^(st|saint|ctr|cntr|center|med|medical|hosp|hospital|univ|university)$/i.test(w),
    )
    .map((w) => (/[sS]$/.test(w) && w.length > 4 ? w.slice(0, -1) : w))
    .sort((a, b) => b.length - a.length)
    .slice(0, 4);
  if (words.length === 0) return reading;
  const found = await directory.lookup(words.join(' ').slice(0, 100), 25);
  // A common name ("Memorial Hospital") fills the look-up's 25 with other towns': its city narrows it.
  if (place && found.length === 25)
    found.push(...(await directory.lookup([...words.slice(0, 3), place.city].join(' ').slice(0, 100), 25)));
  const same = atPlace(
    [
      ...new Map(
        found.filter((d) => normalName(d.name) === wanted && !d.isDemo).map((d) => [d.id, d]),
      ).values(),
    ],
    place,
  );
  if (same.length !== 1) return reading;
  return {
    ...reading,
    hospital: {
      ...h,
      value: {
        ...h.value,
        ccn: same[0].id,
        matchedName: same[0].name,
        matchedCity: same[0].city,
        matchedState: same[0].state,
      },
    },
  };
}
