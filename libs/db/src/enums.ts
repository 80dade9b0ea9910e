/**
 * Closed value sets stored as lower-case `text` columns guarded by CHECK constraints (easier to extend
 * in a migration than Postgres enum types). The GraphQL enums carry the same values in upper case.
 */

/** MS-DRG partition: medical or surgical. */
export const CODE_TYPES = ['medical', 'surgical'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

/**
 * The complication qualifier in an MS-DRG title: "WITH MCC", "W CC/MCC", "W/O CC/MCC"... `none` when
 * the title carries no qualifier.
 */
export const COMPLICATIONS = [
  'none',
  'with_mcc',
  'with_cc',
  'with_cc_mcc',
  'without_mcc',
  'without_cc',
  'without_cc_mcc',
] as const;
export type Complication = (typeof COMPLICATIONS)[number];

/** How likely a kind of work (labs, X-ray...) is for a condition. */
export const WORK_LIKELIHOODS = ['likely', 'unlikely', 'rare'] as const;
export type WorkLikelihood = (typeof WORK_LIKELIHOODS)[number];

/** One-time e-mail link purposes (`email`: confirms a new address, sent to that address). */
export const AUTH_KEY_KINDS = ['activate', 'reset', 'access', 'email'] as const;
export type AuthKeyKind = (typeof AUTH_KEY_KINDS)[number];

/** Bill workflow states. */
export const BILL_STATUSES = ['new', 'negotiating', 'complete'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Image library orientation filter. */
export const IMAGE_ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;
export type ImageOrientation = (typeof IMAGE_ORIENTATIONS)[number];

/** A diagnosis's need for work, stored in `diagnosis.work` (jsonb). */
export interface WorkItemData {
  name: string;
  likelihood: WorkLikelihood;
}

/** A picker option ({id, text}) as stored in jsonb lists such as `event.diagnoses`. */
export interface OptionData {
  id: string;
  text: string;
}
