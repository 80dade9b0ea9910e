import { matchesWords, wordsOf } from './word-match';

describe('matchesWords', () => {
  it.each([
    ['Hip replacement', 'hip'],
    ['Hip replacement', 'hip repl'],
    ['Hip replacement', 'REPL hip'],
    ['Knee replacement', 'knee'],
    ['Appendectomy (appendix removal)', 'appendec'],
    ['MRI of the brain, without contrast dye', 'MRI brain'],
    ['Chest X-ray, two views', 'x-ray chest'],
  ])('%s is found by "%s"', (text, query) => expect(matchesWords(text, query)).toBe(true));

  it.each([
    ['Hip replacement', 'knee'],
    ['Hip replacement', 'hip knee'],
    ['MRI of the brain', 'rain'],
    ['Anything', '   '],
    ['Anything', '(.*)'],
  ])('%s is not found by "%s"', (text, query) => expect(matchesWords(text, query)).toBe(false));

  it('splits on punctuation, keeps letters with accents', () => {
    expect(wordsOf('Café-au-lait, (spots)')).toEqual(['café', 'au', 'lait', 'spots']);
  });
});
