/**
 * Every state the rules cover, one entry each: states whose law owes some patients free or discounted
 * hospital care (STATE_FLOOR), and populous states where we found none (FEDERAL_ONLY), plus the states
 * left out because their rule could not be confirmed from its source. docs/ASSISTANCE-SOURCES.md lists
 * them all with their sources; a unit test keeps that table and this data in step.
 */
import { CENTRAL_RULES } from './state-rules-central';
import { EAST_RULES } from './state-rules-east';
import { FEDERAL_ONLY_RULES } from './state-rules-federal-only';
import { WEST_RULES } from './state-rules-west';
import type { StateAssistanceRule, StateLeftOut } from './state-rule-types';

export const STATE_ASSISTANCE_RULES: readonly StateAssistanceRule[] = [
  ...WEST_RULES,
  ...CENTRAL_RULES,
  ...EAST_RULES,
  ...FEDERAL_ONLY_RULES,
].sort((a, b) => a.state.localeCompare(b.state));

export const STATES_LEFT_OUT: readonly StateLeftOut[] = [
  {
    state: 'NV',
    stateName: 'Nevada',
    reason:
      'NRS 439B.260 (at least 30 % off for uninsured inpatients of major hospitals, with no income test) was re-enacted in a version effective January 1, 2026 that we could not read; it is not an income floor in any case.',
  },
  {
    state: 'MA',
    stateName: 'Massachusetts',
    reason:
      'The Health Safety Net (101 CMR 613.04) covers residents up to 300 % of the poverty guidelines, but we could not confirm from the regulation what a patient still owes between 150 % and 300 %, nor the date of the version in force.',
  },
  {
    state: 'OK',
    stateName: 'Oklahoma',
    reason:
      '63 O.S. § 1-723.2 requires every hospital to discount charges for uninsured self-pay patients up to 300 % of the poverty guidelines to the greater of Medicare’s rate or cost, but the source we read cut off the day it took effect (Laws 2006, c. 315), so it waits for that date.',
  },
];

export function stateRule(state: string): StateAssistanceRule | null {
  const code = state.trim().toUpperCase();
  return STATE_ASSISTANCE_RULES.find((r) => r.state === code) ?? null;
}

export function stateLeftOut(state: string): StateLeftOut | null {
  const code = state.trim().toUpperCase();
  return STATES_LEFT_OUT.find((r) => r.state === code) ?? null;
}
