/**
 * The signed-in user's insurance plan (user_insurance, one row per user, written only here) and the
 * insurer list the settings form offers. Every plan query is scoped to the user id given by the
 * caller's session, inside this service.
 */
import { insuranceSchema, unauthenticated, validateInput, type InsuranceInput } from '@fp/domain';
import type { DataSource } from 'typeorm';
import { KNOWN_PAYERS, payerDisplayName, type PayerSpelling } from './payers';

/** Who is asking: the signed-in user's id, when there is one. */
export interface InsuranceViewer {
  userId?: string;
}

export interface PayerView {
  key: string;
  name: string;
  /** True for the curated insurers; false for names found only in imported files. */
  known: boolean;
}

/** A saved plan as stored: what price estimates need (no display name, so no extra query). */
export interface InsurancePlan extends InsuranceInput {
  updatedAt: Date;
}

/** A saved plan as shown, with the payer under its display name. */
export interface InsuranceView extends InsurancePlan {
  payerName: string;
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

export class InsuranceService {
  constructor(private readonly db: DataSource) {}

  /**
   * The insurer list for the settings form: the curated insurers, then payers found in imported price
   * files, each under the spelling its files use most (the key stays the normalised one).
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

  async myInsurance(viewer: InsuranceViewer): Promise<InsuranceView | null> {
    if (!viewer.userId) throw unauthenticated();
    const plan = await this.plan(viewer.userId);
    return plan && this.view(plan);
  }

  async saveInsurance(viewer: InsuranceViewer, input: unknown): Promise<InsuranceView> {
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
    return this.view((await this.plan(viewer.userId))!);
  }

  /** Removes the user's plan; true when there was one. */
  async deleteInsurance(viewer: InsuranceViewer): Promise<boolean> {
    if (!viewer.userId) throw unauthenticated();
    const rows: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM user_insurance WHERE user_id = $1`,
      [viewer.userId],
    );
    await this.db.query(`DELETE FROM user_insurance WHERE user_id = $1`, [viewer.userId]);
    return rows.length > 0;
  }

  /**
   * The user's saved plan, or null. For services acting for the signed-in user (price estimates): the
   * caller passes the session's user id, never one taken from a request.
   */
  async plan(userId: string): Promise<InsurancePlan | null> {
    const rows: PlanRow[] = await this.db.query(`SELECT * FROM user_insurance WHERE user_id = $1`, [userId]);
    return rows[0] ? planOf(rows[0]) : null;
  }

  /** The plan as shown, with the payer under its display name. */
  async view(plan: InsurancePlan): Promise<InsuranceView> {
    const { payerKey, ...rest } = plan;
    const spellings = await this.payerSpellings([payerKey]);
    return { payerKey, payerName: payerDisplayName(payerKey, spellings.get(payerKey)), ...rest };
  }

  /** Each payer key's original spellings in the imported price files, with how many rates carry each. */
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
}

function planOf(row: PlanRow): InsurancePlan {
  return {
    payerKey: row.payer_key,
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
