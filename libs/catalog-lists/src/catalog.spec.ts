import { parse } from 'csv-parse/sync';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  allDrgCodes,
  CATEGORIES,
  complicationLevel,
  conditionsForDrg,
  conditionsInCategory,
  CONDITIONS,
  DEFAULT_CONDITION_SLUG,
  noMedicareFiguresReason,
  CMS_DRG_TITLES,
  DRG_TITLES,
  drgTitle,
  drgInfo,
  findCondition,
  ICON_NAMES,
  normalizeDrgCode,
  SPECIALTIES,
  SYSTEMS,
  unreachableDrgs,
  WORK_TYPES,
  type DrgType,
} from './index';

/** Public CMS reference files, kept next to the repository (never copied into it). */
const DATA = path.resolve(__dirname, '../../../../shared/data');

type Row = Record<string, string>;
function readCsv(file: string): Row[] {
  const full = path.join(DATA, file);
  if (!existsSync(full)) throw new Error(`Missing reference file ${full}`);
  return parse(readFileSync(full), { columns: true, skip_empty_lines: true, bom: true }) as Row[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('categories', () => {
  it('has about 250+ categories with unique slug ids and known icons', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(240);
    const ids = CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of CATEGORIES) {
      expect(category.id).toMatch(SLUG);
      expect(category.name.trim()).not.toBe('');
      expect(ICON_NAMES).toContain(category.icon);
    }
  });

  it('includes the categories the spec names', () => {
    const ids = new Set(CATEGORIES.map((c) => c.id));
    for (const id of [
      'liver-transplant',
      'stroke',
      'c-section',
      'heart-failure',
      'knee-replacement',
      'hip-replacement',
      'appendectomy',
      'pneumonia',
      'sepsis',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('lists at least one condition under every category, so no section of the page is empty', () => {
    const empty = CATEGORIES.filter((c) => conditionsInCategory(c.id).length === 0).map((c) => c.id);
    expect(empty).toEqual([]);
  });
});

describe('systems', () => {
  it('has the 25 MDCs with at most 20 active', () => {
    expect(SYSTEMS.map((s) => s.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const active = SYSTEMS.filter((s) => s.active).length;
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThanOrEqual(20);
  });
});

describe('conditions', () => {
  const categoryIds = new Set(CATEGORIES.map((c) => c.id));

  it('has at least 150 conditions with unique ids and slugs', () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(150);
    const ids = CONDITIONS.map((c) => c.id);
    const slugs = CONDITIONS.map((c) => c.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
  });

  it('names a condition once: a category for a single condition (same slug) carries its name', () => {
    const bySlug = new Map(CONDITIONS.map((c) => [c.slug, c]));
    const differing = CATEGORIES.filter(
      (cat) => !cat.group && bySlug.has(cat.id) && bySlug.get(cat.id)!.name !== cat.name,
    ).map((cat) => `${cat.id}: "${cat.name}" vs "${bySlug.get(cat.id)!.name}"`);
    expect(differing).toEqual([]);
    expect(CATEGORIES.find((c) => c.id === 'coronary-stent')?.name).toBe('Angioplasty and coronary stent');
    // The two groups broader than their slug's condition keep their own names.
    expect(CATEGORIES.filter((c) => c.group).map((c) => c.name)).toEqual(['Head injury', 'Arthritis']);
  });

  it('has the default condition, Pneumonia (issue 28: priced at the default place), and Upper Respiratory Infection', () => {
    expect(DEFAULT_CONDITION_SLUG).toBe('pneumonia');
    expect(findCondition(DEFAULT_CONDITION_SLUG)).toMatchObject({
      name: 'Pneumonia',
      active: true,
      common: true,
    });
    const uri = findCondition('upper-respiratory-infection');
    expect(uri?.name).toBe('Upper Respiratory Infection');
    expect(uri?.active).toBe(true);
    expect(uri?.drgs).toEqual(['152', '153']);
  });

  it('references only existing categories, specialties, work types and systems', () => {
    for (const condition of CONDITIONS) {
      expect(condition.categories.length).toBeGreaterThan(0);
      for (const id of condition.categories) expect(categoryIds).toContain(id);
      expect(condition.specialties.length).toBeGreaterThan(0);
      for (const s of condition.specialties) expect(SPECIALTIES).toContain(s);
      const workNames = condition.work.map((w) => w.name);
      expect(new Set(workNames).size).toBe(workNames.length);
      for (const w of workNames) expect(WORK_TYPES).toContain(w);
      expect(SYSTEMS.some((s) => s.id === condition.systemId)).toBe(true);
      expect([0, 1, 2, 3, 4]).toContain(condition.hospitalization);
    }
  });

  it('maps every condition to valid DRGs and well-formed ICD-10-CM codes', () => {
    for (const condition of CONDITIONS) {
      expect(condition.drgs.length).toBeGreaterThan(0);
      for (const code of condition.drgs) {
        expect(code).toMatch(/^\d{3}$/);
        expect(drgInfo(code)).not.toBeNull();
      }
      for (const icd of condition.icd10) expect(icd).toMatch(/^[A-Z]\d[0-9A-Z]{1,5}$/);
      // The unrelated-surgery group (DRGs 981-989) follows any diagnosis, so it has no representative code.
      if (condition.active && condition.slug !== 'surgery-unrelated-to-main-condition') {
        expect(condition.icd10.length).toBeGreaterThan(0);
        expect(condition.work.length).toBeGreaterThan(0);
      }
      expect(condition.summary).toMatch(/^[A-Z].{20,}\.$/);
    }
  });

  it('files each condition under the MDC of its DRGs (transplants and no-MDC groups excepted)', () => {
    for (const condition of CONDITIONS) {
      const mdcs = condition.drgs.map((code) => drgInfo(code)?.mdc).filter((m): m is number => m != null);
      if (mdcs.length > 0) expect(mdcs).toContain(condition.systemId);
    }
  });

  it('bills well-known conditions under their MS-DRGs', () => {
    const drgsOf = (slug: string) => findCondition(slug)?.drgs ?? [];
    expect(drgsOf('heart-failure')).toEqual(['291', '292', '293']);
    expect(drgsOf('pneumonia')).toEqual(expect.arrayContaining(['193', '194', '195']));
    expect(drgsOf('sepsis')).toEqual(expect.arrayContaining(['870', '871', '872']));
    expect(drgsOf('hip-or-knee-replacement')).toEqual(
      expect.arrayContaining(['469', '470', '521', '522', '461', '462']),
    );
    expect(drgsOf('stroke')).toEqual(expect.arrayContaining(['061', '062', '063', '064', '065', '066']));
    expect(drgsOf('c-section')).toEqual(expect.arrayContaining(['783', '784', '785', '786', '787', '788']));
    expect(drgsOf('liver-transplant')).toEqual(['005', '006']);
  });

  it('reaches every valid MS-DRG code from at least one condition', () => {
    expect(unreachableDrgs(allDrgCodes())).toEqual([]);
  });

  it('finds conditions by id, numeric string, slug and DRG', () => {
    const heartFailure = findCondition('heart-failure');
    expect(heartFailure).toBeDefined();
    expect(findCondition(heartFailure!.id)).toBe(heartFailure);
    expect(findCondition(String(heartFailure!.id))).toBe(heartFailure);
    expect(findCondition('no-such-condition')).toBeUndefined();
    expect(conditionsForDrg('291')).toContain(heartFailure);
    expect(conditionsForDrg('291 - HEART FAILURE AND SHOCK W MCC')).toContain(heartFailure);
    expect(conditionsForDrg('nope')).toEqual([]);
  });

  it('reports unreachable codes once each, normalized', () => {
    expect(unreachableDrgs(['291', '1', '050', '050', '50', 'junk'])).toEqual(['050', 'junk']);
  });
});

describe('normalizeDrgCode', () => {
  it.each([
    ['39', '039'],
    ['039', '039'],
    [' 470 ', '470'],
    ['039 - EXTRACRANIAL PROCEDURES W/O CC/MCC', '039'],
    ['MS-DRG 039', '039'],
    ['MSDRG 470', '470'],
    ['DRG: 871', '871'],
    ['0039', '039'],
  ])('%p -> %p', (raw, expected) => {
    expect(normalizeDrgCode(raw)).toBe(expected);
  });

  it.each(['', 'abc', '1234', '0', '000', 'CPT 99213'])('%p -> null', (raw) => {
    expect(normalizeDrgCode(raw)).toBeNull();
  });
});

describe('complicationLevel', () => {
  it.each([
    ['HEART FAILURE AND SHOCK WITH MCC', 'mcc'],
    ['HEART FAILURE AND SHOCK WITH CC', 'cc'],
    ['SIMPLE PNEUMONIA AND PLEURISY WITHOUT CC/MCC', 'without_cc_mcc'],
    ['MEDICAL BACK PROBLEMS W/O MCC', 'without_mcc'],
    ['DIABETES W CC', 'cc'],
    ['Back & neck proc exc spinal fusion w/o CC/MCC', 'without_cc_mcc'],
    ['Major head & neck procedures w CC/MCC or major device', 'cc_mcc'],
    ['BRONCHITIS AND ASTHMA WITH CC/MCC', 'cc_mcc'],
    ['INTRACRANIAL HEMORRHAGE OR CEREBRAL INFARCTION WITH CC OR TPA IN 24 HOURS', 'cc'],
    ['SEPTICEMIA OR SEVERE SEPSIS WITHOUT MV >96 HOURS WITH MCC', 'mcc'],
    ['SEPTICEMIA OR SEVERE SEPSIS WITH MV >96 HOURS', 'none'],
    ['CARDIAC DEFIBRILLATOR IMPLANT WITH CARDIAC CATHETERIZATION AND MCC', 'mcc'],
    [
      'PERCUTANEOUS CARDIOVASCULAR PROCEDURES WITH DRUG-ELUTING STENT WITH MCC OR 4+ ARTERIES OR STENTS',
      'mcc',
    ],
    ['CHEMOTHERAPY WITH ACUTE LEUKEMIA AS SECONDARY DIAGNOSIS WITH CC OR HIGH DOSE CHEMOTHERAPY AGENT', 'cc'],
    ['SPINAL PROCEDURES WITH CC OR SPINAL NEUROSTIMULATORS', 'cc'],
    ['NORMAL NEWBORN', 'none'],
    ['Other antepartum diagnoses w/o medical complications', 'none'],
  ])('%p -> %p', (title, expected) => {
    expect(complicationLevel(title)).toBe(expected);
  });
});

describe('against the CMS reference files', () => {
  const v40 = readCsv('ms_drg_v40_appendix_a.csv');
  const tuva = readCsv('ms_drg_all_versions_tuva.csv');

  it('agrees with the v40 Appendix A on MDC and medical/surgical type', () => {
    expect(v40.length).toBeGreaterThan(700);
    for (const row of v40) {
      const info = drgInfo(row.ms_drg);
      expect({ code: row.ms_drg, info: info !== null }).toEqual({ code: row.ms_drg, info: true });
      const type: DrgType | null = row.type === 'SURG' ? 'surgical' : row.type === 'MED' ? 'medical' : null;
      expect({ code: row.ms_drg, mdc: info?.mdc, preMdc: info?.preMdc, type: info?.type }).toEqual({
        code: row.ms_drg,
        mdc: row.mdc === 'PRE' || row.mdc === '' ? null : Number(row.mdc),
        preMdc: row.mdc === 'PRE',
        type,
      });
    }
  });

  it('agrees with the Tuva list of all versions on MDC and medical/surgical type', () => {
    expect(tuva.length).toBeGreaterThan(800);
    for (const row of tuva) {
      const info = drgInfo(row.ms_drg_code);
      expect({ code: row.ms_drg_code, info: info !== null }).toEqual({ code: row.ms_drg_code, info: true });
      // Tuva leaves MDC and type blank for most retired codes (129-134, 237-238, 765-782...):
      // there is nothing to compare, and drgs.ts keeps the MDC they had while in use.
      const retired = row.deprecated === '1';
      const mdcCode = row.mdc_code.trim();
      if (mdcCode !== '' || !retired) {
        expect({ code: row.ms_drg_code, mdc: info?.mdc }).toEqual({
          code: row.ms_drg_code,
          mdc: mdcCode === '' ? null : Number(mdcCode.replace(/^MDC\s*/i, '')),
        });
      }
      const flag = row.medical_surgical.trim();
      if (flag !== '' || !retired) {
        const type: DrgType | null =
          flag === 'P' || flag === 'Surgical'
            ? 'surgical'
            : flag === 'M' || flag === 'Medical'
              ? 'medical'
              : null;
        expect({ code: row.ms_drg_code, type: info?.type }).toEqual({ code: row.ms_drg_code, type });
      }
    }
  });

  it('knows exactly the codes of the Tuva list', () => {
    const tuvaCodes = [...new Set(tuva.map((r) => r.ms_drg_code))].sort();
    expect(allDrgCodes()).toEqual(tuvaCodes);
  });

  it('reaches every DRG of the FY2011 top-100 file from a condition', () => {
    const rows = readCsv('ipps_drg100_fy2011.csv');
    const codes = new Set(rows.map((r) => r['DRG Definition'].slice(0, 3)));
    expect(codes.size).toBe(100);
    expect(unreachableDrgs(codes)).toEqual([]);
  });

  it('reaches every DRG of the recent New York Medicare sample from a condition', () => {
    const rows = readCsv('medicare_inpatient_ny_sample_recent.csv');
    const codes = new Set(rows.map((r) => r.drg_id));
    expect(codes.size).toBeGreaterThan(400);
    for (const code of codes) expect(drgInfo(code)).not.toBeNull();
    expect(unreachableDrgs(codes)).toEqual([]);
  });

  it('writes every DRG title as CMS does, spelled out', () => {
    // CMS files abbreviate ("W/O", "&", "CARDIOVASC", "PROC EXC"); the catalogue spells words out.
    const normalize = (title: string) =>
      title
        .toUpperCase()
        .replace(/&/g, ' AND ')
        .replace(/\bW\/O\b/g, ' WITHOUT ')
        .replace(/\bW\b/g, ' WITH ')
        .replace(/\bCARDIOVASC\b/g, 'CARDIOVASCULAR')
        .replace(/\bPROC\b/g, 'PROCEDURES')
        .replace(/\bEXC\b/g, 'EXCEPT')
        .replace(/[^A-Z0-9<>=+/]+/g, ' ')
        .trim();
    const official = new Map<string, string[]>();
    const add = (code: string, title: string) =>
      official.set(code, [...(official.get(code) ?? []), normalize(title)]);
    for (const row of v40) add(row.ms_drg, row.ms_drg_title);
    for (const row of tuva) add(row.ms_drg_code, row.ms_drg_description);
    expect(Object.keys(DRG_TITLES).length).toBeGreaterThan(100);
    for (const [code, title] of Object.entries(DRG_TITLES)) {
      expect(official.get(code) ?? [`no official title for ${code}`]).toContain(normalize(title));
    }
  });

  it('gives every code a condition names a real title, CMS wording where the catalogue has none', () => {
    expect(drgTitle('152')).toBe('OTITIS MEDIA AND URI WITH MCC');
    expect(drgTitle(179)).toBe('RESPIRATORY INFECTIONS AND INFLAMMATIONS WITHOUT CC/MCC');
    expect(drgTitle('153')).toBe(DRG_TITLES['153']);
    for (const c of CONDITIONS)
      for (const d of c.drgs) expect({ d, title: drgTitle(d) }).toEqual({ d, title: expect.any(String) });
    for (const row of tuva)
      expect(CMS_DRG_TITLES[row.ms_drg_code]).toBe(row.ms_drg_description.replace(/\s+/g, ' ').trim());
  });

  it('reads a complication level from every official title that names CC or MCC', () => {
    for (const title of [...v40.map((r) => r.ms_drg_title), ...tuva.map((r) => r.ms_drg_description)]) {
      const namesQualifier = /\bM?CC\b/i.test(title);
      expect({ title, found: complicationLevel(title) !== 'none' }).toEqual({ title, found: namesQualifier });
    }
  });
});

describe('noMedicareFiguresReason', () => {
  const reasonOf = (slug: string) => noMedicareFiguresReason(findCondition(slug)!);

  it('says childbirth is rarely paid by Medicare, and newborn care not at all', () => {
    expect(reasonOf('vaginal-delivery')).toMatch(/^Medicare rarely pays for pregnancy and childbirth/);
    expect(reasonOf('c-section')).toBe(reasonOf('vaginal-delivery'));
    expect(reasonOf('healthy-newborn')).toMatch(/^Newborns are not covered by Medicare/);
  });

  it('says a mostly outpatient condition has no inpatient figures, and names the 11-stay rule otherwise', () => {
    expect(reasonOf('cataract')).toMatch(/usually treated without a hospital stay/);
    expect(reasonOf('mastectomy')).toMatch(/11 or more Medicare stays/);
  });
});
