/**
 * Price-file views in the API's shape, shared by the GraphQL resolvers and the REST shim (so neither
 * imports the other): the estimate with the schema's kind names and every field a kind lacks as null.
 */
import type { InsuranceEstimateValue } from '@fp/domain';
import type { EstimateView, PriceFileItemView } from '@fp/price-files';
import type { EstimateKind } from '../__generated__/resolvers-types';

const KINDS: Record<EstimateView['kind'], EstimateKind> = {
  estimate: 'ESTIMATE',
  not_published: 'NOT_PUBLISHED',
  no_plan: 'NO_PLAN',
};

/**
 * The estimate in the schema's shape: fields a kind does not have are null. A visit's estimate (the
 * bill check's, an InsuranceEstimateValue) has its copay in it once, so it has no per-visit copay note.
 */
export function estimateOut(e: EstimateView | InsuranceEstimateValue) {
  const base = {
    kind: KINDS[e.kind],
    patientCents: null,
    basisCents: null,
    deductiblePartCents: null,
    coinsurancePartCents: null,
    copayCents: null,
    visitCopayCents: null,
    copayNote: null,
    highBasisCents: null,
    highPatientCents: null,
    rateNote: null,
    cappedByOopMax: null,
    formula: null,
    message: null,
  };
  if (e.kind === 'not_published') return { ...base, message: e.message };
  if (e.kind === 'no_plan')
    return { ...base, patientCents: e.patientCents, basisCents: e.basisCents, formula: e.formula };
  return {
    ...base,
    patientCents: e.patientCents,
    basisCents: e.negotiatedCents,
    deductiblePartCents: e.deductiblePartCents,
    coinsurancePartCents: e.coinsurancePartCents,
    copayCents: e.copayCents,
    ...('visitCopayCents' in e
      ? {
          visitCopayCents: e.visitCopayCents,
          copayNote: e.copayNote,
          highBasisCents: e.high?.negotiatedCents ?? null,
          highPatientCents: e.high?.patientCents ?? null,
          rateNote: e.high?.note ?? null,
        }
      : {}),
    cappedByOopMax: e.cappedByOopMax,
    formula: e.formula,
  };
}

/** A price-file item with its estimate in the schema's shape. */
export const itemOut = (i: PriceFileItemView) => ({ ...i, estimate: estimateOut(i.estimate) });

/** The same item as REST answers it: without the internal file id. */
export const itemJson = ({ fileId: _fileId, ...i }: PriceFileItemView & { fileId?: string }) => itemOut(i);
