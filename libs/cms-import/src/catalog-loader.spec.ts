import { catalogRows, catalogSnapshot, formatIcd10 } from './catalog-loader';

describe('catalogue rows', () => {
  const rows = catalogRows();

  it('has the 25 body systems, at most 20 of them active', () => {
    expect(rows.systems.map((s) => s.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(rows.systems.filter((s) => s.active).length).toBeLessThanOrEqual(20);
  });

  it('has at least 150 conditions, about 250 categories, and no broken links', () => {
    expect(rows.diagnoses.length).toBeGreaterThanOrEqual(150);
    expect(rows.categories.length).toBeGreaterThanOrEqual(200);
    expect(rows.problems).toEqual([]);
    const codes = new Set(rows.codes.map((c) => c.drg));
    for (const link of rows.diagnosisCodes) expect(codes.has(link.drg)).toBe(true);
  });

  it('derives MDC, partition and complication level of each code', () => {
    const byDrg = new Map(rows.codes.map((c) => [c.drg, c]));
    expect(byDrg.get('193')).toMatchObject({ mdc: 4, type: 'medical', complication: 'with_mcc' });
    expect(byDrg.get('470')).toMatchObject({ mdc: 8, type: 'surgical', complication: 'without_mcc' });
    expect(byDrg.get('039')).toMatchObject({ mdc: 1, type: 'surgical', complication: 'without_cc_mcc' });
    expect(byDrg.get('313')).toMatchObject({ complication: 'none' });
  });

  it('stores work with its likelihood and ICD-10 codes with the dot', () => {
    const uri = rows.diagnoses.find((d) => d.slug === 'upper-respiratory-infection');
    expect(uri).toBeDefined();
    expect(uri!.icd_codes).toContain('J06.9');
    for (const w of uri!.work) expect(['likely', 'unlikely', 'rare']).toContain(w.likelihood);
  });

  it('has a stable checksum', () => {
    expect(catalogSnapshot().checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(catalogSnapshot().checksum).toBe(catalogSnapshot().checksum);
  });

  it('formats ICD-10-CM codes', () => {
    expect(formatIcd10('J189')).toBe('J18.9');
    expect(formatIcd10('J1100')).toBe('J11.00');
    expect(formatIcd10('J00')).toBe('J00');
    expect(formatIcd10('I50.9')).toBe('I50.9');
  });
});
