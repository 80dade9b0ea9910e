/**
 * A UB-04's service lines as a hospital's billing system prints them, shared by the corpus's hand-made
 * UB-04 (bills-forms.ts) and the generated ones (generator.ts): the header of form locators 42–47, one
 * row per line (revenue code, description, HCPCS, MMDDYY date, units, charges in Courier), then the
 * 0001 totals line with the creation date.
 */
import { type PageBuilder, type TruthLine, money, ub } from './page-builder';

/** Draws the lines and their totals line from y = 204; answers the totals line's y. */
export function ub04ServiceLines(b: PageBuilder, lines: TruthLine[], total: number, created: string): number {
  const lab = (x: number, y: number, s: string) => b.t(x, y, s, { size: 6 });
  const val = (x: number, y: number, s: string) => b.t(x, y, s, { size: 9, mono: true });
  b.box(20, 204, 570, 16);
  const hy = 214;
  lab(24, hy, '42 REV. CD.');
  lab(70, hy, '43 DESCRIPTION');
  lab(240, hy, '44 HCPCS / RATE / HIPPS CODE');
  lab(370, hy, '45 SERV. DATE');
  lab(430, hy, '46 SERV. UNITS');
  lab(490, hy, '47 TOTAL CHARGES');
  lines.forEach((l, i) => {
    const y = 234 + i * 14;
    val(24, y, l.revenueCode!);
    val(70, y, l.description);
    if (l.code) val(240, y, l.code);
    val(370, y, ub(l.date!));
    b.r(470, y, String(l.quantity), { size: 9, mono: true });
    b.r(585, y, money(l.amountCents, false), { size: 9, mono: true });
  });
  const ty = 234 + lines.length * 14 + 14;
  val(24, ty, '0001');
  val(70, ty, 'PAGE 1 OF 1');
  lab(240, ty, 'CREATION DATE');
  val(300, ty, ub(created));
  val(420, ty, 'TOTALS');
  b.r(585, ty, money(total, false), { size: 9, mono: true });
  return ty;
}
