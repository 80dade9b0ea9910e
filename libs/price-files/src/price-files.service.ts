/**
 * The price-file side of the API: procedures searchable by code or name at hospitals near a point, a
 * hospital's price-file prices for a code or a list of DRGs, and the signed-in user's insurance plan
 * with the personal estimate (libs/domain insurance.ts). Every insurance query is scoped to the user
 * id given by the caller's session, inside this service.
 */
import {
  badInput,
  formatCents,
  insuranceEstimate,
  insuranceSchema,
  noPlanPatientShareCents,
  unauthenticated,
  validateInput,
  type InsuranceEstimateValue,
  type InsuranceInput,
  TEXT_LIMITS,
  textTooLongMessage,
} from '@fp/domain';
import type { DataSource } from 'typeorm';
import { KNOWN_PAYERS, payerDisplayName, type PayerSpelling } from './payers';

/** Who is asking: the signed-in user's id, when there is one. */
export interface HptViewer {
  userId?: string;
}

export interface PayerView {
  key: string;
  name: string;
  /** True for the curated insurers; false for names found only in imported files. */
  known: boolean;
}

export interface InsuranceView extends InsuranceInput {
  payerName: string;
  updatedAt: Date;
}

export interface PriceFileSourceView {
  fileName: string;
  lastUpdatedOn: string | null;
  version: string;
  format: string;
}

export type EstimateView =
  InsuranceEstimateValue | { kind: 'no_plan'; patientCents: number; basisCents: number; formula: string };

export interface HptItemView {
  codes: { code: string; type: string }[];
  description: string;
  setting: string | null;
  grossCents: number | null;
  cashCents: number | null;
  minNegotiatedCents: number | null;
  maxNegotiatedCents: number | null;
  /** Payer-plan rates published for the item. */
  rateCount: number;
  line: number;
  source: PriceFileSourceView;
  /** The viewer's estimate: from their plan's rate, "not published", or the 20/80 split without a plan. */
  estimate: EstimateView;
}

export interface HospitalPricesView {
  providerId: string;
  name: string;
  city: string;
  state: string;
  source: PriceFileSourceView;
  items: HptItemView[];
}

/** What a hospital's price file publishes for a bill's codes, with the viewer's plan. */
export interface BillPricesView {
  source: PriceFileSourceView;
  /** The viewer's saved plan, or null. */
  plan: InsuranceView | null;
  /** One item per code the file publishes (the bill's CPT/HCPCS codes and its MS-DRG). */
  items: { code: string; item: HptItemView }[];
}

export interface ProcedureHitView {
  providerId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  distanceKm: number;
  items: HptItemView[];
}

/** A hospital's price-file prices for a list of DRGs, summed up for a list of hospitals (the map's list). */
export interface PriceFileSummaryView {
  providerId: string;
  source: PriceFileSourceView;
  /** Items of the file standing for the DRGs. */
  itemCount: number;
  /** The lowest discounted cash price among them. */
  cashCents: number | null;
  /** The lowest rate published for the viewer's payer and plan among them; null without a plan or rate. */
  myInsurerCents: number | null;
  /** The viewer's estimate at that rate. */
  myEstimateCents: number | null;
  hasPlan: boolean;
}

export interface ProcedureSearchInput {
  query: string;
  lat: number;
  lng: number;
  radiusKm?: number | null;
  limit?: number | null;
}

export interface ProcedureSearchView {
  /** The CPT/HCPCS codes the query stands for. */
  codes: string[];
  hits: ProcedureHitView[];
}

const DEFAULT_RADIUS_KM = 75;
const MAX_RADIUS_KM = 500;
const MAX_HITS = 100;
const MAX_NAME_CODES = 50;
const CODE_PATTERN = /^[0-9A-Z]\d{3}[0-9A-Z]$/;

interface ItemRow {
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
  file_name: string;
  last_updated_on: string | null;
  version: string;
  format: string;
  my_rate: number | null;
  my_rates: number;
}

interface PlanRow {
  payer_key: string;
  plan_name: string | null;
  deductible_cents: number;
  deductible_remaining_cents: number;
  coinsurance_percent: string | number;
  copay_cents: number;
  oop_max_cents: number;
  oop_remaining_cents: number;
  updated_at: Date;
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
       r.rate_count, r.min_rate, r.max_rate, r.my_rate, r.my_rates,
       f.file_name, f.last_updated_on, f.version, f.format
  FROM hpt_item i
  JOIN hpt_file f ON f.id = i.file_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS rate_count, min(x.negotiated_cents) AS min_rate, max(x.negotiated_cents) AS max_rate,
           min(x.negotiated_cents) FILTER (WHERE x.mine) AS my_rate, count(*) FILTER (WHERE x.mine)::int AS my_rates
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

export class HptService {
  constructor(private readonly db: DataSource) {}

  /**
   * The insurer list for the settings form: the curated insurers, then payers found in imported files,
   * each under the spelling its files use most (the key stays the normalised one).
   */
  async payers(): Promise<PayerView[]> {
    const known = new Set(KNOWN_PAYERS.map((p) => p.key));
    const spellings = await this.payerSpellings();
    const found = [...spellings.keys()]
      .filter((key) => !known.has(key))
      .sort()
      .slice(0, 500)
      .map((key) => ({ key, name: payerDisplayName(key, spellings.get(key)), known: false }));
    return [...KNOWN_PAYERS.map((p) => ({ key: p.key, name: p.name, known: true })), ...found];
  }

  /** Each payer key's original spellings in the imported files, with how many rates carry each. */
  private async payerSpellings(keys?: string[]): Promise<Map<string, PayerSpelling[]>> {
    const rows: { payer_key: string; payer_name: string; n: number | string }[] = await this.db.query(
      `SELECT payer_key, payer_name, sum(rate_count) AS n FROM hpt_file_payer
        WHERE $1::text[] IS NULL OR payer_key = ANY($1::text[])
        GROUP BY payer_key, payer_name`,
      [keys ?? null],
    );
    const byKey = new Map<string, PayerSpelling[]>();
    for (const r of rows) {
      const list = byKey.get(r.payer_key) ?? [];
      list.push({ name: r.payer_name, count: Number(r.n) });
      byKey.set(r.payer_key, list);
    }
    return byKey;
  }

  /** The user's plan as shown, with the payer under its display name. */
  private async insuranceView(row: PlanRow): Promise<InsuranceView> {
    const spellings = await this.payerSpellings([row.payer_key]);
    return insuranceView(row, payerDisplayName(row.payer_key, spellings.get(row.payer_key)));
  }

  async myInsurance(viewer: HptViewer): Promise<InsuranceView | null> {
    if (!viewer.userId) throw unauthenticated();
    const row = await this.planRow(viewer.userId);
    return row && this.insuranceView(row);
  }

  async saveInsurance(viewer: HptViewer, input: unknown): Promise<InsuranceView> {
    if (!viewer.userId) throw unauthenticated();
    const v = validateInput<InsuranceInput>(insuranceSchema, input);
    await this.db.query(
      `INSERT INTO user_insurance (user_id, payer_key, plan_name, deductible_cents, deductible_remaining_cents,
              coinsurance_percent, copay_cents, oop_max_cents, oop_remaining_cents, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       ON CONFLICT (user_id) DO UPDATE SET payer_key = EXCLUDED.payer_key, plan_name = EXCLUDED.plan_name,
              deductible_cents = EXCLUDED.deductible_cents, deductible_remaining_cents = EXCLUDED.deductible_remaining_cents,
              coinsurance_percent = EXCLUDED.coinsurance_percent, copay_cents = EXCLUDED.copay_cents,
              oop_max_cents = EXCLUDED.oop_max_cents, oop_remaining_cents = EXCLUDED.oop_remaining_cents, updated_at = now()`,
      [
        viewer.userId,
        v.payerKey,
        v.planName || null,
        v.deductibleCents,
        v.deductibleRemainingCents,
        v.coinsurancePercent,
        v.copayCents,
        v.oopMaxCents,
        v.oopRemainingCents,
      ],
    );
    return this.insuranceView((await this.planRow(viewer.userId))!);
  }

  /** Removes the user's plan; true when there was one. */
  async deleteInsurance(viewer: HptViewer): Promise<boolean> {
    if (!viewer.userId) throw unauthenticated();
    const rows: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM user_insurance WHERE user_id = $1`,
      [viewer.userId],
    );
    await this.db.query(`DELETE FROM user_insurance WHERE user_id = $1`, [viewer.userId]);
    return rows.length > 0;
  }

  /**
   * A hospital's price-file prices for one code (any code type: CPT, HCPCS, MS-DRG, ...) or a list of
   * DRGs (MS-DRG or APR-DRG). Null when the hospital has no price file.
   */
  async hospitalPrices(
    viewer: HptViewer,
    providerId: string,
    filter: { code?: string | null; drgs?: string[] | null },
  ): Promise<HospitalPricesView | null> {
    const code = filter.code?.trim().toUpperCase();
    const drgs = (filter.drgs ?? []).map((d) => d.trim().replace(/^0+(?=\d)/, '')).filter(Boolean);
    if (!code && drgs.length === 0) throw badInput('Give a code or a list of DRGs.');
    if (drgs.length > 50) throw badInput('At most 50 DRGs at a time.');
    const files: {
      id: string;
      name: string;
      city: string;
      state: string;
      file_name: string;
      last_updated_on: string | null;
      version: string;
      format: string;
    }[] = await this.db.query(
      `SELECT f.id, p.name, p.city, p.state, f.file_name, f.last_updated_on, f.version, f.format
           FROM hpt_file f JOIN provider p ON p.id = f.provider_id WHERE f.provider_id = $1`,
      [providerId],
    );
    if (files.length === 0) return null;
    const f = files[0];
    // DRGs are published with and without leading zeros ("470", "0470").
    const codes = code ? [code] : drgs.flatMap((d) => [d, d.padStart(3, '0'), d.padStart(4, '0')]);
    const types = code ? null : ['MS-DRG', 'APR-DRG', 'DRG'];
    const items = await this.items(viewer, [f.id], codes, types);
    return {
      providerId,
      name: f.name,
      city: f.city,
      state: f.state,
      source: {
        fileName: f.file_name,
        lastUpdatedOn: f.last_updated_on,
        version: f.version,
        format: f.format,
      },
      items,
    };
  }

  /**
   * What a hospital's price file publishes for a bill's codes: for each CPT/HCPCS code one item (the
   * outpatient setting first, then both, then any), for the MS-DRG one item (inpatient first), each with
   * the viewer's plan rate as its estimate. Null when the hospital has no price file.
   */
  async billPrices(
    viewer: HptViewer,
    providerId: string,
    codes: readonly string[],
    drg: string | null,
  ): Promise<BillPricesView | null> {
    const files: {
      id: string;
      file_name: string;
      last_updated_on: string | null;
      version: string;
      format: string;
    }[] = await this.db.query(
      `SELECT f.id, f.file_name, f.last_updated_on, f.version, f.format FROM hpt_file f WHERE f.provider_id = $1
          ORDER BY f.imported_at DESC LIMIT 1`,
      [providerId],
    );
    const f = files[0];
    if (!f) return null;
    const wanted = codes.slice(0, 50).map((c) => c.trim().toUpperCase());
    const d = drg?.replace(/^0+(?=\d)/, '') ?? null;
    const drgCodes = d ? [d, d.padStart(3, '0'), d.padStart(4, '0')] : [];
    const [outpatient, inpatient] = await Promise.all([
      wanted.length ? this.items(viewer, [f.id], wanted, ['CPT', 'HCPCS']) : [],
      drgCodes.length ? this.items(viewer, [f.id], drgCodes, ['MS-DRG']) : [],
    ]);
    const rank = (order: (string | null)[]) => (it: HptItemView) => {
      const i = order.indexOf(it.setting);
      return i < 0 ? order.length : i;
    };
    const pick = (list: HptItemView[], match: (it: HptItemView) => boolean, order: (string | null)[]) =>
      list.filter(match).sort((a, b) => rank(order)(a) - rank(order)(b) || a.line - b.line)[0];
    const items: { code: string; item: HptItemView }[] = [];
    for (const code of wanted) {
      const item = pick(outpatient, (it) => it.codes.some((c) => c.code === code), [
        'outpatient',
        'both',
        null,
      ]);
      if (item) items.push({ code, item });
    }
    if (d) {
      const item = pick(inpatient, (it) => it.codes.some((c) => drgCodes.includes(c.code)), [
        'inpatient',
        'both',
        null,
      ]);
      if (item) items.push({ code: drg!, item });
    }
    const plan = viewer.userId ? await this.planRow(viewer.userId) : null;
    return {
      source: {
        fileName: f.file_name,
        lastUpdatedOn: f.last_updated_on,
        version: f.version,
        format: f.format,
      },
      plan: plan && (await this.insuranceView(plan)),
      items,
    };
  }

  /**
   * Price-file summaries of many hospitals for one list of DRGs, in two queries whatever their number
   * (the map's list asks for every hit at once, through a per-request DataLoader). Hospitals without a
   * price file, or whose file publishes none of the DRGs, are absent from the answer.
   */
  async priceFileSummaries(
    viewer: HptViewer,
    providerIds: readonly string[],
    drgs: readonly string[],
  ): Promise<Map<string, PriceFileSummaryView>> {
    const out = new Map<string, PriceFileSummaryView>();
    const clean = drgs.map((d) => d.trim().replace(/^0+(?=\d)/, '')).filter(Boolean);
    if (providerIds.length === 0 || clean.length === 0) return out;
    const files: {
      id: string;
      provider_id: string;
      file_name: string;
      last_updated_on: string | null;
      version: string;
      format: string;
    }[] = await this.db.query(
      `SELECT id, provider_id, file_name, last_updated_on, version, format FROM hpt_file WHERE provider_id = ANY($1::text[])`,
      [[...providerIds]],
    );
    if (files.length === 0) return out;
    const codes = clean.flatMap((d) => [d, d.padStart(3, '0'), d.padStart(4, '0')]);
    const items = await this.items(
      viewer,
      files.map((f) => f.id),
      codes,
      ['MS-DRG', 'APR-DRG', 'DRG'],
    );
    const hasPlan = viewer.userId ? (await this.planRow(viewer.userId)) !== null : false;
    for (const f of files) {
      const mine = items.filter((i) => i.fileId === f.id);
      if (mine.length === 0) continue;
      const cash = mine.map((i) => i.cashCents).filter((c): c is number => c !== null);
      const best = mine
        .map((i) => i.estimate)
        .filter((e): e is Extract<EstimateView, { kind: 'estimate' }> => e.kind === 'estimate')
        .sort((a, b) => a.negotiatedCents - b.negotiatedCents)[0];
      out.set(f.provider_id, {
        providerId: f.provider_id,
        source: {
          fileName: f.file_name,
          lastUpdatedOn: f.last_updated_on,
          version: f.version,
          format: f.format,
        },
        itemCount: mine.length,
        cashCents: cash.length > 0 ? Math.min(...cash) : null,
        myInsurerCents: best?.negotiatedCents ?? null,
        myEstimateCents: best?.patientCents ?? null,
        hasPlan,
      });
    }
    return out;
  }

  /**
   * Hospitals near a point whose price file publishes the procedure: the query is a CPT/HCPCS code, or
   * words of its description (matched in every imported file, so a file without descriptions is still
   * found by the code another file names). Nearest first.
   */
  async searchProcedures(viewer: HptViewer, input: ProcedureSearchInput): Promise<ProcedureSearchView> {
    const q = input.query.trim();
    if (q.length < 2) throw badInput('Type at least two characters of a procedure name or code.');
    // Every word becomes a pattern matched across all imported files: a long query is a long statement.
    if (q.length > TEXT_LIMITS.search)
      throw badInput(textTooLongMessage('query', TEXT_LIMITS.search, q.length), { query: 'Too long.' });
    if (
      !Number.isFinite(input.lat) ||
      !Number.isFinite(input.lng) ||
      Math.abs(input.lat) > 90 ||
      Math.abs(input.lng) > 180
    )
      throw badInput('Give a valid location.');
    const radiusKm = Math.min(Math.max(input.radiusKm ?? DEFAULT_RADIUS_KM, 1), MAX_RADIUS_KM);
    const limit = Math.min(Math.max(input.limit ?? 20, 1), MAX_HITS);
    const codes = await this.codesFor(q);
    if (codes.length === 0) return { codes, hits: [] };
    const near: {
      id: string;
      name: string;
      address: string;
      city: string;
      state: string;
      zip: string;
      lat: number;
      lng: number;
      file_id: string;
      dist_m: number;
    }[] = await this.db.query(
      `WITH c AS (SELECT ll_to_earth($1::float8, $2::float8) AS e)
       SELECT p.id, p.name, p.address, p.city, p.state, p.zip, p.lat, p.lng, f.id AS file_id,
              earth_distance(c.e, ll_to_earth(p.lat, p.lng)) AS dist_m
         FROM hpt_file f JOIN provider p ON p.id = f.provider_id, c
        WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
          AND earth_box(c.e, $3::float8) @> ll_to_earth(p.lat, p.lng)
          AND earth_distance(c.e, ll_to_earth(p.lat, p.lng)) < $3::float8
          AND EXISTS (SELECT 1 FROM hpt_item_code ic WHERE ic.file_id = f.id AND ic.code = ANY($4::text[])
                        AND ic.code_type IN ('CPT', 'HCPCS'))
        ORDER BY dist_m, p.id
        LIMIT $5`,
      [input.lat, input.lng, radiusKm * 1000, codes, limit],
    );
    if (near.length === 0) return { codes, hits: [] };
    const items = await this.items(
      viewer,
      near.map((n) => n.file_id),
      codes,
      ['CPT', 'HCPCS'],
    );
    const byFile = new Map<string, HptItemView[]>();
    for (const it of items) {
      const key = (it as HptItemView & { fileId: string }).fileId;
      byFile.set(key, [...(byFile.get(key) ?? []), it]);
    }
    return {
      codes,
      hits: near.map((n) => ({
        providerId: n.id,
        name: n.name,
        address: n.address,
        city: n.city,
        state: n.state,
        zip: n.zip,
        lat: n.lat,
        lng: n.lng,
        distanceKm: Math.round(n.dist_m / 100) / 10,
        items: byFile.get(n.file_id) ?? [],
      })),
    };
  }

  /** A code-like query is the code itself; words find the CPT/HCPCS codes whose description holds them. */
  private async codesFor(q: string): Promise<string[]> {
    const upper = q.toUpperCase();
    if (CODE_PATTERN.test(upper)) return [upper];
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows: { code: string }[] = await this.db.query(
      `SELECT DISTINCT c.code FROM hpt_item i
         JOIN hpt_item_code c ON c.file_id = i.file_id AND c.item_no = i.item_no
        WHERE i.description ILIKE $1 AND c.code_type IN ('CPT', 'HCPCS')
        ORDER BY c.code LIMIT ${MAX_NAME_CODES}`,
      [pattern],
    );
    return rows.map((r) => r.code);
  }

  private async planRow(userId: string): Promise<PlanRow | null> {
    const rows: PlanRow[] = await this.db.query(`SELECT * FROM user_insurance WHERE user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  private async items(
    viewer: HptViewer,
    fileIds: string[],
    codes: string[] | null,
    types: string[] | null,
  ): Promise<(HptItemView & { fileId: string })[]> {
    const plan = viewer.userId ? await this.planRow(viewer.userId) : null;
    const rows: ItemRow[] = await this.db.query(ITEMS_SQL, [
      fileIds,
      codes,
      types,
      plan?.payer_key ?? '',
      plan?.plan_name ?? '',
    ]);
    return rows.map((r) => {
      const minNeg = r.min_cents ?? r.min_rate;
      const maxNeg = r.max_cents ?? r.max_rate;
      let estimate: EstimateView;
      if (plan) {
        // A blank plan name matches the payer's rates only when they agree on one figure.
        const mine = plan.plan_name || r.my_rates === 1 ? r.my_rate : null;
        estimate = insuranceEstimate(mine, {
          deductibleRemainingCents: plan.deductible_remaining_cents,
          coinsurancePercent: Number(plan.coinsurance_percent),
          copayCents: plan.copay_cents,
          oopRemainingCents: plan.oop_remaining_cents,
        });
      } else {
        const basis =
          minNeg !== null && maxNeg !== null
            ? Math.round((minNeg + maxNeg) / 2)
            : (r.cash_cents ?? r.gross_cents ?? 0);
        const patient = noPlanPatientShareCents(basis);
        estimate = {
          kind: 'no_plan',
          patientCents: patient,
          basisCents: basis,
          formula: `20% of ${formatCents(basis)} (${minNeg !== null && maxNeg !== null ? 'middle of the negotiated range' : 'cash price'}) = ${formatCents(patient)}`,
        };
      }
      return {
        fileId: r.file_id,
        codes: typeof r.codes === 'string' ? JSON.parse(r.codes) : (r.codes ?? []),
        description: r.description,
        setting: r.setting,
        grossCents: r.gross_cents,
        cashCents: r.cash_cents,
        minNegotiatedCents: minNeg,
        maxNegotiatedCents: maxNeg,
        rateCount: r.rate_count,
        line: r.line,
        source: {
          fileName: r.file_name,
          lastUpdatedOn: r.last_updated_on,
          version: r.version,
          format: r.format,
        },
        estimate,
      };
    });
  }
}

function insuranceView(row: PlanRow, payerName: string): InsuranceView {
  return {
    payerKey: row.payer_key,
    payerName,
    planName: row.plan_name ?? '',
    deductibleCents: row.deductible_cents,
    deductibleRemainingCents: row.deductible_remaining_cents,
    coinsurancePercent: Number(row.coinsurance_percent),
    copayCents: row.copay_cents,
    oopMaxCents: row.oop_max_cents,
    oopRemainingCents: row.oop_remaining_cents,
    updatedAt: row.updated_at,
  };
}
