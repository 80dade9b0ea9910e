/**
 * Populous states where we found no state law that owes a patient free or discounted hospital care by
 * income: only the federal rules apply there (501(r) at nonprofit hospitals). Each says why.
 */
import type { StateAssistanceRule } from './state-rule-types';

function federalOnly(
  state: string,
  stateName: string,
  reason: string,
  url: string | null,
): StateAssistanceRule {
  return {
    state,
    stateName,
    kind: 'FEDERAL_ONLY',
    binds: 'ALL_HOSPITALS',
    bindsText: 'no hospital: no state income floor',
    patients: 'ANY',
    bands: [],
    capText: null,
    notes: [],
    bases: [],
    reason,
    checkedUrl: url,
  };
}

export const FEDERAL_ONLY_RULES: StateAssistanceRule[] = [
  federalOnly(
    'TX',
    'Texas',
    'Texas law (Health & Safety Code ch. 311, subch. D) sets how much charity care and community benefit nonprofit hospitals must provide in total, but names no income at which a patient is owed free or discounted care; each hospital’s own policy decides.',
    'https://statutes.capitol.texas.gov/Docs/HS/htm/HS.311.htm',
  ),
  federalOnly(
    'FL',
    'Florida',
    'Florida’s hospital billing law (Fla. Stat. § 395.301 and § 395.3011) governs estimates, itemized bills and collection actions, but sets no income at which a patient is owed free or discounted care.',
    'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0300-0399/0395/0395.html',
  ),
  federalOnly(
    'PA',
    'Pennsylvania',
    'Pennsylvania has no statute setting an income at which a hospital patient is owed free or discounted care; bills to create one (e.g. the Medical Debt Relief Act and SB 648 of 2025) had not become law in the sources we read.',
    null,
  ),
  federalOnly(
    'GA',
    'Georgia',
    'We found no Georgia statute that names an income at which a hospital patient is owed free or discounted care.',
    null,
  ),
  federalOnly(
    'MI',
    'Michigan',
    'We found no Michigan statute that names an income at which a hospital patient is owed free or discounted care.',
    null,
  ),
  federalOnly(
    'NC',
    'North Carolina',
    'North Carolina’s medical debt relief program (2024) is voluntary: hospitals that join it as a condition of extra Medicaid payments agree to income-based relief, but no statute binds every hospital, so we state no state floor.',
    null,
  ),
];
