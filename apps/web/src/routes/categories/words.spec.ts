import { createIntl } from 'react-intl';
import { loadMessages } from '@fp/i18n';
import { hospitalizationSentence, listWords, workSentences } from './words';

const en = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
let spanish = en;
beforeAll(async () => {
  spanish = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: await loadMessages('es') });
});

const WORK = [
  { name: 'Xray', likelihood: 'LIKELY' },
  { name: 'Labs', likelihood: 'LIKELY' },
  { name: 'Prescription', likelihood: 'LIKELY' },
  { name: 'Fluids', likelihood: 'UNLIKELY' },
  { name: 'Surgery', likelihood: 'RARE' },
] as const;

describe('work notes in words', () => {
  it('groups work by likelihood in plain words', () => {
    expect(workSentences(en, WORK)).toEqual([
      'Usually needed: an X-ray, lab tests and a prescription.',
      'Sometimes needed: IV fluids.',
      'Rarely needed: surgery.',
    ]);
  });
  it('says the same in Spanish', () => {
    expect(workSentences(spanish, WORK)).toEqual([
      'Por lo general: una radiografía, análisis de laboratorio y una receta médica.',
      'A veces: líquidos por vía intravenosa (IV).',
      'Rara vez: cirugía.',
    ]);
  });
  it('says nothing when no work is listed', () => {
    expect(workSentences(en, [])).toEqual([]);
  });
  it('joins lists the English way, and the Spanish way', () => {
    expect(listWords(en, ['a'])).toBe('a');
    expect(listWords(en, ['a', 'b'])).toBe('a and b');
    expect(listWords(en, [])).toBe('');
    expect(listWords(spanish, ['a', 'b', 'c'])).toBe('a, b y c');
  });
});

describe('hospitalization in words', () => {
  it('covers the 0-4 scale with its labels', () => {
    expect(hospitalizationSentence(en, 0, 'No')).toBe('A hospital stay is not expected (No).');
    expect(hospitalizationSentence(en, 2, 'Unlikely but Possible')).toMatch(/unlikely but possible/);
    expect(hospitalizationSentence(en, 4, 'Yes')).toBe('A hospital stay is expected (Yes).');
    expect(hospitalizationSentence(spanish, 4, 'Yes')).toBe('Se espera una estancia en el hospital (Sí).');
  });
  it('names a level outside the scale by its label', () => {
    expect(hospitalizationSentence(en, 7, 'often')).toBe('Hospital stay: Often.');
  });
});
