/**
 * The match report of tools/build-hospital-directory.ts (saved as data/hospitals/README.md): the
 * rules, counts per rule, misses per state with a sample, far-away matches, hand spot checks
 * (verdicts in tools/hospital-directory-spot-checks.json) and the CCN coverage of the priced hospitals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MATCH_RULES, CITY_NAME_MIN, CORROBORATED_NAME_MIN, PHONE_NAME_MIN, ZIP_NAME_MIN, type CmsSide, type HifldSide, type Match } from './hospital-directory-match';
import type { DirectoryMeta } from '@fp/hospitals';

/** Same limit as the builder's (kept here to avoid an import cycle). */
const MAX_POINT_KM_FROM_ZIP = 30;

type Row = Record<string, string>;

export interface PricedCoverage {
  file: string;
  providers: string[];
}

export interface ReportInput {
  sides: CmsSide[];
  matches: Array<Match | null>;
  /** Whether each CCN uses its point's coordinates (near the ZIP) and web site/beds (not shared). */
  places: Array<{ coordinates: boolean; extras: boolean }>;
  points: HifldSide[];
  hifldRows: Row[];
  cmsRows: Row[];
  /** km from the CMS ZIP centroid to the joined HIFLD point, null when unmatched. */
  distances: Array<number | null>;
  gzBytes: number;
  meta: DirectoryMeta;
  priced: PricedCoverage[];
}

/** A match farther than this from the hospital's ZIP centroid is listed for a look. */
const FAR_KM = 25;
const SPOT_CHECKS_FILE = path.join(__dirname, 'hospital-directory-spot-checks.json');

const pct = (n: number, of: number): string => (of === 0 ? '0%' : `${((100 * n) / of).toFixed(1)}%`);

interface SpotChecks {
  /** Verdicts on accepted pairs, by CCN. */
  checked: Record<string, string>;
  /** Pairs an earlier, looser rule accepted and the current rules refuse, by CCN. */
  refused: Record<string, string>;
}

function spotChecks(): SpotChecks {
  return JSON.parse(readFileSync(SPOT_CHECKS_FILE, 'utf8')) as SpotChecks;
}

const spotVerdicts = (): Record<string, string> => spotChecks().checked;

function ruleSection(r: ReportInput): string[] {
  const total = r.sides.length;
  const matched = r.matches.filter((m) => m !== null).length;
  const used = new Map<number, number>();
  for (const m of r.matches) if (m) used.set(m.hifld, (used.get(m.hifld) ?? 0) + 1);
  const shared = [...used.values()].filter((n) => n > 1).length;
  const lines = [
    `CMS hospitals (CCNs): ${total}. Joined to a HIFLD point: **${matched} (${pct(matched, total)})**; ` +
      `at their ZIP centroid: ${total - matched}. HIFLD points used: ${used.size} of ${r.points.length} ` +
      `(${shared} points carry more than one CCN, e.g. a hospital and its separately certified unit at one address).`,
    '',
    '| Rule (tried in this order) | Matched | Share of CCNs |',
    '| --- | --: | --: |',
  ];
  for (const rule of MATCH_RULES) {
    const n = r.matches.filter((m) => m?.rule === rule).length;
    lines.push(`| ${rule} | ${n} | ${pct(n, total)} |`);
  }
  lines.push(`| none (ZIP centroid) | ${total - matched} | ${pct(total - matched, total)} |`, '');
  const misplaced = r.places.filter((p, i) => r.matches[i] && !p.coordinates).length;
  const noExtras = r.places.filter((p, i) => r.matches[i] && !p.extras).length;
  const atPoint = r.places.filter((p) => p.coordinates).length;
  lines.push(
    `Of the joined hospitals, ${misplaced} keep the ZIP centroid because their HIFLD point lies more than ` +
      `${MAX_POINT_KM_FROM_ZIP} km from both its own and the CMS ZIP centroid (HIFLD has some points hundreds of km ` +
      `off, e.g. Palomar Medical Center Poway placed near Livermore), and ${noExtras} share a point with a more similarly ` +
      `named CCN or whose point is closed or differs in both name (similarity < 0.5) and phone (another hospital in a reused building), so they get its coordinates but not its web site or bed count. **Hospitals at a HIFLD point: ${atPoint} (${pct(atPoint, total)}).**`,
    '',
  );
  return lines;
}

function byTypeSection(r: ReportInput): string[] {
  const types = new Map<string, [number, number]>();
  r.cmsRows.forEach((row, i) => {
    const t = types.get(row['Hospital Type']) ?? [0, 0];
    t[0]++;
    if (r.matches[i]) t[1]++;
    types.set(row['Hospital Type'], t);
  });
  const lines = ['| CMS hospital type | CCNs | Joined | Share |', '| --- | --: | --: | --: |'];
  for (const [type, [n, m]] of [...types].sort((a, b) => b[1][0] - a[1][0])) lines.push(`| ${type} | ${n} | ${m} | ${pct(m, n)} |`);
  return [...lines, ''];
}

function missesSection(r: ReportInput): string[] {
  const perState = new Map<string, [number, number]>();
  r.sides.forEach((s, i) => {
    const t = perState.get(s.state) ?? [0, 0];
    t[0]++;
    if (!r.matches[i]) t[1]++;
    perState.set(s.state, t);
  });
  const states = [...perState].filter(([, [, miss]]) => miss > 0).sort((a, b) => b[1][1] - a[1][1] || a[0].localeCompare(b[0]));
  const lines = [
    'Misses per state (CCNs left at the ZIP centroid / CCNs in the state):',
    '',
    states.map(([st, [n, miss]]) => `${st} ${miss}/${n}`).join(', '),
    '',
    'A sample of misses (every 25th, in file order), with the nearest-named HIFLD point in the same ZIP if any:',
    '',
    '| CCN | CMS name | CMS address | City, state ZIP | CMS type | HIFLD points in the ZIP |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const missIdx = r.sides.map((_, i) => i).filter((i) => !r.matches[i]);
  for (let k = 0; k < missIdx.length; k += 25) {
    const i = missIdx[k];
    const s = r.sides[i];
    const inZip = r.points.filter((p) => p.zip === s.zip).map((p) => `${p.name} (${p.address})`);
    lines.push(`| ${s.ccn} | ${s.name} | ${s.address} | ${s.city}, ${s.state} ${s.zip} | ${r.cmsRows[i]['Hospital Type']} | ${inZip.join('; ') || 'none'} |`);
  }
  return [...lines, ''];
}

function pairLine(r: ReportInput, i: number, verdict: string): string {
  const s = r.sides[i];
  const m = r.matches[i] as Match;
  const p = r.points[m.hifld];
  const km = r.distances[i];
  const used = r.places[i].coordinates ? 'HIFLD' : 'ZIP centroid (point misplaced)';
  return `| ${s.ccn} | ${m.rule} | ${s.name}, ${s.address}, ${s.zip} | ${p.name}, ${p.address}, ${p.zip} | ${m.similarity.toFixed(2)} | ${km === null ? '' : km.toFixed(1)} | ${used} | ${verdict} |`;
}

const PAIR_HEADER = [
  '| CCN | Rule | CMS | HIFLD | Name sim. | km from ZIP centroid | Coordinates used | Verdict |',
  '| --- | --- | --- | --- | --: | --: | --- | --- |',
];

function farSection(r: ReportInput): string[] {
  const far = r.sides.map((_, i) => i).filter((i) => (r.distances[i] ?? 0) > FAR_KM);
  const lines = [`Matches more than ${FAR_KM} km from the CMS ZIP's centroid: ${far.length} (large rural ZIPs are expected among them).`, ''];
  if (far.length === 0) return lines;
  return [...lines, ...PAIR_HEADER, ...far.slice(0, 40).map((i) => pairLine(r, i, spotVerdicts()[r.sides[i].ccn] ?? '')), ''];
}

/** Every CCN with a verdict in the spot-check file, plus a deterministic sample of each rule. */
function spotSection(r: ReportInput): string[] {
  const verdicts = spotVerdicts();
  const picked = new Set<number>();
  for (const rule of MATCH_RULES) {
    const idx = r.sides.map((_, i) => i).filter((i) => r.matches[i]?.rule === rule);
    const step = Math.max(1, Math.floor(idx.length / 6));
    for (let k = 0; k < idx.length && k < step * 6; k += step) picked.add(idx[k]);
  }
  r.sides.forEach((s, i) => {
    if (verdicts[s.ccn] && r.matches[i]) picked.add(i);
  });
  const rows = [...picked].sort((a, b) => a - b);
  const checked = rows.filter((i) => verdicts[r.sides[i].ccn]).length;
  const wrong = rows.filter((i) => /^wrong/i.test(verdicts[r.sides[i].ccn] ?? '')).length;
  const byCcn = new Map(r.sides.map((s, i) => [s.ccn, i]));
  const refused = Object.entries(spotChecks().refused).map(([ccn, note]) => {
    const i = byCcn.get(ccn);
    const m = i === undefined ? null : r.matches[i];
    const now = i === undefined ? 'not in the CMS file' : m ? `now ${m.rule} to HIFLD "${r.points[m.hifld].name}, ${r.points[m.hifld].address}"` : 'now at the ZIP centroid';
    return `- ${ccn}: ${note} (${now}).`;
  });
  return [
    `Result: ${wrong} wrong of ${checked} checked. The pairs below that say "renamed" or "old site" are the`,
    'right hospital under a new name, or a HIFLD point from before a move within the town.',
    '',
    `${rows.length} pairs (6 per rule, evenly spaced, plus any other checked pair); ${checked} checked by hand against the names,`,
    'addresses and phone numbers of both files (verdicts kept in tools/hospital-directory-spot-checks.json):',
    '',
    ...PAIR_HEADER,
    ...rows.map((i) => pairLine(r, i, verdicts[r.sides[i].ccn] ?? 'not checked')),
    '',
    'False matches found while choosing the rules, and refused by the rules as they are now:',
    '',
    ...refused,
    '',
  ];
}

function coverageSection(r: ReportInput): string[] {
  const byCcn = new Map(r.sides.map((s, i) => [s.ccn, i]));
  const lines = ['| Priced file | Hospitals (CCNs) | In the directory | At a HIFLD point (real coordinates) |', '| --- | --: | --: | --: |'];
  for (const f of r.priced) {
    const found = f.providers.filter((c) => byCcn.has(c));
    const pointed = found.filter((c) => r.places[byCcn.get(c) as number].coordinates);
    lines.push(`| ${f.file} | ${f.providers.length} | ${found.length} (${pct(found.length, f.providers.length)}) | ${pointed.length} (${pct(pointed.length, f.providers.length)}) |`);
  }
  return [...lines, '', 'A priced hospital without a directory record (closed or merged since FY2011) keeps the ZIP centroid the importer gives it today.', ''];
}

export function renderReport(r: ReportInput): string {
  const m = r.meta;
  return [
    '# Hospital directory (data/hospitals)',
    '',
    '`hospital-directory.json.gz` lists every hospital of CMS "Hospital General Information" by CCN, with phone,',
    'type, ownership, emergency services, the CMS overall star rating and the birthing-friendly mark, and a point,',
    'web site and bed count from the HIFLD hospitals layer where the two could be joined (HIFLD has no CCN). A',
    'hospital that could not be joined sits at its ZIP centroid (`coordinateSource: "zip-centroid"`, no web site).',
    `Built by \`npx tsx tools/build-hospital-directory.ts\`; read by \`libs/hospitals/src/directory-file.ts\`. Compressed size: ${r.gzBytes.toLocaleString('en-US')} B.`,
    '',
    '## Sources',
    '',
    `- ${m.cms.title}: \`${m.cms.file}\`, ${m.cms.rows} rows, SHA-256 \`${m.cms.sha256}\`; ${m.cms.origin}. Release: ${m.cms.release}.`,
    `  The star rating's "as of" date is not in the file, so the directory says ${m.starRatingAsOf === null ? 'none (null)' : m.starRatingAsOf}.`,
    `- ${m.hifld.title}: \`${m.hifld.file}\`, ${m.hifld.rows} rows, SHA-256 \`${m.hifld.sha256}\`; ${m.hifld.origin}.`,
    `  Source dates of the points: ${m.hifld.sourceDates.from} to ${m.hifld.sourceDates.to} (each joined record keeps its own).`,
    '- Both are US federal government works (public domain in the US).',
    '',
    '## Match rule',
    '',
    'Both sides are normalized: upper case, `&` as AND, punctuation dropped, "U S" as US; in addresses only the first',
    'street part (before a comma, PO BOX or SUITE) with street types, directions and number words abbreviated',
    '(STREET→ST, AVENUE→AVE, NORTH→N, ONE→1, SAINT→ST, …); in names SAINT→ST, MEDICAL→MED, CENTER→CTR,',
    'HOSPITAL→HOSP, REGIONAL→REG, MEMORIAL→MEM, … and fillers (THE, OF, AND, INC, LLC) dropped. Name similarity is',
    'the Dice coefficient of the two word sets, taken on the distinctive words (without generic words such as HOSP,',
    'MED, CTR, HEALTH, REG, MEM and without the words of the city) when both names have some; 0 when only one has;',
    'all words when neither has. HIFLD `ALT_NAME` is also tried. Rules, first hit wins; among several candidates an',
    'OPEN point beats a CLOSED one, then the most similar name:',
    '',
    '1. **zip+address**: same ZIP and the same normalized street address (CLOSED points allowed: same building).',
    `2. **zip+name**: same ZIP, name similarity ≥ ${ZIP_NAME_MIN}, and a second sign: same house number, same phone, or similarity ≥ ${CORROBORATED_NAME_MIN}.`,
    '3. **zip+phone**: same ZIP and the same 10-digit phone number (a hospital renamed since HIFLD\'s survey).',
    `4. **city+state+name**: same state and city (the ZIP differs, e.g. a PO box ZIP), name similarity ≥ ${CITY_NAME_MIN}, and the same second sign.`,
    `5. **city+state+phone**: same state, city and phone number, name similarity ≥ ${PHONE_NAME_MIN}.`,
    '',
    'Rules 2–5 take only OPEN points, and refuse a point in **another building**: both addresses start with a house',
    'number, the numbers differ, and they are not the same block of one street (numbers within 10% and a street word',
    'shared). That removes sister hospitals in one town, rehab units, a health system\'s shared phone number, and',
    'sites a hospital has left since the HIFLD survey; the cost is some misses (a campus with two street addresses).',
    '',
    'A matched point gives its coordinates only when it lies within 30 km of its own or the CMS ZIP centroid, and its',
    'web site and bed count only when it is OPEN, not shared with a more similarly named CCN, and its name (similarity',
    '≥ 0.5) or phone agrees; `hifldSourceDate` is the joined point\'s date either way.',
    '',
    'Thresholds were chosen by reading the pairs just above and below them (see the spot checks).',
    '',
    '## Counts',
    '',
    ...ruleSection(r),
    ...byTypeSection(r),
    '## Misses',
    '',
    ...missesSection(r),
    '## Far matches',
    '',
    ...farSection(r),
    '## Spot checks (false-match check by hand)',
    '',
    ...spotSection(r),
    '## CCN coverage of the priced hospitals',
    '',
    ...coverageSection(r),
  ].join('\n');
}
