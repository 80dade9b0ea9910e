/**
 * docs/ASSISTANCE-SOURCES.md lists every rule the assistance answers rest on. These checks keep the page and
 * the data in step: a state added, dropped or re-cited in the data without the page (or the other way) fails.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FEDERAL_BASES } from './federal-rules';
import { POVERTY_GUIDELINE_TABLES } from './poverty-guidelines';
import { STATE_ASSISTANCE_RULES, STATES_LEFT_OUT } from './state-rules';
import type { GuidelineRegion } from './types';

const doc = readFileSync(resolve(__dirname, '../../../../docs/ASSISTANCE-SOURCES.md'), 'utf8');

/** The text of one `## heading` section, up to the next `## `. */
function section(heading: string): string {
  const start = doc.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`docs/ASSISTANCE-SOURCES.md has no "## ${heading}" section`);
  const end = doc.indexOf('\n## ', start + 3);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The two-letter states that open a table row in a section. */
const rowStates = (text: string) => new Set([...text.matchAll(/^\| ([A-Z]{2}) \|/gm)].map((m) => m[1]));

const floors = STATE_ASSISTANCE_RULES.filter((r) => r.kind === 'STATE_FLOOR');
const federalOnly = STATE_ASSISTANCE_RULES.filter((r) => r.kind === 'FEDERAL_ONLY');

describe('docs/ASSISTANCE-SOURCES.md matches the rules', () => {
  it('has a row, with its citation, effective date and source, for every state rule with a floor', () => {
    const text = section('State rules');
    for (const rule of floors) {
      for (const basis of rule.bases) {
        const row = text.split('\n').find((l) => l.startsWith(`| ${rule.state} | ${basis.citation} |`));
        expect({ state: rule.state, citation: basis.citation, row: Boolean(row) }).toEqual({
          state: rule.state,
          citation: basis.citation,
          row: true,
        });
        expect(row).toContain(`| ${basis.effective}`);
        if (basis.url) expect(row).toContain(basis.url);
      }
    }
    expect([...rowStates(text)].sort()).toEqual(floors.map((r) => r.state).sort());
  });

  it('lists every federal-only state and every state left out, and no other', () => {
    expect([...rowStates(section('States where only federal rules apply'))].sort()).toEqual(
      federalOnly.map((r) => r.state).sort(),
    );
    expect([...rowStates(section('States left out'))].sort()).toEqual(
      STATES_LEFT_OUT.map((r) => r.state).sort(),
    );
  });

  it('cites every federal basis', () => {
    const text = section('Federal rules (section 501(r))');
    for (const basis of Object.values(FEDERAL_BASES))
      expect(text).toContain(`| ${basis.citation} | ${basis.effective} |`);
  });

  it('prints the poverty guideline figures the code uses', () => {
    const text = section('HHS poverty guidelines');
    const names: Record<GuidelineRegion, string> = {
      CONTIGUOUS: '48 contiguous states and DC',
      ALASKA: 'Alaska',
      HAWAII: 'Hawaii',
    };
    const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
    for (const t of POVERTY_GUIDELINE_TABLES) {
      for (const region of Object.keys(names) as GuidelineRegion[]) {
        const four = t.firstPerson[region] + 3 * t.perAddedPerson[region];
        expect(text).toContain(
          `| ${t.year} | ${names[region]} | ${dollars(t.firstPerson[region])} | ${dollars(t.perAddedPerson[region])} | ${dollars(four)} |`,
        );
      }
    }
  });
});
