/**
 * A small, hand-made price data set around Austin for the integration tests of the price map. The
 * expected figures are written next to the rows, so a test can compare what the service answers with
 * what the rows give.
 */
import type { DataSource } from 'typeorm';

export const AUSTIN = { lat: 30.28, lng: -97.73 } as const;
export const DENVER = { lat: 39.74, lng: -104.99 } as const;
/** About 290 km from Austin and 360 km from Houston: beyond the 75 km radius, within the 500 km widened search. */
export const DALLAS = { lat: 32.78, lng: -96.8 } as const;

export const FIXTURE_DIAGNOSES = {
  uri: {
    id: 301,
    slug: 'upper-respiratory-infection',
    name: 'Upper Respiratory Infection',
    drgs: ['152', '153'],
  },
  pneumonia: { id: 401, slug: 'pneumonia', name: 'Pneumonia', drgs: ['193', '194', '195'] },
  /** Has a DRG nobody has a figure for. */
  unpriced: { id: 402, slug: 'unpriced-condition', name: 'Unpriced condition', drgs: ['001'] },
  /** Not offered to visitors. */
  inactive: { id: 403, slug: 'inactive-condition', name: 'Inactive condition', drgs: ['193'], active: false },
} as const;

export const FIXTURE_DATASETS = {
  fy2011: { id: '00000000-0000-4000-8000-000000002011', name: 'CMS Medicare inpatient FY2011', year: 2011 },
  dy2022: { id: '00000000-0000-4000-8000-000000002022', name: 'CMS Medicare inpatient 2022', year: 2022 },
} as const;

interface FixtureProvider {
  id: string;
  name: string;
  city: string;
  state: string;
  zip: string;
  lat: number | null;
  lng: number | null;
  phone?: string;
}

export const FIXTURE_PROVIDERS: Record<string, FixtureProvider> = {
  central: {
    id: '450001',
    name: 'Central Austin Hospital',
    city: 'AUSTIN',
    state: 'TX',
    zip: '78701',
    lat: 30.27,
    lng: -97.74,
    phone: '(512) 555-0101',
  },
  roundRock: {
    id: '450002',
    name: 'Round Rock Medical Center',
    city: 'ROUND ROCK',
    state: 'TX',
    zip: '78681',
    lat: 30.51,
    lng: -97.68,
  },
  sanAntonio: {
    id: '450003',
    name: 'San Antonio General',
    city: 'SAN ANTONIO',
    state: 'TX',
    zip: '78229',
    lat: 29.43,
    lng: -98.49,
  },
  unplaced: {
    id: '450004',
    name: 'Unplaced Hospital',
    city: 'AUSTIN',
    state: 'TX',
    zip: '78702',
    lat: null,
    lng: null,
  },
  south: {
    id: '450005',
    name: 'South Austin Clinic',
    city: 'AUSTIN',
    state: 'TX',
    zip: '78745',
    lat: 30.25,
    lng: -97.75,
  },
  houston: {
    id: '450006',
    name: 'Houston Bayou Hospital',
    city: 'HOUSTON',
    state: 'TX',
    zip: '77030',
    lat: 29.76,
    lng: -95.37,
  },
};

/** [provider key, drg, dataset, discharges, covered charges $, total payments $, Medicare payments $] */
type PriceFixture = [
  keyof typeof FIXTURE_PROVIDERS,
  string,
  keyof typeof FIXTURE_DATASETS,
  number,
  number,
  number,
  number,
];

export const FIXTURE_PRICES: PriceFixture[] = [
  ['central', '193', 'fy2011', 20, 40_000, 10_000, 8_500],
  ['central', '194', 'fy2011', 60, 25_000, 6_000, 5_000],
  ['roundRock', '195', 'fy2011', 15, 18_000, 5_000, 4_200],
  ['sanAntonio', '193', 'fy2011', 30, 38_000, 9_000, 7_700],
  ['unplaced', '193', 'fy2011', 12, 30_000, 7_000, 6_000],
  ['south', '152', 'fy2011', 11, 9_000, 3_000, 2_500],
  ['south', '152', 'dy2022', 14, 12_000, 4_000, 3_300],
  ['houston', '153', 'fy2011', 25, 8_000, 2_500.55, 2_000],
];

/** What the rows above give for pneumonia near Austin (see libs/domain/src/price-map/prices.ts for the rule). */
export const EXPECTED_PNEUMONIA_AUSTIN = [
  // lowest 6,000, highest 10,000, average (10,000·20 + 6,000·60) / 80 = 7,000
  {
    id: '450001',
    lowestCents: 600_000,
    highestCents: 1_000_000,
    averageCents: 700_000,
    amount: 2,
    singleValue: false,
  },
  // one figure: 5,000 ± 15 %
  {
    id: '450002',
    lowestCents: 425_000,
    highestCents: 575_000,
    averageCents: 500_000,
    amount: 1,
    singleValue: true,
  },
];

export async function insertFixtures(db: DataSource): Promise<void> {
  const codes = new Set<string>();
  for (const d of Object.values(FIXTURE_DIAGNOSES)) for (const c of d.drgs) codes.add(c);
  for (const drg of codes) {
    await db.query(
      `INSERT INTO code (drg, title, type) VALUES ($1, $2, 'medical') ON CONFLICT (drg) DO NOTHING`,
      [drg, `TEST DRG ${drg}`],
    );
  }
  for (const d of Object.values(FIXTURE_DIAGNOSES)) {
    await db.query(
      `INSERT INTO diagnosis (id, slug, name, active, common) VALUES ($1, $2, $3, $4, true) ON CONFLICT (id) DO NOTHING`,
      [d.id, d.slug, d.name, 'active' in d ? d.active : true],
    );
    for (const drg of d.drgs)
      await db.query(
        `INSERT INTO diagnosis_code (diagnosis_id, drg) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [d.id, drg],
      );
  }
  for (const ds of Object.values(FIXTURE_DATASETS)) {
    await db.query(
      `INSERT INTO dataset (id, source, name, year, file_name, checksum, rows_read, rows_imported)
       VALUES ($1, 'cms-medicare-inpatient', $2, $3, $4, $5, 0, 0)`,
      [ds.id, ds.name, ds.year, `fixture-${ds.year}.csv`, `fixture-${ds.year}`],
    );
  }
  for (const p of Object.values(FIXTURE_PROVIDERS)) {
    await db.query(
      `INSERT INTO provider (id, name, address, city, state, zip, phone, lat, lng) VALUES ($1, $2, '1 Main St', $3, $4, $5, $6, $7, $8)`,
      [p.id, p.name, p.city, p.state, p.zip, p.phone ?? null, p.lat, p.lng],
    );
  }
  for (const [key, drg, dataset, discharges, charges, total, medicare] of FIXTURE_PRICES) {
    const ds = FIXTURE_DATASETS[dataset];
    await db.query(
      `INSERT INTO price (dataset_id, source, year, provider_id, drg, discharges, avg_covered_charge_cents,
         avg_total_payment_cents, avg_medicare_payment_cents)
       VALUES ($1, 'cms-medicare-inpatient', $2, $3, $4, $5, $6, $7, $8)`,
      [
        ds.id,
        ds.year,
        FIXTURE_PROVIDERS[key].id,
        drg,
        discharges,
        Math.round(charges * 100),
        Math.round(total * 100),
        Math.round(medicare * 100),
      ],
    );
  }
}
