import { checkBill, type HospitalFigure } from '@fp/domain';
import { toFigure, type FigureRow } from './bill-check-figures';

const row = (providerId: string, distM: number, payCents: number): FigureRow => ({
  providerId,
  providerName: providerId,
  drg: '291',
  year: 2011,
  discharges: 20,
  avgCoveredChargeCents: 4_000_000,
  avgTotalPaymentCents: payCents,
  avgMedicarePaymentCents: payCents,
  state: 'IL',
  distM,
});

describe('issue 40, fault 3: one distance rule on unrounded distances', () => {
  it('keeps a hospital 74.998 km away under 75 km', () => {
    expect(toFigure(row('100232', 74_998, 1)).distanceKm).toBeLessThan(75);
  });

  it('the rank, the count and the list agree at the edge (74.95–75.00 km)', () => {
    const own: HospitalFigure = { ...toFigure(row('100088', 0, 1_000_000)) };
    const nearby = [
      toFigure(row('100001', 10_000, 800_000)),
      toFigure(row('100002', 20_000, 900_000)),
      toFigure(row('100003', 30_000, 1_100_000)),
      toFigure(row('100232', 74_998, 700_000)),
      own,
    ];
    const r = checkBill({
      billedCents: 4_000_000,
      paidCents: null,
      drg: '291',
      providerId: '100088',
      figure: own,
      nearby,
      serviceYear: 2011,
      payer: 'MEDICARE',
      nonprofit: null,
      cashPrice: null,
    });
    expect(r.nearbyCount).toBe(4);
    // 3 of the 4 others (60 of 80 stays) are paid less: 75.0, not 66.7 without the one at 74.998 km.
    expect(r.percentile).toBe(75);
    expect(r.cheapest.map((h) => h.providerId)).toContain('100232');
  });
});
