/**
 * Reading what a visit's save asks for: its line items, the name of a visit described without one, the
 * stored event with a patch over it, a bill's status as stored.
 */
import type { BillStatus } from '@fp/db';
import type { BillInputValue, BillStatusValue, EventInputValue } from '@fp/domain';
import type { EventRecord } from './types';

export const dbStatus = (s: BillInputValue['status']): BillStatus => s.toLowerCase() as BillStatus;

/**
 * A line item of a visit: a new bill (no id; its total is required) or a change to one of the event's
 * bills (a field left out keeps the bill's value).
 */
export interface VisitLine {
  id?: string | null;
  billType?: string | null;
  totalCents?: number | null;
  selfCents?: number | null;
  payInsCents?: number | null;
  /** The bill's billing codes (its MS-DRG, CPT/HCPCS codes); left out on a saved bill: kept. */
  codes?: string[];
  /** A new line's bill status (COMPLETE for a bill already paid in full); a saved bill keeps its own. */
  status?: BillStatusValue;
  /** Files to attach to the line's bill. */
  fileIds?: string[];
}

/** The name of a draft visit (see createVisitForFirstFile). */
export const DRAFT_NAME = 'New visit';

/** A visit described without a name is called after its clinic, else its first diagnosis. */
export function visitName(v: { providerName?: string | null; diagnoses?: { text: string }[] }): string {
  return v.providerName?.trim() || v.diagnoses?.[0]?.text || 'Visit';
}

/** Fields of an event to change (updateEvent): a field left out keeps its value. */
export type EventPatch = Partial<Omit<EventInputValue, 'id' | 'lines'>>;

/** The stored event with the patch's fields over it, as an input to validate. */
export function mergedEvent(current: EventRecord, patch: EventPatch): EventInputValue {
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as EventPatch;
  const merged: EventInputValue = {
    id: current.id,
    name: current.name,
    providerName: current.providerName,
    providerId: current.providerId,
    diagnosisName: current.diagnosisName,
    procedureName: current.procedureName,
    conditionName: current.conditionName,
    diagnoses: current.diagnoses,
    procedures: current.procedures,
    conditions: current.conditions,
    admitted: current.admitted,
    departed: current.departed,
    stars: current.stars,
    body: current.body,
    insurance: current.insurance,
    lines: [],
    fileIds: [],
    ...given,
  };
  // New picks without their text: the text follows the picks (as on create).
  if (given.diagnoses && given.diagnosisName === undefined) merged.diagnosisName = null;
  if (given.procedures && given.procedureName === undefined) merged.procedureName = null;
  if (given.conditions && given.conditionName === undefined) merged.conditionName = null;
  return merged;
}

export function joinText(options: { text: string }[]): string | null {
  return options.length ? options.map((o) => o.text).join(', ') : null;
}
