/**
 * Demo price data, so the site works offline on a fresh machine: about 40 made-up hospitals around
 * ten large US cities (several near Austin, the default location) with generated prices for the DRGs of
 * the common conditions. Loaded only when the database holds no prices at all; the first real import
 * removes it (see removeDemoData). Everything is marked: dataset and providers have is_demo = true, the
 * dataset is named "Demo data (generated, not real prices)", provider names start with "Demo" and
 * their phone numbers are 555-01xx fiction numbers.
 *
 * Deterministic: a seeded PRNG, so every machine gets the same demo figures.
 */
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CONDITIONS, DEFAULT_CONDITION_SLUG, complicationLevel, drgInfo } from '@fp/catalog-lists';
import { zipLocation } from '@fp/geo';
import { catalogSnapshot, loadCatalog } from './catalog-loader';
import { PRICE_WRITE_LOCK_ID } from './price-import-summary';
import { noStatementTimeoutInTransaction } from './bulk';

export const DEMO_SOURCE = 'demo';
export const DEMO_DATASET_NAME = 'Demo data (generated, not real prices)';
/** The year the demo figures pretend to be from. */
export const DEMO_YEAR = 2023;

interface DemoCity {
  city: string;
  state: string;
  areaCode: string;
  /** Price level against the national average. */
  costIndex: number;
  /** ZIPs of the demo hospitals (each gives one hospital at its centroid, nudged). */
  zips: string[];
}

/* Austin first and largest: the map opens there and must show several hospitals within 75 km. */
const DEMO_CITIES: DemoCity[] = [
  {
    city: 'Austin',
    state: 'TX',
    areaCode: '512',
    costIndex: 1.0,
    zips: ['78701', '78705', '78745', '78758', '78731', '78664', '78626', '78666'],
  },
  {
    city: 'Houston',
    state: 'TX',
    areaCode: '713',
    costIndex: 1.02,
    zips: ['77030', '77002', '77024', '77598', '77074'],
  },
  {
    city: 'Dallas',
    state: 'TX',
    areaCode: '214',
    costIndex: 1.03,
    zips: ['75246', '75235', '75390', '75061'],
  },
  { city: 'San Antonio', state: 'TX', areaCode: '210', costIndex: 0.95, zips: ['78229', '78205', '78223'] },
  {
    city: 'New York',
    state: 'NY',
    areaCode: '212',
    costIndex: 1.38,
    zips: ['10016', '10032', '11215', '10467'],
  },
  { city: 'Chicago', state: 'IL', areaCode: '312', costIndex: 1.15, zips: ['60611', '60612', '60637'] },
  { city: 'Los Angeles', state: 'CA', areaCode: '213', costIndex: 1.32, zips: ['90033', '90048', '90095'] },
  { city: 'Atlanta', state: 'GA', areaCode: '404', costIndex: 0.98, zips: ['30308', '30322', '30342'] },
  { city: 'Denver', state: 'CO', areaCode: '303', costIndex: 1.08, zips: ['80204', '80218', '80045'] },
  {
    city: 'Seattle',
    state: 'WA',
    areaCode: '206',
    costIndex: 1.25,
    zips: ['98104', '98122', '98195', '98133'],
  },
];

const NAME_PARTS = {
  first: [
    'Riverside',
    'Hillcrest',
    'Lakeview',
    'Oak Grove',
    'Cedar Park',
    'Summit',
    'Bluebonnet',
    'Parkside',
    'Northgate',
    'Sunrise',
    'Willow Creek',
    'Harbor',
    'Meadowbrook',
    'Pinecrest',
    'Stonebridge',
  ],
  last: [
    'Medical Center',
    'General Hospital',
    'Regional Hospital',
    'Community Hospital',
    'Health Center',
    'Memorial Hospital',
  ],
};

/** Small, fast, seedable PRNG (mulberry32); values in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoProvider {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  lat: number;
  lng: number;
}

export interface DemoPrice {
  providerId: string;
  drg: string;
  discharges: number;
  coveredChargeCents: number;
  totalPaymentCents: number;
  medicarePaymentCents: number;
}

export interface DemoData {
  providers: DemoProvider[];
  prices: DemoPrice[];
  drgs: string[];
}

/** DRGs the demo covers: those of the common conditions and of the default condition. */
export function demoDrgs(): string[] {
  const known = new Set(catalogSnapshot().rows.codes.map((c) => c.drg));
  const drgs = new Set<string>();
  for (const c of CONDITIONS) {
    if (!c.active) continue;
    if (c.common || c.slug === DEFAULT_CONDITION_SLUG) for (const d of c.drgs) if (known.has(d)) drgs.add(d);
  }
  return [...drgs].sort();
}

/** The generated demo hospitals and prices (pure; the same on every call). */
export function generateDemoData(): DemoData {
  const random = seededRandom(20_240_611);
  const providers: DemoProvider[] = [];
  let n = 0;
  for (const city of DEMO_CITIES) {
    for (const zip of city.zips) {
      n++;
      const where = zipLocation(zip);
      // Every listed ZIP is in the bundled gazetteer; the fallback keeps the seed working regardless.
      const lat = (where?.lat ?? 30.28) + (random() - 0.5) * 0.01;
      const lng = (where?.lng ?? -97.73) + (random() - 0.5) * 0.01;
      const first = NAME_PARTS.first[(n * 7) % NAME_PARTS.first.length];
      const last = NAME_PARTS.last[(n * 5) % NAME_PARTS.last.length];
      providers.push({
        id: `DEMO${String(n).padStart(2, '0')}`,
        name: `Demo ${first} ${last}`,
        address: `${100 + n * 10} Sample Avenue`,
        city: where?.city ?? city.city,
        state: city.state,
        zip,
        phone: `(${city.areaCode}) 555-01${String(n).padStart(2, '0')}`,
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
      });
    }
  }

  const drgs = demoDrgs();
  const titles = new Map(catalogSnapshot().rows.codes.map((c) => [c.drg, c.title ?? '']));
  const prices: DemoPrice[] = [];
  const cityOf = new Map<string, DemoCity>();
  for (const city of DEMO_CITIES) for (const zip of city.zips) cityOf.set(zip, city);
  for (const provider of providers) {
    const city = cityOf.get(provider.zip);
    const hospitalFactor = (city?.costIndex ?? 1) * (0.8 + random() * 0.5);
    const chargeMarkup = 2.2 + random() * 3;
    for (const drg of drgs) {
      // Most hospitals treat most conditions; a few gaps make the demo look like real data.
      if (random() < 0.08) continue;
      const info = drgInfo(drg);
      const level = complicationLevel(titles.get(drg) ?? '');
      const severity = level === 'mcc' ? 1.7 : level === 'cc' || level === 'cc_mcc' ? 1.2 : 1;
      const weight = (info?.type === 'surgical' ? 2.4 : 1) * severity * (0.7 + hashUnit(drg) * 0.9);
      const total = Math.round(6500 * weight * hospitalFactor * (0.9 + random() * 0.2) * 100);
      prices.push({
        providerId: provider.id,
        drg,
        discharges: 11 + Math.floor(random() * 150),
        totalPaymentCents: total,
        coveredChargeCents: Math.round(total * chargeMarkup * (0.9 + random() * 0.2)),
        medicarePaymentCents: Math.round(total * (0.82 + random() * 0.1)),
      });
    }
  }
  return { providers, prices, drgs };
}

/** A stable number in [0, 1) for a string. */
function hashUnit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 4294967296;
}

export interface DemoSeedResult {
  seeded: boolean;
  /** Why nothing was written, when seeded is false. */
  reason?: string;
  datasetId?: string;
  providers: number;
  prices: number;
}

/** True when any price (real or demo) is in the database. */
export async function hasPriceData(db: DataSource): Promise<boolean> {
  const rows: { found: boolean }[] = await db.query(`SELECT EXISTS (SELECT 1 FROM price) AS found`);
  return rows[0]?.found === true;
}

/**
 * Loads the demo dataset when the database holds no prices (it never mixes demo and real figures).
 * Loads the catalogue first if needed, since demo prices point at its codes.
 */
export async function seedDemoData(db: DataSource): Promise<DemoSeedResult> {
  if (await hasPriceData(db))
    return { seeded: false, reason: 'the database already holds prices', providers: 0, prices: 0 };
  await loadCatalog(db);
  const data = generateDemoData();
  const checksum = createHash('sha256').update(JSON.stringify(data)).digest('hex');

  return db.transaction(async (m) => {
    await noStatementTimeoutInTransaction(m);
    // Re-checked under the lock: two servers starting on one empty database seed once.
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [PRICE_WRITE_LOCK_ID]);
    const again: { found: boolean }[] = await m.query(`SELECT EXISTS (SELECT 1 FROM price) AS found`);
    if (again[0]?.found)
      return { seeded: false, reason: 'the database already holds prices', providers: 0, prices: 0 };

    await m.query(`DELETE FROM dataset WHERE is_demo`);
    const created: { id: string }[] = await m.query(
      `INSERT INTO dataset (source, name, year, file_name, checksum, rows_read, rows_imported, rows_skipped, is_demo)
       VALUES ($1, $2, $3, 'generated by the demo seed', $4, $5, $5, 0, true) RETURNING id`,
      [DEMO_SOURCE, DEMO_DATASET_NAME, DEMO_YEAR, checksum, data.prices.length],
    );
    const datasetId = created[0].id;
    await m.query(
      `INSERT INTO provider AS p (id, name, address, city, state, zip, phone, lat, lng, location_precision, is_demo)
       SELECT id, name, address, city, state, zip, phone, lat, lng, 'address', true
       FROM json_to_recordset($1::json) AS x(id text, name text, address text, city text, state text, zip text,
         phone text, lat double precision, lng double precision)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, address = EXCLUDED.address, city = EXCLUDED.city,
         state = EXCLUDED.state, zip = EXCLUDED.zip, phone = EXCLUDED.phone, lat = EXCLUDED.lat,
         lng = EXCLUDED.lng, location_precision = EXCLUDED.location_precision, is_demo = true, updated_at = now()`,
      [JSON.stringify(data.providers)],
    );
    await m.query(
      `INSERT INTO price (dataset_id, source, year, provider_id, drg, discharges, avg_covered_charge_cents,
         avg_total_payment_cents, avg_medicare_payment_cents)
       SELECT $2, $3, $4, p, d, n, a, b, m FROM json_to_recordset($1::json)
         AS x(p text, d text, n integer, a bigint, b bigint, m bigint)
       ON CONFLICT ON CONSTRAINT uq_price_source_year_provider_drg DO NOTHING`,
      [
        JSON.stringify(
          data.prices.map((p) => ({
            p: p.providerId,
            d: p.drg,
            n: p.discharges,
            a: p.coveredChargeCents,
            b: p.totalPaymentCents,
            m: p.medicarePaymentCents,
          })),
        ),
        datasetId,
        DEMO_SOURCE,
        DEMO_YEAR,
      ],
    );
    return { seeded: true, datasetId, providers: data.providers.length, prices: data.prices.length };
  });
}
