/**
 * Financial assistance (issue 31): the facts of one of the owner's bills that the rules need (the
 * hospital, its ownership and type, the first bill's date, the amount billed, the estimated amounts
 * generally billed), and the tasks with their deadlines. The household's facts (size, income, insurance)
 * never come here: the web app runs `assessAssistance` (@fp/domain) in the browser with these facts.
 *
 * Everything is read through BillCheckService.checkBill, which is scoped to the owner (NOT_FOUND for a
 * missing or foreign bill) and counts nothing.
 */
import {
  addDays,
  agbBenchmark,
  applicationDeadline,
  displayFacilityName,
  isCriticalAccess,
  letterDate,
  ownershipKind,
  type HospitalOwnership,
} from '@fp/domain';
import type { BillCheckService } from './bill-check.service';
import type { BillCheckHospital } from './bill-check-types';
import { nonprofitOf } from './bill-check.service';
import type { TaskRecord, TasksService } from './tasks.service';

export interface AssistanceHospitalView extends BillCheckHospital {
  /** The kind of CMS's ownership text (null: unknown). */
  ownershipKind: HospitalOwnership | null;
  criticalAccess: boolean;
}

export interface BillAssistanceFactsView {
  billId: string;
  eventId: string;
  eventName: string;
  hospital: AssistanceHospitalView | null;
  admitted: string | null;
  departed: string | null;
  /** The bill's date as recorded ("YYYY-MM-DD"). */
  billDate: string;
  /** The visit's first recorded bill, which starts the 240-day application period. */
  firstBillDate: string;
  billedCents: number;
  selfPay: boolean;
  /** The estimated amounts generally billed for this bill (nonprofit hospitals, DRG known); null otherwise. */
  agbCents: number | null;
  agbText: string | null;
}

/** The days before the application deadline by which to ask for the policy and the form. */
export const ASK_FOR_POLICY_DAYS_BEFORE = 30;

export class AssistanceService {
  constructor(
    private readonly billCheck: BillCheckService,
    private readonly tasks: TasksService,
  ) {}

  /** The facts of one of the owner's bills that the financial assistance rules need. */
  async billFacts(ownerId: string | null | undefined, billId: string): Promise<BillAssistanceFactsView> {
    const check = await this.billCheck.checkBill(ownerId, billId);
    const h = check.hospital;
    const kind = h ? ownershipKind(h.ownership) : null;
    const f = check.figure;
    const agb = f && h ? agbBenchmark({ ...f, state: h.state }, check.billedCents, nonprofitOf(kind)) : null;
    const estimate = agb?.kind === 'benchmark' ? agb.benchmark : null;
    return {
      billId,
      eventId: check.eventId,
      eventName: check.eventName,
      hospital: h && {
        ...h,
        ownershipKind: kind,
        criticalAccess: isCriticalAccess(h.hospitalType),
      },
      admitted: check.admitted,
      departed: check.departed,
      billDate: check.billDate,
      firstBillDate: check.firstBillDate,
      billedCents: check.billedCents,
      selfPay: check.selfPay,
      agbCents: estimate?.cents ?? null,
      agbText: estimate ? `${estimate.sentence} Source: ${estimate.source}` : null,
    };
  }

  /**
   * Adds two tasks to the owner's to-do list, linked to the bill: ask the hospital for its policy and
   * application form (30 days before the deadline), and send the application with the request to hold
   * collection (by the deadline, 240 days after the first bill). Adding them again adds nothing.
   */
  async addTasks(ownerId: string | null | undefined, billId: string): Promise<TaskRecord[]> {
    const facts = await this.billFacts(ownerId, billId);
    const applyBy = applicationDeadline(facts.firstBillDate);
    const at = facts.hospital ? displayFacilityName(facts.hospital.name) : 'the hospital';
    const days = `240 days after the first bill (${letterDate(facts.firstBillDate)})`;
    const rule =
      facts.hospital?.ownershipKind === 'nonprofit'
        ? `Apply by ${letterDate(applyBy)}: ${days}, 26 CFR 1.501(r)-1(b)(3).`
        : `Apply by ${letterDate(applyBy)}: ${days}, the federal period for nonprofit hospitals (26 CFR 1.501(r)-1(b)(3)); this hospital's own policy and state law set its period.`;
    const steps = [
      {
        text: `Ask ${at} for its financial assistance policy and application form (${facts.eventName}). ${rule}`,
        dueDate: addDays(applyBy, -ASK_FOR_POLICY_DAYS_BEFORE),
      },
      {
        text: `Send the financial assistance application and the request to hold collection to ${at} (${facts.eventName}). ${rule}`,
        dueDate: applyBy,
      },
    ];
    const added: TaskRecord[] = [];
    for (const step of steps)
      added.push(await this.tasks.addTask(ownerId, { ...step, billId, eventId: null, source: 'assistance' }));
    return added;
  }
}
