/** Building a test bill's pages and the truth kept beside it. */
import type { BillLayout } from '@fp/domain';
import type { DocItem, DocPage } from './render';

export interface TruthLine {
  date: string | null;
  revenueCode: string | null;
  code: string | null;
  description: string;
  quantity: number;
  amountCents: number;
}

/** What is printed on a test bill: null where the bill does not print the field. */
export interface BillTruth {
  layout: BillLayout;
  hospital: string | null;
  /** The directory's CCN for the printed hospital, when it is one hospital of the directory. */
  ccn: string | null;
  statementDate: string | null;
  admissionDate: string | null;
  dischargeDate: string | null;
  totalChargesCents: number | null;
  insurancePaidCents: number | null;
  insuranceAdjustedCents: number | null;
  patientResponsibilityCents: number | null;
  drg: string | null;
  lines: TruthLine[];
}

export interface CorpusBill {
  id: string;
  title: string;
  pages: DocPage[];
  truth: BillTruth;
  /** The patient's name, address and account numbers as printed: never in the reading or the kept text. */
  privateText: string[];
}

export class PageBuilder {
  readonly page: DocPage = { items: [], rules: [] };

  t(x: number, y: number, text: string, o: Omit<DocItem, 'x' | 'y' | 'text'> = {}): this {
    this.page.items.push({ x, y, text, ...o });
    return this;
  }

  /** Right-aligned text ending at x. */
  r(x: number, y: number, text: string, o: Omit<DocItem, 'x' | 'y' | 'text' | 'align'> = {}): this {
    return this.t(x, y, text, { ...o, align: 'right' });
  }

  box(x: number, y: number, w: number, h: number): this {
    this.page.rules.push({ x, y, w, h });
    return this;
  }
}

/** "1,234.56" (with "$" when asked; "-$1,234.56" below zero). */
export function money(cents: number, dollar = true): string {
  const abs = Math.abs(cents);
  const s = `${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}${dollar ? '$' : ''}${s}`;
}

/** "MM/DD/YYYY" from "YYYY-MM-DD". */
export const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** UB-04's "MMDDYY". */
export const ub = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(2, 4)}`;

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** One itemized line of a corpus bill's truth, in the order a bill prints it. */
export const truthLine = (
  date: string | null,
  revenueCode: string | null,
  code: string | null,
  description: string,
  quantity: number,
  amountCents: number,
): TruthLine => ({ date, revenueCode, code, description, quantity, amountCents });
