import { failureLines } from './failure-lines.mjs';

// A Playwright list reporter's failure as CI printed it (stop 57), and jest's, each named twice.
const playwrightLog = `
  ✘  144 [chromium] › apps/web-e2e/src/spanish-visitor.spec.ts:33:3 › the visitor pages in Spanish › the categories and one category (15.5s)
  ✓  145 [chromium] › apps/web-e2e/src/spanish-visitor.spec.ts:70:3 › the procedures page (3.1s)

  1) [chromium] › apps/web-e2e/src/spanish-visitor.spec.ts:33:3 › the visitor pages in Spanish › the categories and one category

    Error: expect(received).toEqual(expected) // deep equality

    - Expected  - 1
    + Received  + 3

    - Array []
    + Array [
    +   "target-size (serious): All touch targets must be 24px large → .category-toggle",
    + ]

       at support/page-checks.ts:25

      23 |   expect(
    > 25 |   ).toEqual([]);
         |     ^
        at expectAccessible (/check/work/main/apps/web-e2e/src/support/page-checks.ts:25:5)

    attachment #1: screenshot (image/png) ──────────────────────────────────────────────────────────
    test-results/x/test-failed-1.png
    ────────────────────────────────────────────────────────────────────────────────────────────────

  1 failed
    [chromium] › apps/web-e2e/src/spanish-visitor.spec.ts:33:3 › the visitor pages in Spanish › the categories and one category
  186 passed (18.8m)`.split('\n');

const jestFailure = `  ● money › adds cents

    expect(received).toBe(expected) // Object.is equality

    Expected: 300
    Received: 299

      10 |   it('adds cents', () => {
    > 11 |     expect(add(100, 199)).toBe(300);
         |                           ^

      at Object.<anonymous> (libs/domain/src/money/money.spec.ts:11:27)
`;
const jestLog = `FAIL unit libs/domain/src/money/money.spec.ts
  ● Console

    console.log
      noise

${jestFailure}
Summary of all failing tests
FAIL unit libs/domain/src/money/money.spec.ts
${jestFailure}`.split('\n');

describe('what failed, said again at the end of npm test', () => {
  it('names a Playwright failure once, with the assertion that says why, not the code or the attachments', () => {
    expect(failureLines(playwrightLog)).toEqual([
      '✘  144 [chromium] › apps/web-e2e/src/spanish-visitor.spec.ts:33:3 › the visitor pages in Spanish › the categories and one category (15.5s)',
      '1) [chromium] › apps/web-e2e/src/spanish-visitor.spec.ts:33:3 › the visitor pages in Spanish › the categories and one category',
      '    Error: expect(received).toEqual(expected) // deep equality',
      '    - Expected  - 1',
      '    + Received  + 3',
      '    - Array []',
      '    + Array [',
      '    +   "target-size (serious): All touch targets must be 24px large → .category-toggle",',
      '    + ]',
    ]);
  });

  it('names a jest failure once though jest prints it twice, and leaves its console output out', () => {
    expect(failureLines(jestLog)).toEqual([
      'FAIL unit libs/domain/src/money/money.spec.ts',
      '● money › adds cents',
      '    expect(received).toBe(expected) // Object.is equality',
      '    Expected: 300',
      '    Received: 299',
    ]);
  });

  it('keeps a long message and a long log within their limits', () => {
    const long = ['  ● a › b', ...Array.from({ length: 50 }, (_, i) => `    line ${i}`)];
    expect(failureLines(long, { messageLines: 3 })).toEqual([
      '● a › b',
      '    line 0',
      '    line 1',
      '    line 2',
    ]);
    const many = Array.from({ length: 300 }, (_, i) => `!!! run ${i} ended`);
    expect(failureLines(many, { maxLines: 10 })).toHaveLength(10);
  });

  it('repeats a runner line that names no test as it is', () => {
    expect(failureLines(['ok', '!!! integration tests on pglite ended with signal SIGKILL', 'tail'])).toEqual(
      ['!!! integration tests on pglite ended with signal SIGKILL'],
    );
  });
});
