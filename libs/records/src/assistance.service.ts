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
  ASSISTANCE_TASKS_ES,
  addDays,
  agbBenchmark,
  applicationDeadline,
  displayFacilityName,
  visitAfterHospital,
  isCriticalAccess,
  letterDate,
  ownershipKind,
  stateRule,
  type AssistanceLanguage,
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
  /**
   * The date printed on the visit's first bill after discharge, which starts the 240-day application
   * period: the user's, else read from a bill file's statement date, else the day it was entered.
   */
  firstBillDate: string;
  firstBillDateSource: 'ENTERED' | 'READ' | 'RECORDED';
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
  /** `language`: the request's, for the words the facts carry (the AGB estimate's sentence). */
  async billFacts(
    ownerId: string | null | undefined,
    billId: string,
    language: AssistanceLanguage = 'en',
  ): Promise<BillAssistanceFactsView> {
    const check = await this.billCheck.checkBill(ownerId, billId);
    const h = check.hospital;
    const kind = h ? ownershipKind(h.ownership) : null;
    const f = check.figure;
    const agb =
      f && h ? agbBenchmark({ ...f, state: h.state }, check.billedCents, nonprofitOf(kind), language) : null;
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
      firstBillDateSource: check.firstBillDateSource,
      billedCents: check.billedCents,
      selfPay: check.selfPay,
      agbCents: estimate?.cents ?? null,
      agbText: estimate
        ? `${estimate.sentence} ${language === 'es' ? 'Fuente' : 'Source'}: ${estimate.source}`
        : null,
    };
  }

  /** Sets (or clears) the date printed on the first bill of this bill's visit; the facts again. */
  async setFirstBillDate(
    ownerId: string | null | undefined,
    billId: string,
    date: string | null,
    language: AssistanceLanguage = 'en',
  ): Promise<BillAssistanceFactsView> {
    const facts = await this.billFacts(ownerId, billId);
    await this.billCheck.setFirstBillDate(ownerId, facts.eventId, date);
    return this.billFacts(ownerId, billId, language);
  }

  /**
   * Adds the application's tasks to the owner's to-do list, linked to the bill: ask the hospital for its
   * policy and application form (30 days before the earliest deadline), and send the application by each
   * deadline that applies, earliest first: the federal 240 days from the date printed on the first bill,
   * and a state's own period counted from discharge (Illinois: 90 days). Adding them again adds nothing,
   * and a task the bill check already added for the same application (other words, other casing) is not
   * added twice.
   */
  async addTasks(
    ownerId: string | null | undefined,
    billId: string,
    language: AssistanceLanguage = 'en',
  ): Promise<TaskRecord[]> {
    const facts = await this.billFacts(ownerId, billId);
    const es = language === 'es' ? ASSISTANCE_TASKS_ES : null;
    const at = facts.hospital
      ? displayFacilityName(facts.hospital.name)
      : (es?.theHospital ?? 'the hospital');
    const visit = visitAfterHospital(facts.eventName, facts.hospital?.name);
    const day = letterDate(facts.firstBillDate);
    const printed = es
      ? es.printed(facts.firstBillDateSource, facts.firstBillDate)
      : facts.firstBillDateSource === 'RECORDED'
        ? `entered on ${day}`
        : facts.firstBillDateSource === 'READ'
          ? `dated ${day}, as read from your uploaded bill`
          : `dated ${day}`;
    const federal = applicationDeadline(facts.firstBillDate);
    const deadlines: { date: string; rule: string }[] = [
      {
        date: federal,
        rule: es
          ? es.federal(printed, facts.hospital?.ownershipKind === 'nonprofit')
          : facts.hospital?.ownershipKind === 'nonprofit'
            ? `240 days after the first bill (${printed}), 26 CFR 1.501(r)-1(b)(3)`
            : `240 days after the first bill (${printed}), the federal period for nonprofit hospitals (26 CFR 1.501(r)-1(b)(3)); this hospital's own policy and state law set its period`,
      },
    ];
    const rule = facts.hospital ? stateRule(facts.hospital.state) : null;
    const from = facts.departed ?? facts.admitted;
    if (rule?.applyWithinDaysOfDischarge && from)
      deadlines.push({
        date: addDays(from, rule.applyWithinDaysOfDischarge.days),
        rule: es
          ? es.state(
              rule.applyWithinDaysOfDischarge.days,
              from,
              rule.stateName,
              rule.applyWithinDaysOfDischarge.citation,
            )
          : `${rule.applyWithinDaysOfDischarge.days} days after discharge (${letterDate(from)}), ${rule.stateName} law (${rule.applyWithinDaysOfDischarge.citation}) for the uninsured`,
      });
    deadlines.sort((a, b) => a.date.localeCompare(b.date));
    const by = deadlines
      .map((d) => (es ? es.by(d.date, d.rule) : `by ${letterDate(d.date)}: ${d.rule}`))
      .join('; ');
    const steps = [
      {
        text: es
          ? es.ask(at, visit, by)
          : `Ask ${at} for its financial assistance policy and application form${visit}. Apply ${by}.`,
        dueDate: addDays(deadlines[0].date, -ASK_FOR_POLICY_DAYS_BEFORE),
      },
      {
        text: es
          ? es.send(at, visit, by)
          : `Send the financial assistance application and the request to hold collection to ${at}${visit}. Apply ${by}.`,
        dueDate: deadlines[0].date,
        sameAs: /^apply for financial assistance\b/,
      },
    ];
    const norm = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const mine = (await this.tasks.list(ownerId)).filter(
      (t) => !t.done && (t.billId === billId || (t.billId === null && t.eventId === facts.eventId)),
    );
    const added: TaskRecord[] = [];
    for (const { sameAs, ...step } of steps) {
      const same = mine.find(
        (t) => norm(t.text) === norm(step.text) || (sameAs !== undefined && sameAs.test(norm(t.text))),
      );
      if (same) {
        added.push(same);
        continue;
      }
      added.push(await this.tasks.addTask(ownerId, { ...step, billId, eventId: null, source: 'assistance' }));
    }
    return added;
  }
}
