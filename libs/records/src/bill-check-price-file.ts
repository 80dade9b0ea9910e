/**
 * The bill check against the hospital's own price file: the file's figures for the bill's
 * CPT/HCPCS codes and DRG, with the owner's plan, compared by the rule in @fp/domain
 * (checkBillByPriceFile); and the file's discounted cash price for the DRG, the self-pay benchmark.
 */
import type { PriceFilesService } from '@fp/price-files';
import { billCheckText, checkBillByPriceFile, outpatientCodesOf, type TextLanguage } from '@fp/domain';
import type { BillCheckPriceFileAnswer, BillCheckPriceLine } from './bill-check-types';

/** The hospital's discounted cash price for the DRG from its price file (the self-pay benchmark), or null. */
export function cashPriceOf(
  priceFile: BillCheckPriceFileAnswer | null,
  drg: string | null,
): { cents: number; sourceLabel: string } | null {
  if (!priceFile || !drg) return null;
  const line = priceFile.lines.find(
    (l) => /DRG/i.test(l.codeType) && l.code.replace(/^0+/, '') === drg.replace(/^0+/, ''),
  );
  return line?.cashCents ? { cents: line.cashCents, sourceLabel: priceFile.sourceLabel } : null;
}

/**
 * The hospital's own published figures for the bill's CPT/HCPCS codes and DRG, with the owner's plan
 * (read by PriceFilesService for this owner only), compared by the rule in @fp/domain. The comparison uses
 * the DRG when there is one, else the CPT/HCPCS codes.
 */
export async function priceFileAnswer(
  hpt: PriceFilesService | undefined,
  ownerId: string,
  providerId: string,
  codes: string[],
  drg: string | null,
  bill: {
    billedCents: number;
    paidCents: number | null;
    selfPay: boolean;
    patientAskedCents: number | null;
  },
  language: TextLanguage = 'en',
): Promise<BillCheckPriceFileAnswer | null> {
  const say = billCheckText(language);
  const outpatient = outpatientCodesOf(codes);
  if (!hpt || (outpatient.length === 0 && !drg)) return null;
  const found = await hpt.billPrices({ userId: ownerId }, providerId, outpatient, drg);
  if (!found || found.items.length === 0) return null;
  const { source, plan } = found;
  const sourceLabel = say('sourceLabel', {
    file: source.fileName,
    dated: source.lastUpdatedOn ? say('dated', { date: source.lastUpdatedOn }) : say('dateNotGiven'),
    version: source.version,
  });
  const lines: BillCheckPriceLine[] = found.items.map(({ code, item }) => ({
    code,
    codeType:
      item.codes.find((c) => c.code.replace(/^0+(?=\d)/, '') === code.replace(/^0+(?=\d)/, ''))?.type ?? '',
    description: item.description,
    setting: item.setting,
    grossCents: item.grossCents,
    cashCents: item.cashCents,
    minNegotiatedCents: item.minNegotiatedCents,
    maxNegotiatedCents: item.maxNegotiatedCents,
    rateCount: item.rateCount,
    line: item.line,
    allowedCents: item.estimate.kind === 'estimate' ? item.estimate.negotiatedCents : null,
    allowedHighCents:
      item.estimate.kind === 'estimate' ? (item.estimate.high?.negotiatedCents ?? null) : null,
  }));
  const result = checkBillByPriceFile({
    billedCents: bill.billedCents,
    paidCents: bill.paidCents,
    selfPay: bill.selfPay,
    plan: plan && {
      payerName: plan.payerName,
      planName: plan.planName,
      deductibleRemainingCents: plan.deductibleRemainingCents,
      coinsurancePercent: plan.coinsurancePercent,
      copayCents: plan.copayCents,
      oopRemainingCents: plan.oopRemainingCents,
    },
    codes: drg ? [drg] : outpatient,
    prices: lines,
    sourceLabel,
    language,
  });
  return {
    ...result,
    source,
    sourceLabel,
    usedForVerdict: false,
    payerName: plan?.payerName ?? null,
    planName: plan ? plan.planName || null : null,
    patientAskedCents: bill.patientAskedCents,
    lines,
  };
}
