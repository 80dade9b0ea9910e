import { hospitalizationSentence, listWords, workSentences } from './words';

describe('work notes in words', () => {
  it('groups work by likelihood in plain words', () => {
    expect(
      workSentences([
        { name: 'Xray', likelihood: 'LIKELY' },
        { name: 'Labs', likelihood: 'LIKELY' },
        { name: 'Prescription', likelihood: 'LIKELY' },
        { name: 'Fluids', likelihood: 'UNLIKELY' },
        { name: 'Surgery', likelihood: 'RARE' },
      ]),
    ).toEqual([
      'Usually needed: an X-ray, lab tests and a prescription.',
      'Sometimes needed: IV fluids.',
      'Rarely needed: surgery.',
    ]);
  });
  it('says nothing when no work is listed', () => {
    expect(workSentences([])).toEqual([]);
  });
  it('joins lists the English way', () => {
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'])).toBe('a and b');
    expect(listWords([])).toBe('');
  });
});

describe('hospitalization in words', () => {
  it('covers the 0-4 scale with its labels', () => {
    expect(hospitalizationSentence(0, 'No')).toBe('A hospital stay is not expected (No).');
    expect(hospitalizationSentence(2, 'Unlikely but Possible')).toMatch(/unlikely but possible/);
    expect(hospitalizationSentence(4, 'Yes')).toBe('A hospital stay is expected (Yes).');
  });
});
