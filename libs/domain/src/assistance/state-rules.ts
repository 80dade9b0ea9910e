/**
 * Every state the rules cover, one entry each: states whose law owes some patients free or discounted
 * hospital care (STATE_FLOOR), and populous states where we found none (FEDERAL_ONLY), plus the states
 * left out because their rule could not be confirmed from its source. docs/ASSISTANCE-SOURCES.md lists
 * them all with their sources; a unit test keeps that table and this data in step.
 */
import { EAST_RULES } from './state-rules-east';
import { FEDERAL_ONLY_RULES } from './state-rules-federal-only';
import { WEST_RULES } from './state-rules-west';
import type { StateAssistanceRule, StateLeftOut } from './state-rule-types';

export const STATE_ASSISTANCE_RULES: readonly StateAssistanceRule[] = [
  ...WEST_RULES,
  ...EAST_RULES,
  ...FEDERAL_ONLY_RULES,
].sort((a, b) => a.state.localeCompare(b.state));

export const STATES_LEFT_OUT: readonly StateLeftOut[] = [
  {
    state: 'NY',
    stateName: 'New York',
    reason:
      'Public Health Law § 2807-k(9-a) sets income-based limits, but it was amended in 2023 and 2024 and we could not read the amended text in force from its source, so we do not state its figures.',
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
