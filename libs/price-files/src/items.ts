/**
 * Items of imported price files matching codes, each with the viewer's estimate: from their plan's
 * published rate(s), or, without a plan, 20% of the middle of the negotiated range (or the cash price).
 * The per-item estimate leaves out a per-visit copay (counted once per visit, not per item) and shows
 * both ends when the plan has several different rates for the item.
 */
import { commonProcedureName } from '@fp/catalog-lists';
import {
  formatCents,
  itemEstimate,
  noPlanPatientShareCents,
  NOT_PUBLISHED_FOR_PLAN,
  planRateOf,
} from '@fp/domain';
import type { InsurancePlan } from '@fp/insurance';
import type { DataSource } from 'typeorm';
import { sourceView, type EstimateView, type PriceFileItemView, type SourceRow } from './views';

/** An item with the id of the file it came from (internal: the views drop it). */
export type FileItem = PriceFileItemView & { fileId: string };

interface ItemRow extends SourceRow {
  file_id: string;
  item_no: number;
  description: string;
  setting: string | null;
  gross_cents: number | null;
  cash_cents: number | null;
  min_cents: number | null;
  max_cents: number | null;
  line: number;
  codes: { code: string; type: string }[] | string;
  rate_count: number;
  min_rate: number | null;
  max_rate: number | null;
  /** The DIFFERENT dollar rates of the viewer's plan for the item (equal rates are one); null when none. */
  my_rate_list: (number | string)[] | string | null;
}

/**
 * Items of the given files matching the codes, with the viewer's plan rate: the payer's rate for the
 * plan (names compared case-insensitively), or, when the plan is blank, the payer's only rate.
 * $1 file ids, $2 codes (null: no code filter), $3 code types (null: any), $4 payer key, $5 plan name.
 */
const ITEMS_SQL = `
SELECT i.file_id, i.item_no, i.description, i.setting, i.gross_cents, i.cash_cents, i.min_cents, i.max_cents, i.line,
       (SELECT json_agg(json_build_object('code', c2.code, 'type', c2.code_type) ORDER BY c2.code_type, c2.code)
          FROM hpt_item_code c2 WHERE c2.file_id = i.file_id AND c2.item_no = i.item_no) AS codes,
       r.rate_count, r.min_rate, r.max_rate, r.my_rate_list,
       f.file_name, f.last_updated_on, f.version, f.format
  FROM hpt_item i
  JOIN hpt_file f ON f.id = i.file_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS rate_count, min(x.negotiated_cents) AS min_rate, max(x.negotiated_cents) AS max_rate,
           json_agg(DISTINCT x.negotiated_cents)
             FILTER (WHERE x.mine AND x.negotiated_cents IS NOT NULL) AS my_rate_list
      FROM (SELECT rr.negotiated_cents,
                   (rr.payer_key = $4 AND ($5::text = '' OR lower(rr.plan_name) = lower($5::text))) AS mine
              FROM hpt_rate rr WHERE rr.file_id = i.file_id AND rr.item_no = i.item_no) x
  ) r
 WHERE i.file_id = ANY($1::uuid[])
   AND EXISTS (SELECT 1 FROM hpt_item_code c WHERE c.file_id = i.file_id AND c.item_no = i.item_no
                 AND ($2::text[] IS NULL OR c.code = ANY($2::text[]))
                 AND ($3::text[] IS NULL OR c.code_type = ANY($3::text[])))
 ORDER BY i.file_id, i.item_no
 LIMIT 2000`;

/**
 * What an item is for a patient: the file's own description, else the site's name for its CPT/HCPCS code
 * (@fp/catalog-lists COMMON_PROCEDURES: the shipped Brattleboro file gives codes without descriptions).
 */
function plainName(
  description: string | null,
  codes: { code: string }[],
): { plainName: string | null; plainNameIsOurs: boolean } {
  const own = description?.trim();
  if (own && !codes.some((c) => c.code === own)) return { plainName: own, plainNameIsOurs: false };
  for (const c of codes) {
    const name = commonProcedureName(c.code);
    if (name) return { plainName: name, plainNameIsOurs: true };
  }
  return { plainName: null, plainNameIsOurs: false };
}

export async function readItems(
  db: DataSource,
  plan: InsurancePlan | null,
  fileIds: string[],
  codes: string[] | null,
  types: string[] | null,
): Promise<FileItem[]> {
  const rows: ItemRow[] = await db.query(ITEMS_SQL, [
    fileIds,
    codes,
    types,
    plan?.payerKey ?? '',
    plan?.planName ?? '',
  ]);
  return rows.map((r) => {
    const minNeg = r.min_cents ?? r.min_rate;
    const maxNeg = r.max_cents ?? r.max_rate;
    return {
      fileId: r.file_id,
      codes: typeof r.codes === 'string' ? JSON.parse(r.codes) : (r.codes ?? []),
      description: r.description,
      ...plainName(r.description, typeof r.codes === 'string' ? JSON.parse(r.codes) : (r.codes ?? [])),
      setting: r.setting,
      grossCents: r.gross_cents,
      cashCents: r.cash_cents,
      minNegotiatedCents: minNeg,
      maxNegotiatedCents: maxNeg,
      rateCount: r.rate_count,
      line: r.line,
      source: sourceView(r),
      estimate: plan ? planItemEstimate(plan, myRates(r)) : noPlanEstimate(minNeg, maxNeg, r),
    };
  });
}

const NOT_PUBLISHED: EstimateView = { kind: 'not_published', message: NOT_PUBLISHED_FOR_PLAN };

/** The plan's distinct rates as numbers (json_agg arrives parsed from pg, as text from some drivers). */
function myRates(r: ItemRow): number[] {
  const list = typeof r.my_rate_list === 'string' ? JSON.parse(r.my_rate_list) : (r.my_rate_list ?? []);
  return (list as (number | string)[]).map(Number);
}

/**
 * The viewer's estimate for one item from the distinct rates of their plan (`cents`): without the
 * per-visit copay, and at both ends when the plan has several different rates.
 */
export function planItemEstimate(
  plan: Pick<
    InsurancePlan,
    | 'payerKey'
    | 'planName'
    | 'deductibleRemainingCents'
    | 'coinsurancePercent'
    | 'copayCents'
    | 'oopRemainingCents'
  >,
  cents: readonly number[],
): EstimateView {
  // A blank plan name matches all the payer's plans: rates that agree are one figure, but different
  // rates there belong to different plans, not to the user's, so they stay "not published".
  if (!plan.planName.trim() && cents.length > 1) return NOT_PUBLISHED;
  const rate = planRateOf(
    cents.map((c) => ({ payerKey: plan.payerKey, planName: '', cents: c })),
    { payerKey: plan.payerKey, planName: '' },
  );
  if (rate.kind === 'not_published') return NOT_PUBLISHED;
  const low = itemEstimate(rate.kind === 'one' ? rate.cents : rate.lowCents, plan);
  if (low.kind !== 'estimate') return NOT_PUBLISHED;
  const high = rate.kind === 'range' ? itemEstimate(rate.highCents, plan) : null;
  const copay = Math.max(0, plan.copayCents);
  return {
    ...low,
    high:
      rate.kind === 'range' && high?.kind === 'estimate'
        ? { negotiatedCents: rate.highCents, patientCents: high.patientCents, note: rate.note }
        : null,
    visitCopayCents: copay,
    // Once the item alone reaches the out-of-pocket maximum, the copay adds nothing more.
    copayNote:
      copay > 0 && !low.cappedByOopMax ? `Plus your ${formatCents(copay)} copay once per visit` : null,
  };
}

function noPlanEstimate(minNeg: number | null, maxNeg: number | null, r: ItemRow): EstimateView {
  const ranged = minNeg !== null && maxNeg !== null;
  const basis = ranged ? Math.round((minNeg + maxNeg) / 2) : (r.cash_cents ?? r.gross_cents ?? 0);
  const patient = noPlanPatientShareCents(basis);
  return {
    kind: 'no_plan',
    patientCents: patient,
    basisCents: basis,
    formula: `20% of ${formatCents(basis)} (${ranged ? 'middle of the negotiated range' : 'cash price'}) = ${formatCents(patient)}`,
  };
}
