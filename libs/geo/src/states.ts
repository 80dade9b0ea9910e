import { foldText } from './text';

/** 'state' for the 50 states, 'district' for DC, 'territory' for the inhabited US territories. */
export type UsStateKind = 'state' | 'district' | 'territory';

export interface UsState {
  /** USPS two-letter code, e.g. 'TX'. */
  code: string;
  /** Official English name, e.g. 'Texas'. */
  name: string;
  kind: UsStateKind;
}

const state = (code: string, name: string): UsState => ({ code, name, kind: 'state' });
const district = (code: string, name: string): UsState => ({ code, name, kind: 'district' });
const territory = (code: string, name: string): UsState => ({ code, name, kind: 'territory' });

/**
 * The 50 states, DC, then the five inhabited territories (flagged by `kind`).
 * Military "states" (AA, AE, AP) and the freely associated states (FM, MH, PW) are left out on purpose:
 * they are not US places a visitor can search prices in.
 */
export const US_STATES: readonly UsState[] = Object.freeze(
  [
    state('AL', 'Alabama'),
    state('AK', 'Alaska'),
    state('AZ', 'Arizona'),
    state('AR', 'Arkansas'),
    state('CA', 'California'),
    state('CO', 'Colorado'),
    state('CT', 'Connecticut'),
    state('DE', 'Delaware'),
    state('FL', 'Florida'),
    state('GA', 'Georgia'),
    state('HI', 'Hawaii'),
    state('ID', 'Idaho'),
    state('IL', 'Illinois'),
    state('IN', 'Indiana'),
    state('IA', 'Iowa'),
    state('KS', 'Kansas'),
    state('KY', 'Kentucky'),
    state('LA', 'Louisiana'),
    state('ME', 'Maine'),
    state('MD', 'Maryland'),
    state('MA', 'Massachusetts'),
    state('MI', 'Michigan'),
    state('MN', 'Minnesota'),
    state('MS', 'Mississippi'),
    state('MO', 'Missouri'),
    state('MT', 'Montana'),
    state('NE', 'Nebraska'),
    state('NV', 'Nevada'),
    state('NH', 'New Hampshire'),
    state('NJ', 'New Jersey'),
    state('NM', 'New Mexico'),
    state('NY', 'New York'),
    state('NC', 'North Carolina'),
    state('ND', 'North Dakota'),
    state('OH', 'Ohio'),
    state('OK', 'Oklahoma'),
    state('OR', 'Oregon'),
    state('PA', 'Pennsylvania'),
    state('RI', 'Rhode Island'),
    state('SC', 'South Carolina'),
    state('SD', 'South Dakota'),
    state('TN', 'Tennessee'),
    state('TX', 'Texas'),
    state('UT', 'Utah'),
    state('VT', 'Vermont'),
    state('VA', 'Virginia'),
    state('WA', 'Washington'),
    state('WV', 'West Virginia'),
    state('WI', 'Wisconsin'),
    state('WY', 'Wyoming'),
    district('DC', 'District of Columbia'),
    territory('PR', 'Puerto Rico'),
    territory('VI', 'U.S. Virgin Islands'),
    territory('GU', 'Guam'),
    territory('AS', 'American Samoa'),
    territory('MP', 'Northern Mariana Islands'),
  ].map((s) => Object.freeze(s)),
);

const byCode = new Map<string, UsState>(US_STATES.map((s) => [s.code, s]));

// Folded spellings people type for a state, besides its code and official name.
const ALIASES: Readonly<Record<string, string>> = {
  'washington dc': 'DC',
  'washington d c': 'DC',
  'd c': 'DC',
  'virgin islands': 'VI',
  'us virgin islands': 'VI',
  'united states virgin islands': 'VI',
  'northern marianas': 'MP',
  'mariana islands': 'MP',
};

const byFoldedName = new Map<string, string>();
for (const s of US_STATES) {
  byFoldedName.set(foldText(s.name), s.code);
  byFoldedName.set(s.code.toLowerCase(), s.code);
}
for (const [alias, code] of Object.entries(ALIASES)) byFoldedName.set(alias, code);

/** Name of a state or territory from its USPS code (any case); null when unknown. */
export function stateName(code: string): string | null {
  if (typeof code !== 'string') return null;
  return byCode.get(code.trim().toUpperCase())?.name ?? null;
}

/** USPS code from a code or a name ('tx', 'Texas', 'TEXAS', 'District of Columbia'); null when not a US state. */
export function stateCode(nameOrCode: string): string | null {
  if (typeof nameOrCode !== 'string') return null;
  return byFoldedName.get(foldText(nameOrCode)) ?? null;
}

/** Codes whose code or folded name starts with a folded prefix: the state part of a half-typed query. */
export function stateCodesByPrefix(foldedPrefix: string): string[] {
  if (!foldedPrefix) return [];
  const out = new Set<string>();
  for (const [spelling, code] of byFoldedName) if (spelling.startsWith(foldedPrefix)) out.add(code);
  return [...out];
}
