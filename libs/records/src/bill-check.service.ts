/**
 * "Was my bill fair?": a bill (or an event's bills together) compared with the public CMS figures of the
 * visit's hospital for the DRG among the bill's codes, with the next steps. The user's rows are read
 * through OwnerData (owner-scoped); the price figures are public data read plainly. The rules (ratios,
 * percentile, verdict thresholds, deadlines) live in @fp/domain (bill-check.ts).
 *
 * Other hospitals' figures (the comparison with the hospitals within 75 km: the chart, the cheapest, the
 * percentile) are prices of the map, gated by the map's detail-price rule (@fp/domain access.ts,
 * figuresOnLook / figuresOnOpening, where what counts as a use of the allowance is written down): the
 * check itself is a read and counts nothing, so it carries them only for a pass holder; `openComparison`
 * (a mutation) counts one detail opening on the account and carries them when the map would show detail
 * prices. The verdict against the bill's own hospital, that hospital's figure and its price file are the
 * user's own check and are always answered.
 *
 * Dates: a bill's date is the day it was recorded (created_at). The first post-discharge bill's date
 * (which starts the 240-day assistance period) is the date printed on it: the visit's first_bill_date as
 * the user gave it (issue 40), else the earliest statement date read from the visit's bill files, else the
 * earliest recorded bill of the visit, and `firstBillDateSource` says which.
 */
import type { DataSource } from 'typeorm';
import type { PriceFilesService } from '@fp/price-files';
import {
  isUuid,
  badInput,
  displayFacilityName,
  visitAfterHospital,
  BILL_CHECK_RULES,
  checkBill,
  billCheckText,
  publishedThresholdsText,
  thresholdsText,
  drgOfCodes,
  nextSteps,
  notFound,
  payerTypeOf,
  serviceYearOf,
  ownershipKind,
  type HospitalOwnership,
  type HospitalFigure,
  type HospitalFiguresOffer,
  type TextLanguage,
} from '@fp/domain';
import type { TaskRecord, TasksService } from './tasks.service';
import { OwnerData } from './owner-data';
import { BILL_COLUMNS, BILL_FROM, EVENT_COLUMNS } from './sql';
import {
  HOSPITAL_FIGURE_SQL,
  NEARBY_FIGURES_SQL,
  toFigure,
  type FigureRow,
  type NearbyFigure,
} from './bill-check-figures';
import type { BillRecord, EventRecord } from './types';
import { lineFindingsOn, type BillCheckReadings } from './readings/bill-check-lines';
import { cashPriceOf, priceFileAnswer } from './bill-check-price-file';

import type { BillCheckAnswer, BillCheckPriceFileAnswer, BillCheckPriceLine } from './bill-check-types';

export type { NearbyFigure };
export type { BillCheckAnswer, BillCheckPriceFileAnswer, BillCheckPriceLine };

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

export type { HospitalOwnership };

interface HospitalRow {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** CMS's ownership text from the shipped hospital directory (null: not in the directory). */
  ownership: string | null;
  hospital_type: string | null;
}

/** Nonprofit or not; null when the ownership is unknown. */
export const nonprofitOf = (ownership: HospitalOwnership | null): boolean | null =>
  ownership === null ? null : ownership === 'nonprofit';

/**
 * The free allowance as the bill check uses it (AllowanceService of @fp/pricing), on the signed-in account.
 */
export interface HospitalFiguresAllowance {
  /** What an answer that counts nothing may carry of other hospitals' figures. */
  figuresOnLook(userId: string): Promise<HospitalFiguresOffer>;
  /** Counts one detail opening on the account; what the answer may then carry. */
  openFigures(userId: string): Promise<HospitalFiguresOffer>;
}

/** Whether a check reads (counts nothing) or opens the comparison (counts one detail opening). */
type CheckMode = 'look' | 'open';

export class BillCheckService {
  constructor(
    private readonly db: DataSource,
    private readonly tasks: TasksService,
    /** The hospital price files; without it the check uses the CMS figures only. */
    private readonly hpt?: PriceFilesService,
    /** The free allowance; without it other hospitals' figures are never shown. */
    private readonly allowance?: HospitalFiguresAllowance,
    /** The bill's read files (issue 30): their line findings go to the next steps. */
    private readonly readings?: BillCheckReadings,
  ) {}

  private data(ownerId: string | null | undefined): OwnerData {
    return OwnerData.of(this.db, ownerId);
  }

  /**
   * One bill of the owner's, compared (NOT_FOUND for a missing or foreign id). Counts nothing: other
   * hospitals' figures only for a pass holder (see openComparison).
   */
  async checkBill(
    ownerId: string | null | undefined,
    billId: string,
    mode: CheckMode = 'look',
    language: TextLanguage = 'en',
  ): Promise<BillCheckAnswer> {
    const data = this.data(ownerId);
    if (!isUuid(billId)) throw notFound('The bill');
    const bill = await data.one<BillRecord>(
      `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.id = $2`,
      [billId],
    );
    if (!bill) throw notFound('The bill');
    const { event, bills } = await this.eventWithBills(data, bill.eventId);
    return this.answer(ownerId ?? null, event, [bill], bills, bill.id, mode, language);
  }

  /** An event's bills together (amounts summed, codes joined). Counts nothing, as checkBill. */
  async checkEvent(
    ownerId: string | null | undefined,
    eventId: string,
    mode: CheckMode = 'look',
    language: TextLanguage = 'en',
  ): Promise<BillCheckAnswer> {
    const data = this.data(ownerId);
    if (!isUuid(eventId)) throw notFound('The visit');
    const { event, bills } = await this.eventWithBills(data, eventId);
    return this.answer(ownerId ?? null, event, bills, bills, null, mode, language);
  }

  /**
   * The check with the comparison with the hospitals nearby opened: when there is one to show, one detail
   * opening is counted on the owner's account (as on the map; nothing for a pass holder) and the
   * comparison is in the answer exactly when the map would show detail prices.
   */
  async openComparison(
    ownerId: string | null | undefined,
    on: { billId?: string | null; eventId?: string | null },
    language: TextLanguage = 'en',
  ): Promise<BillCheckAnswer> {
    return on.billId
      ? this.checkBill(ownerId, on.billId, 'open', language)
      : this.checkEvent(ownerId, on.eventId ?? '', 'open', language);
  }

  /**
   * Adds the applicable next steps to the owner's to-do list through the to-do service, each with its
   * deadline and linked to the bill (or the visit); returns the tasks added.
   */
  async addTasks(
    ownerId: string | null | undefined,
    on: { billId?: string | null; eventId?: string | null },
    language: TextLanguage = 'en',
  ): Promise<TaskRecord[]> {
    const check = on.billId
      ? await this.checkBill(ownerId, on.billId, 'look', language)
      : await this.checkEvent(ownerId, on.eventId ?? '', 'look', language);
    // The display name, as every other to-do says it (issue 41: "ST DAVIDS" here, "St. Davids" there).
    const where = check.hospital
      ? billCheckText(language)('taskAt', { hospital: displayFacilityName(check.hospital.name) })
      : '';
    const added: TaskRecord[] = [];
    for (const step of check.nextSteps) {
      added.push(
        await this.tasks.addTask(ownerId, {
          text: `${step.title}${where}${visitAfterHospital(check.eventName, check.hospital?.name)}. ${step.source}`,
          dueDate: step.dueDate,
          billId: on.billId ?? null,
          eventId: on.billId ? null : (on.eventId ?? null),
          source: 'bill-check',
        }),
      );
    }
    return added;
  }

  private async eventWithBills(data: OwnerData, eventId: string) {
    const event = await data.one<EventRecord>(
      `SELECT ${EVENT_COLUMNS} FROM event e WHERE e.owner_id = $1 AND e.id = $2`,
      [eventId],
    );
    if (!event) throw notFound('The visit');
    const bills = await data.rows<BillRecord>(
      `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.event_id = $2
       ORDER BY b.created_at, b.id LIMIT 1000`,
      [eventId],
    );
    return { event, bills };
  }

  /**
   * The visit's hospital, its CMS figure for the DRG and the nearby hospitals' (cheapest first, its own
   * included for the chart; the rank leaves it out: @fp/domain verdict/rank.ts).
   */
  private async hospitalFigures(providerId: string | null, drg: string | null) {
    const hospitalRows = providerId
      ? await this.db.query<HospitalRow[]>(
          `SELECT id, name, address, city, state, zip, ownership, hospital_type FROM provider WHERE id = $1`,
          [providerId],
        )
      : [];
    const hospital = hospitalRows[0] ?? null;

    let figure: HospitalFigure | null = null;
    let nearby: NearbyFigure[] = [];
    if (hospital && drg) {
      const [row] = await this.db.query<FigureRow[]>(HOSPITAL_FIGURE_SQL, [hospital.id, drg]);
      if (row) {
        figure = toFigure(row);
        const rows = await this.db.query<FigureRow[]>(NEARBY_FIGURES_SQL, [
          hospital.id,
          drg,
          figure.year,
          BILL_CHECK_RULES.nearbyKm * 1000,
        ]);
        nearby = rows
          .map(toFigure)
          .sort(
            (a, b) =>
              a.avgTotalPaymentCents - b.avgTotalPaymentCents || a.providerId.localeCompare(b.providerId),
          );
        if (!nearby.some((n) => n.providerId === hospital.id)) nearby.push({ ...figure, distanceKm: 0 });
      }
    }
    return { hospital, figure, nearby };
  }

  private async answer(
    ownerId: string | null,
    event: EventRecord,
    checked: BillRecord[],
    allBills: BillRecord[],
    billId: string | null,
    mode: CheckMode,
    language: TextLanguage,
  ): Promise<BillCheckAnswer> {
    const codes = [...new Set(checked.flatMap((b) => b.codes))];
    const drg = drgOfCodes(codes);
    const billedCents = checked.reduce((s, b) => s + Number(b.totalCents), 0);
    const insuranceKnown = checked.some((b) => b.payInsCents !== null);
    const paidCents = insuranceKnown
      ? checked.reduce((s, b) => s + Number(b.payInsCents ?? 0) + Number(b.selfCents), 0)
      : null;
    const insurancePaid = checked.reduce((s, b) => s + Number(b.payInsCents ?? 0), 0);
    const payer = payerTypeOf(event.insurance, insurancePaid > 0);
    const selfPay = payer === 'SELF_PAY';
    const billDate = dateOf(new Date(Math.min(...checked.map((b) => b.createdAt.getTime()), Date.now())));

    const say = billCheckText(language);
    const { hospital, figure, nearby } = await this.hospitalFigures(event.providerId, drg);
    const patientAskedCents = insuranceKnown ? checked.reduce((s, b) => s + Number(b.selfCents), 0) : null;
    const priceFile =
      hospital && ownerId
        ? await priceFileAnswer(
            this.hpt,
            ownerId,
            hospital.id,
            codes,
            drg,
            { billedCents, paidCents, selfPay, patientAskedCents },
            language,
          )
        : null;
    const input = {
      billedCents,
      paidCents,
      drg,
      providerId: hospital?.id ?? null,
      figure,
      serviceYear: serviceYearOf(event.admitted, billDate),
      payer,
      nonprofit: hospital ? nonprofitOf(ownershipKind(hospital.ownership)) : null,
      cashPrice: cashPriceOf(priceFile, drg),
      language,
    };
    const ownOnly = checkBill({ ...input, nearby: null });
    const others = nearby.some((n) => n.providerId !== hospital?.id);
    // Asked only when there is a comparison to show: nothing else is counted.
    const comparison: HospitalFiguresOffer =
      ownOnly.verdict === 'NOT_ASSESSED' || !others
        ? 'none'
        : !ownerId || !this.allowance
          ? 'pay'
          : mode === 'open'
            ? await this.allowance.openFigures(ownerId)
            : await this.allowance.figuresOnLook(ownerId);
    const compared = comparison === 'shown' || comparison === 'none';
    const result = compared ? checkBill({ ...input, nearby }) : ownOnly;
    const fromFile = !drg && priceFile !== null && priceFile.lines.length > 0;
    if (priceFile) priceFile.usedForVerdict = fromFile;
    const verdictPart = fromFile
      ? {
          verdict: priceFile.verdict,
          verdictLabel: priceFile.verdictLabel,
          explanation: priceFile.explanation,
          method: priceFile.method,
        }
      : {};
    const recordedFirst = allBills.length
      ? dateOf(new Date(Math.min(...allBills.map((b) => b.createdAt.getTime()))))
      : billDate;
    const first = await this.firstBillDateOf(ownerId, event.id, recordedFirst);
    const firstBillDate = first.date;
    const dueDates = checked
      .map((b) => b.due)
      .filter((d): d is string => !!d)
      .sort();
    return {
      billId,
      eventId: event.id,
      eventName: event.name,
      billCount: checked.length,
      hospital: hospital && {
        id: hospital.id,
        name: hospital.name,
        address: hospital.address,
        city: hospital.city,
        state: hospital.state,
        zip: hospital.zip,
        ownership: hospital.ownership,
        hospitalType: hospital.hospital_type,
      },
      admitted: event.admitted,
      departed: event.departed,
      billDate,
      firstBillDate,
      firstBillDateSource: first.source,
      billedCents,
      paidCents,
      selfPay,
      codes,
      ...result,
      ...verdictPart,
      source: fromFile ? say('priceFileSource', { label: priceFile.sourceLabel }) : say('cmsSource'),
      thresholds: priceFile
        ? `${thresholdsText(language)} ${publishedThresholdsText(language)}`
        : thresholdsText(language),
      nearby: result.verdict === 'NOT_ASSESSED' || !compared ? [] : nearby,
      comparison,
      nextSteps: nextSteps({
        billDate,
        dueDate: dueDates[0] ?? null,
        firstBillDate,
        selfPay,
        billedCents,
        lineFindings: await lineFindingsOn(this.readings, ownerId, { eventId: event.id, billId }, language),
        language,
        today: dateOf(new Date()),
      }),
      priceFile,
    };
  }

  /**
   * The date printed on the visit's first bill: the user's (event.first_bill_date), else the earliest
   * statement date read from the visit's bill files, else the day the first bill was recorded.
   */
  private async firstBillDateOf(
    ownerId: string | null,
    eventId: string,
    recorded: string,
  ): Promise<{ date: string; source: 'ENTERED' | 'READ' | 'RECORDED' }> {
    const data = this.data(ownerId);
    const row = await data.one<{ d: string | Date | null }>(
      `SELECT first_bill_date AS d FROM event WHERE owner_id = $1 AND id = $2`,
      [eventId],
    );
    const given = row?.d ? (row.d instanceof Date ? dateOf(row.d) : String(row.d).slice(0, 10)) : null;
    if (given) return { date: given, source: 'ENTERED' };
    if (this.readings && ownerId) {
      const read = (await this.readings.doneOn(ownerId, { eventId }))
        .map((r) => r.reading?.statementDate?.value ?? null)
        .filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d))
        .sort();
      if (read[0]) return { date: read[0], source: 'READ' };
    }
    return { date: recorded, source: 'RECORDED' };
  }

  /**
   * Sets (or clears, with null) the date printed on the visit's first bill after discharge: owner-scoped,
   * NOT_FOUND for a missing or foreign visit; a date that is not a real day, or in the future, is refused.
   */
  async setFirstBillDate(
    ownerId: string | null | undefined,
    eventId: string,
    date: string | null,
  ): Promise<void> {
    const data = this.data(ownerId);
    if (!isUuid(eventId)) throw notFound('The visit');
    if (date !== null) {
      const d = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
      if (!d || Number.isNaN(d.getTime()) || dateOf(d) !== date)
        throw badInput(`"${date}" is not a date. Give the date printed on the first bill as YYYY-MM-DD.`, {
          firstBillDate: 'Use the date printed on the first bill after you left the hospital.',
        });
      if (date > dateOf(new Date(Date.now() + 86_400_000)))
        throw badInput('The first bill’s date cannot be in the future.', {
          firstBillDate: 'Use the date printed on the first bill after you left the hospital.',
        });
    }
    const rows = await data.rows<{ id: string }>(
      `UPDATE event SET first_bill_date = $3::date, updated_at = now() WHERE owner_id = $1 AND id = $2 RETURNING id`,
      [eventId, date],
    );
    if (!rows.length) throw notFound('The visit');
  }
}
