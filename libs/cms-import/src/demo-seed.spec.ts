import { CONDITIONS, DEFAULT_CONDITION_SLUG } from '@fp/catalog-lists';
import { DEFAULT_LOCATION, distanceKm } from '@fp/geo';
import { generateDemoData, seededRandom } from './demo-seed';

describe('demo data', () => {
  const data = generateDemoData();

  it('is the same on every run', () => {
    expect(generateDemoData()).toEqual(data);
    const a = seededRandom(1);
    const b = seededRandom(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('has about 40 plainly labelled hospitals, several within 75 km of Austin', () => {
    expect(data.providers.length).toBeGreaterThanOrEqual(35);
    expect(data.providers.length).toBeLessThanOrEqual(45);
    for (const p of data.providers) {
      expect(p.id).toMatch(/^DEMO\d{2}$/);
      expect(p.name).toMatch(/^Demo /);
      expect(p.zip).toMatch(/^\d{5}$/);
      expect(p.phone).toMatch(/555-01\d\d$/);
    }
    const near = data.providers.filter((p) => distanceKm(p, DEFAULT_LOCATION) <= 75);
    expect(near.length).toBeGreaterThanOrEqual(5);
  });

  it('prices the default condition and the common ones, in sensible cents', () => {
    const uri = CONDITIONS.find((c) => c.slug === DEFAULT_CONDITION_SLUG)!;
    for (const drg of uri.drgs) expect(data.drgs).toContain(drg);
    const austinUri = data.prices.filter((p) => p.providerId === 'DEMO01' && uri.drgs.includes(p.drg));
    expect(austinUri.length).toBeGreaterThan(0);
    for (const p of data.prices) {
      expect(Number.isInteger(p.totalPaymentCents)).toBe(true);
      expect(p.coveredChargeCents).toBeGreaterThan(p.totalPaymentCents);
      expect(p.medicarePaymentCents).toBeLessThan(p.totalPaymentCents);
      expect(p.discharges).toBeGreaterThanOrEqual(11);
    }
  });
});
