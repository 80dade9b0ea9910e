/**
 * Patients' own prices, opt-in (issue 15). (The hospital directory look-up is @fp/hospitals.)
 *
 * - Consent: a `price_sharing_consent` row. Withdrawing deletes it; the database then deletes every link
 *   (`shared_price_owner`) and report (`shared_price`) of the user (ON DELETE CASCADE), and so does
 *   deleting the bill or the account.
 * - Sharing a bill: the owner's bill (owner-scoped through OwnerData; another user's id is NOT_FOUND)
 *   with a directory hospital and a DRG becomes one report: hospital, DRG, year and month, billed and
 *   paid cents. Sharing again refreshes the report from the bill; one report per bill.
 * - The map: reports of a hospital for the DRGs of a condition, summarized by the rules in @fp/domain
 *   (a band around the median, once at least `minReporters` different people with a verified e-mail
 *   address shared per DRG; one report per person). Who shared is read only to count people.
 * Rules (threshold, month rounding, reasons) live in @fp/domain (shared-prices.ts).
 */
import type { DataSource } from 'typeorm';
import {
  isUuid,
  badInput,
  drgOfCodes,
  notFound,
  reportMonth,
  SHARED_PRICE_RULES,
  sharingBlocker,
  summarizeSharedPrices,
  type PatientPriceSummary,
} from '@fp/domain';
import { OwnerData } from './owner-data';
import { BILL_COLUMNS, BILL_FROM, EVENT_COLUMNS } from './sql';
import type { BillRecord, EventRecord } from './types';

const PROVIDER_ID = /^[A-Za-z0-9]{1,10}$/;

export interface PriceSharingStatus {
  consented: boolean;
  consentedAt: Date | null;
  /** Bills of the user shared now. */
  sharedBills: number;
}

export interface BillSharing {
  billId: string;
  consented: boolean;
  /** Whether the bill is shared now. */
  shared: boolean;
  /** Null when the bill can be shared; else why not, in words. */
  blocker: string | null;
  providerId: string | null;
  providerName: string | null;
  drg: string | null;
  year: number;
  month: number;
  billedCents: number;
  paidCents: number | null;
}

export interface PatientPrices {
  providerId: string;
  minReporters: number;
  /** With the MS-DRG's title from the code list (null for a DRG not in it). */
  summaries: (PatientPriceSummary & { title: string | null })[];
}

/** What a bill reports as paid: insurance plus the patient's share, when the insurance payment is recorded. */
const paidOf = (b: BillRecord) =>
  b.payInsCents === null ? null : Number(b.payInsCents) + Number(b.selfCents);

export class SharedPricesService {
  constructor(private readonly db: DataSource) {}

  /** The signed-in user's consent and how many of their bills are shared. */
  async status(ownerId: string | null | undefined): Promise<PriceSharingStatus> {
    const data = OwnerData.of(this.db, ownerId);
    const row = await data.one<{ consentedAt: Date; n: string | number }>(
      `SELECT c.consented_at AS "consentedAt",
              (SELECT count(*) FROM shared_price_owner o WHERE o.owner_id = $1) AS n
       FROM price_sharing_consent c WHERE c.owner_id = $1`,
    );
    return row
      ? { consented: true, consentedAt: row.consentedAt, sharedBills: Number(row.n) }
      : { consented: false, consentedAt: null, sharedBills: 0 };
  }

  /** Gives (true) or withdraws (false) consent. Withdrawing removes every report of the user. */
  async setConsent(ownerId: string | null | undefined, consent: boolean): Promise<PriceSharingStatus> {
    const data = OwnerData.of(this.db, ownerId);
    if (consent)
      await data.rows(
        `INSERT INTO price_sharing_consent (owner_id) VALUES ($1) ON CONFLICT (owner_id) DO NOTHING`,
      );
    else await data.rows(`DELETE FROM price_sharing_consent WHERE owner_id = $1`);
    return this.status(ownerId);
  }

  /** Whether one of the owner's bills is shared or could be, and what it would report. */
  async billSharing(ownerId: string | null | undefined, billId: string): Promise<BillSharing> {
    return this.describe(OwnerData.of(this.db, ownerId), billId);
  }

  /** Shares the bill's price anonymously (or refreshes its report). BAD_USER_INPUT says what is missing. */
  async shareBill(ownerId: string | null | undefined, billId: string): Promise<BillSharing> {
    const data = OwnerData.of(this.db, ownerId);
    return data.transaction(async (tx) => {
      const s = await this.describe(tx, billId, true);
      if (s.blocker) throw badInput(s.blocker);
      const [link] = await tx.rows<{ id: string }>(
        `INSERT INTO shared_price_owner (owner_id, bill_id) VALUES ($1, $2)
         ON CONFLICT (bill_id) DO UPDATE SET bill_id = EXCLUDED.bill_id
         RETURNING id`,
        [billId],
      );
      // The link row is the owner's ($1 checks it); the report carries no owner.
      await tx.rows(
        `INSERT INTO shared_price (id, provider_id, drg, year, month, billed_cents, paid_cents)
         SELECT o.id, $3, $4, $5, $6, $7, $8 FROM shared_price_owner o WHERE o.owner_id = $1 AND o.id = $2
         ON CONFLICT (id) DO UPDATE SET provider_id = EXCLUDED.provider_id, drg = EXCLUDED.drg,
           year = EXCLUDED.year, month = EXCLUDED.month, billed_cents = EXCLUDED.billed_cents,
           paid_cents = EXCLUDED.paid_cents
         RETURNING id`,
        [link.id, s.providerId, s.drg, s.year, s.month, s.billedCents, s.paidCents],
      );
      return { ...s, shared: true };
    });
  }

  /** Stops sharing one bill: its report is deleted. */
  async unshareBill(ownerId: string | null | undefined, billId: string): Promise<BillSharing> {
    const data = OwnerData.of(this.db, ownerId);
    return data.transaction(async (tx) => {
      const s = await this.describe(tx, billId, true);
      await tx.rows(`DELETE FROM shared_price_owner WHERE owner_id = $1 AND bill_id = $2`, [billId]);
      return { ...s, shared: false };
    });
  }

  /**
   * Patients' reports for a hospital and the DRGs of a condition (or all DRGs without one), summarized as
   * bands (@fp/domain shared-prices.ts): DRGs with fewer than `minReporters` different verified people are
   * left out. Empty for an unknown hospital.
   */
  async patientPrices(providerId: string, diagnosisId?: number | null): Promise<PatientPrices> {
    const empty = { providerId, minReporters: SHARED_PRICE_RULES.minReporters, summaries: [] };
    if (typeof providerId !== 'string' || !PROVIDER_ID.test(providerId)) return empty;
    const byCondition = diagnosisId !== null && diagnosisId !== undefined;
    if (byCondition && !Number.isInteger(diagnosisId)) return empty;
    // Only people whose e-mail address is verified count (one made-up account per address is work).
    const rows = await this.db.query<
      { drg: string; year: number; month: number; billed: string; paid: string | null; reporter: string }[]
    >(
      `SELECT p.drg, p.year, p.month, p.billed_cents AS billed, p.paid_cents AS paid, o.owner_id AS reporter
       FROM shared_price p JOIN shared_price_owner o ON o.id = p.id
         JOIN app_user u ON u.id = o.owner_id AND u.email_verified_at IS NOT NULL
       WHERE p.provider_id = $1
         ${byCondition ? 'AND p.drg IN (SELECT drg FROM diagnosis_code WHERE diagnosis_id = $2)' : ''}`,
      byCondition ? [providerId, diagnosisId] : [providerId],
    );
    const summaries = summarizeSharedPrices(
      rows.map((r) => ({
        drg: r.drg,
        year: Number(r.year),
        month: Number(r.month),
        billedCents: Number(r.billed),
        paidCents: r.paid === null ? null : Number(r.paid),
        reporter: r.reporter,
      })),
    );
    if (!summaries.length) return empty;
    // The titles come from the code list the CMS figures' titles come from.
    const codes = await this.db.query<{ drg: string; title: string }[]>(
      `SELECT drg, title FROM code WHERE drg = ANY($1::text[])`,
      [summaries.map((s) => s.drg)],
    );
    const titles = new Map(codes.map((c) => [c.drg, c.title]));
    return { ...empty, summaries: summaries.map((s) => ({ ...s, title: titles.get(s.drg) ?? null })) };
  }

  private async describe(data: OwnerData, billId: string, lock = false): Promise<BillSharing> {
    if (!isUuid(billId)) throw notFound('The bill');
    const bill = await data.one<BillRecord>(
      `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.id = $2${lock ? ' FOR UPDATE OF b' : ''}`,
      [billId],
    );
    if (!bill) throw notFound('The bill');
    const event = await data.one<EventRecord & { hospital: string | null }>(
      `SELECT ${EVENT_COLUMNS}, q.name AS hospital FROM event e LEFT JOIN provider q ON q.id = e.provider_id
       WHERE e.owner_id = $1 AND e.id = $2`,
      [bill.eventId],
    );
    if (!event) throw notFound('The bill');
    const flags = await data.one<{ consented: boolean; shared: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM price_sharing_consent WHERE owner_id = $1) AS consented,
              EXISTS (SELECT 1 FROM shared_price_owner WHERE owner_id = $1 AND bill_id = $2) AS shared`,
      [billId],
    );
    const consented = Boolean(flags?.consented);
    const providerId = event.hospital ? event.providerId : null;
    const drg = drgOfCodes(bill.codes);
    return {
      billId: bill.id,
      consented,
      shared: Boolean(flags?.shared),
      blocker: sharingBlocker({ consented, providerId, drg }),
      providerId,
      providerName: event.hospital,
      drg,
      ...reportMonth(event.admitted, event.departed, new Date(bill.createdAt)),
      billedCents: Number(bill.totalCents),
      paidCents: paidOf(bill),
    };
  }
}
