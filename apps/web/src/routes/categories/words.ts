/**
 * The condition-to-work table and the hospitalization scale in plain words, for the categories page:
 * "Likely: an X-ray, lab tests and a prescription. Sometimes: IV fluids. Rarely: surgery."
 */

/** Each work type as it reads inside a sentence. */
const WORK_WORDS: Record<string, string> = {
  Swab: 'a swab test',
  Labs: 'lab tests',
  Xray: 'an X-ray',
  Fluids: 'IV fluids',
  Prescription: 'a prescription',
  'CT scan': 'a CT scan',
  MRI: 'an MRI',
  Ultrasound: 'an ultrasound',
  Surgery: 'surgery',
  Procedure: 'a procedure',
  'IV medications': 'IV medications',
  Medications: 'medications',
  Splint: 'a splint',
  Sling: 'a sling',
  Crutches: 'crutches',
  Stitches: 'stitches',
  'Breathing treatments': 'breathing treatments',
  'Stress Test': 'a stress test',
};

export type Likelihood = 'LIKELY' | 'UNLIKELY' | 'RARE';

export const workWord = (name: string) => WORK_WORDS[name] ?? name.toLowerCase();

/** "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

const GROUPS: { likelihood: Likelihood; lead: string }[] = [
  { likelihood: 'LIKELY', lead: 'Usually needed' },
  { likelihood: 'UNLIKELY', lead: 'Sometimes needed' },
  { likelihood: 'RARE', lead: 'Rarely needed' },
];

/** The work notes as short sentences; empty when the condition lists no work. */
export function workSentences(work: readonly { name: string; likelihood: Likelihood }[]): string[] {
  return GROUPS.flatMap(({ likelihood, lead }) => {
    const names = work.filter((w) => w.likelihood === likelihood).map((w) => workWord(w.name));
    return names.length ? [`${lead}: ${listWords(names)}.`] : [];
  });
}

/** The hospitalization scale (0 No … 4 Yes) as a sentence. */
export function hospitalizationSentence(level: number, label: string): string {
  switch (level) {
    case 0:
      return 'A hospital stay is not expected (No).';
    case 1:
      return 'A hospital stay is unlikely (Unlikely).';
    case 2:
      return 'A hospital stay is unlikely but possible (Unlikely but Possible).';
    case 3:
      return 'A hospital stay is possible (Possible).';
    case 4:
      return 'A hospital stay is expected (Yes).';
    default:
      return `Hospital stay: ${capitalize(label)}.`;
  }
}
