/**
 * The condition-to-work table and the hospitalization scale in plain words, for the categories page:
 * "Likely: an X-ray, lab tests and a prescription. Sometimes: IV fluids. Rarely: surgery.", in the page's
 * language (issue 45).
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** Each work type as it reads inside a sentence. */
const WORK_WORDS: Record<string, MessageDescriptor> = defineMessages({
  Swab: { id: 'categories.work.swab', defaultMessage: 'a swab test' },
  Labs: { id: 'categories.work.labs', defaultMessage: 'lab tests' },
  Xray: { id: 'categories.work.xray', defaultMessage: 'an X-ray' },
  Fluids: { id: 'categories.work.fluids', defaultMessage: 'IV fluids' },
  Prescription: { id: 'categories.work.prescription', defaultMessage: 'a prescription' },
  'CT scan': { id: 'categories.work.ctScan', defaultMessage: 'a CT scan' },
  MRI: { id: 'categories.work.mri', defaultMessage: 'an MRI' },
  Ultrasound: { id: 'categories.work.ultrasound', defaultMessage: 'an ultrasound' },
  Surgery: { id: 'categories.work.surgery', defaultMessage: 'surgery' },
  Procedure: { id: 'categories.work.procedure', defaultMessage: 'a procedure' },
  'IV medications': { id: 'categories.work.ivMedications', defaultMessage: 'IV medications' },
  Medications: { id: 'categories.work.medications', defaultMessage: 'medications' },
  Splint: { id: 'categories.work.splint', defaultMessage: 'a splint' },
  Sling: { id: 'categories.work.sling', defaultMessage: 'a sling' },
  Crutches: { id: 'categories.work.crutches', defaultMessage: 'crutches' },
  Stitches: { id: 'categories.work.stitches', defaultMessage: 'stitches' },
  'Breathing treatments': {
    id: 'categories.work.breathingTreatments',
    defaultMessage: 'breathing treatments',
  },
  'Stress Test': { id: 'categories.work.stressTest', defaultMessage: 'a stress test' },
});

const M: Record<string, MessageDescriptor> = defineMessages({
  list: { id: 'categories.work.list', defaultMessage: '{first} and {last}' },
  LIKELY: { id: 'categories.work.likely', defaultMessage: 'Usually needed: {list}.' },
  UNLIKELY: { id: 'categories.work.unlikely', defaultMessage: 'Sometimes needed: {list}.' },
  RARE: { id: 'categories.work.rare', defaultMessage: 'Rarely needed: {list}.' },
  stay0: { id: 'categories.stay.no', defaultMessage: 'A hospital stay is not expected (No).' },
  stay1: { id: 'categories.stay.unlikely', defaultMessage: 'A hospital stay is unlikely (Unlikely).' },
  stay2: {
    id: 'categories.stay.possibleUnlikely',
    defaultMessage: 'A hospital stay is unlikely but possible (Unlikely but Possible).',
  },
  stay3: { id: 'categories.stay.possible', defaultMessage: 'A hospital stay is possible (Possible).' },
  stay4: { id: 'categories.stay.yes', defaultMessage: 'A hospital stay is expected (Yes).' },
  stayOther: { id: 'categories.stay.other', defaultMessage: 'Hospital stay: {label}.' },
});
const STAYS = [M.stay0, M.stay1, M.stay2, M.stay3, M.stay4];

export type Likelihood = 'LIKELY' | 'UNLIKELY' | 'RARE';

/** A work type in words; one the table does not know is the catalogue's own name, lower-cased. */
export const workWord = (intl: IntlShape, name: string) =>
  WORK_WORDS[name] ? intl.formatMessage(WORK_WORDS[name]) : name.toLowerCase();

/** "a, b and c" ("a, b y c" in Spanish). */
export function listWords(intl: IntlShape, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return intl.formatMessage(M.list, {
    first: items.slice(0, -1).join(', '),
    last: items[items.length - 1],
  });
}

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

const GROUPS: Likelihood[] = ['LIKELY', 'UNLIKELY', 'RARE'];

/** The work notes as short sentences; empty when the condition lists no work. */
export function workSentences(
  intl: IntlShape,
  work: readonly { name: string; likelihood: Likelihood }[],
): string[] {
  return GROUPS.flatMap((likelihood) => {
    const names = work.filter((w) => w.likelihood === likelihood).map((w) => workWord(intl, w.name));
    return names.length ? [intl.formatMessage(M[likelihood], { list: listWords(intl, names) })] : [];
  });
}

/** The hospitalization scale (0 No … 4 Yes) as a sentence; another level says the catalogue's label. */
export function hospitalizationSentence(intl: IntlShape, level: number, label: string): string {
  const known = Number.isInteger(level) ? STAYS[level] : undefined;
  return known ? intl.formatMessage(known) : intl.formatMessage(M.stayOther, { label: capitalize(label) });
}
