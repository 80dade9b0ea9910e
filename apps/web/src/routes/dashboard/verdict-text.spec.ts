import { billVerdict } from '@fp/domain';
import { explanationBeside } from './verdict-text';

describe('explanationBeside', () => {
  // The API's own answer for a bill with no payer recorded and no DRG: "Not assessed: <ask> <no DRG>".
  const unassessed = (language: 'en' | 'es') =>
    billVerdict({
      billedCents: 1_765_350,
      paidCents: null,
      serviceYear: 2026,
      payer: 'UNKNOWN',
      drg: null,
      figure: null,
      nonprofit: true,
      cashPrice: null,
      language,
    });

  it('leaves out the label shown in bold before it and the question shown under it, in both languages', () => {
    const en = unassessed('en');
    expect(en.verdict).toBe('NOT_ASSESSED');
    expect(en.explanation.startsWith(`${en.verdictLabel}: `)).toBe(true);
    expect(en.explanation).toContain(en.ask!);
    const shown = explanationBeside(en);
    expect(shown).not.toContain(en.verdictLabel);
    expect(shown).not.toContain(en.ask!);
    expect(shown).toMatch(/^The bill has no DRG/);
    const es = unassessed('es');
    const shownEs = explanationBeside(es);
    expect(shownEs).not.toContain(es.verdictLabel);
    expect(shownEs).not.toContain(es.ask!);
    expect(shownEs.length).toBeGreaterThan(20);
  });

  it('keeps a verdict sentence whole, and answers nothing when all of it is said beside it', () => {
    const sentence = 'The bill is 12 % above the average Medicare payment for MS-DRG 690 here.';
    expect(explanationBeside({ verdictLabel: 'Fair', explanation: sentence, ask: null })).toBe(sentence);
    const ask = 'Who paid is not recorded.';
    expect(
      explanationBeside({ verdictLabel: 'Not assessed', explanation: `Not assessed: ${ask}`, ask }),
    ).toBe('');
  });
});
