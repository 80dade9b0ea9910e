// The lines of a test runner's log that say what failed, for the end of `npm test`'s output (CI's log may
// be cut to its last lines). Each failure is named once, with the first lines of its message: jest's
// `● suite › test` and Playwright's `1) [chromium] › file › test` are followed by the error and the
// assertion's difference ("- Expected", "+ Received", the values), which is what says why.

/** A line that names a failure: jest's FAIL and ●, Playwright's ✘ and numbered failures, a runner's !!!. */
export const FAILURE_LINE = /^\s*(FAIL |● |✘|!!! )|^\s*\d+\) \[/;
/** A failure whose message follows it: jest's ● (not its console output) and Playwright's `1) [`. */
const HEADER = /^\s*(● (?!Console)|\d+\) \[)/;
/** Where a message ends and the code, the stack or the attachments begin. */
const MESSAGE_END = /^\s*(at |>?\s*\d+ \||\|\s|attachment #|Error Context:|-{8,}|─{8,})/;

/**
 * The failures named in `lines`, each once: the naming lines, and under each header up to
 * `messageLines` non-blank lines of its message. At most `maxLines` lines in all.
 */
export function failureLines(lines, { messageLines = 16, maxLines = 120 } = {}) {
  const out = [];
  const seen = new Set();
  for (let i = 0; i < lines.length && out.length < maxLines; i++) {
    const line = lines[i];
    if (!FAILURE_LINE.test(line) || /● Console/.test(line)) continue;
    const name = line.trim();
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
    if (!HEADER.test(line)) continue;
    let taken = 0;
    for (let j = i + 1; j < lines.length && taken < messageLines; j++) {
      const next = lines[j];
      if (FAILURE_LINE.test(next) || MESSAGE_END.test(next)) break;
      if (next.trim() === '') continue;
      out.push(`    ${next.trim()}`);
      taken++;
    }
  }
  return out.slice(0, maxLines);
}
