/**
 * `npm run audit:read-separators`: dates whose separators a phone photo's OCR lost ("03/142026",
 * "0314/2026", "03142026"), simulated on the test corpus. Each bill of a share is read from its text PDF
 * (no OCR, so the only change is the one made here), every printed MM/DD/YYYY or MM/DD/YY of its text loses
 * its first, its second or both separators (the variant by the bill's index), and the text is parsed again.
 * The bill's statement, admission and discharge dates are compared with what it prints: right, missed,
 * wrong (a different date) and invented (a date the bill does not print). Target: wrong and invented 0.
 *
 *   npm run audit:read-separators [-- --shares tuning,heldout,hand,fixed] [--count 24] [--verbose]
 */
import { parseBill, readBillFile, type BillReading } from '@fp/bill-reading';
import { corpusFile, shareBills, type CorpusShare } from '@fp/bill-reading/testing';

const KEYS = ['statementDate', 'admissionDate', 'dischargeDate'] as const;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The text with every two-digit-month-and-day date's separators lost: 0 both, 1 the second, 2 the first. */
function loseSeparators(text: string, variant: number): string {
  return text.replace(/(?<![\d/])(\d{2})\/(\d{2})\/(\d{4}|\d{2})(?![\d/])/g, (_m, mo, d, y) =>
    variant === 0 ? `${mo}${d}${y}` : variant === 1 ? `${mo}/${d}${y}` : `${mo}${d}/${y}`,
  );
}

const parsed = (text: string, method: 'TEXT' | 'OCR'): BillReading =>
  parseBill({
    method,
    pages: text.split('\f').map((page) => ({
      lines: page.split('\n').map((line) => ({ text: line, confidence: 1 })),
    })),
  });

async function main() {
  const shares = (arg('shares') ?? 'tuning,heldout,hand,fixed').split(',') as CorpusShare[];
  const count = Number(arg('count') ?? 24);
  const verbose = process.argv.includes('--verbose');
  for (const share of shares) {
    const t = { bills: 0, printed: 0, right: 0, missed: 0, wrong: 0, invented: 0 };
    for (const { bill, index } of shareBills(share, count)) {
      const file = await corpusFile(bill, 'text-pdf', index);
      const { text } = await readBillFile(file.bytes, file.mime);
      const reading = parsed(loseSeparators(text, index % 3), 'OCR');
      t.bills++;
      for (const key of KEYS) {
        const printed = bill.truth[key];
        const read = reading[key]?.value ?? null;
        const kind = printed
          ? read === printed
            ? 'right'
            : read === null
              ? 'missed'
              : 'wrong'
          : read === null
            ? null
            : 'invented';
        if (printed) t.printed++;
        if (kind) t[kind]++;
        if (verbose && kind && kind !== 'right')
          console.log(`  ${kind.padEnd(8)} ${bill.id} ${key}: read ${read}, printed ${printed}`);
      }
    }
    console.log(
      `${share.padEnd(8)} ${t.bills} bills, ${t.printed} dates printed: right ${t.right}, missed ${t.missed}, wrong ${t.wrong}, invented ${t.invented}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
