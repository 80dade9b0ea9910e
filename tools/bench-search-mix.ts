/**
 * bench:search's data and workload: the national FY2011 file in a fresh PostgreSQL database or PGlite
 * folder, the signed-in pass holders (one per connection), and the long-tail mix the searches are drawn
 * from (seeded, so two runs send the same searches).
 *
 * The mix, in words: every priced condition in turn, each at a random point within ~30 km of a random
 * hospital (80 %); a condition without prices near a hospital (10 %); a priced condition at a random
 * point of the lower 48, rural more often than not (10 %). Points are rounded as the API rounds them, so
 * the search cache can only hit where two draws land on the same 11 m square: the bench prints the
 * share of repeated searches, the most the cache could have answered.
 *
 * BENCH_MIX=random is a mix unlike it (issue 42), so the figures do not rest on one shape of workload:
 * conditions drawn at random (not in turn), 15 % of them unpriced, and 45 % of the points anywhere in the
 * lower 48 (mostly rural, far from any hospital), the rest within ~30 km of a random hospital.
 */
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database, type DbConfig } from '@fp/db';
import { CONDITIONS } from '@fp/catalog-lists';
import { importPriceFile, loadCatalog } from '@fp/cms-import';
import { isInUnitedStates, refreshPriceSummary } from '@fp/pricing';

export interface Search {
  diagnosisId: number;
  drgs: string[];
  lat: number;
  lng: number;
  /** What makes it a cache hit when repeated (the API's search key). */
  key: string;
}

export interface Session {
  cookie: string;
  csrf: string;
}

const log = (msg: string) => process.stdout.write(`${msg}\n`);

/** A small seeded generator (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Loads the catalogue and the national file and rebuilds the precomputed ranges. */
export async function importData(db: Database, file: string): Promise<void> {
  let t = performance.now();
  await loadCatalog(db.dataSource);
  log(`  catalogue loaded in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  const s = await importPriceFile(db.dataSource, file);
  log(
    `  FY2011 imported: ${s.rowsRead} rows, ${s.providers.total} providers in ${Math.round(performance.now() - t)} ms`,
  );
  t = performance.now();
  const summarized = await refreshPriceSummary(db.dataSource);
  log(`  precomputed ranges rebuilt: ${summarized} rows in ${Math.round(performance.now() - t)} ms`);
  await db.dataSource.query('ANALYZE');
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** The mixes a bench can draw its searches from (BENCH_MIX). */
export type MixKind = 'default' | 'random';

/** BENCH_MIX: `default` (the long tail above) or `random`; anything else is refused. */
export function mixKind(value = process.env.BENCH_MIX): MixKind {
  const v = value || 'default';
  if (v !== 'default' && v !== 'random') throw new Error(`BENCH_MIX is default or random, not ${v}`);
  return v;
}

/** How each mix draws: the share of unpriced conditions and of points anywhere in the lower 48. */
const MIX_SHAPES: Record<MixKind, { unpriced: number; anywhere: number; conditionsInTurn: boolean }> = {
  default: { unpriced: 0.1, anywhere: 0.1, conditionsInTurn: true },
  random: { unpriced: 0.15, anywhere: 0.45, conditionsInTurn: false },
};

/** `count` searches of the long-tail mix (or the `kind` asked) on the data in `db`, drawn with `seed`. */
export async function longTailMix(
  db: Database,
  count: number,
  seed: number,
  kind: MixKind = 'default',
): Promise<Search[]> {
  const hospitals: { lat: number; lng: number }[] = await db.dataSource.query(
    'SELECT lat, lng FROM provider WHERE lat IS NOT NULL ORDER BY id',
  );
  const pricedIds = new Set<number>(
    (await db.dataSource.query('SELECT DISTINCT diagnosis_id FROM provider_condition_range')).map(
      (r: { diagnosis_id: number }) => Number(r.diagnosis_id),
    ),
  );
  const active = CONDITIONS.filter((c) => c.active).sort((a, b) => a.id - b.id);
  const priced = active.filter((c) => pricedIds.has(c.id));
  const unpriced = active.filter((c) => !pricedIds.has(c.id));
  log(
    `  mix: ${priced.length} priced and ${unpriced.length} unpriced conditions, ${hospitals.length} hospitals`,
  );
  const random = seeded(seed);
  const shape = MIX_SHAPES[kind];
  const out: Search[] = [];
  for (let i = 0; i < count; i++) {
    const draw = random();
    // The default mix decides both from one draw (as it always has, so its searches stay the same).
    const anywhere = kind === 'default' ? draw >= 0.9 : random() < shape.anywhere;
    const condition =
      draw < shape.unpriced && unpriced.length
        ? unpriced[Math.floor(random() * unpriced.length)]
        : shape.conditionsInTurn
          ? priced[i % priced.length]
          : priced[Math.floor(random() * priced.length)];
    let lat: number;
    let lng: number;
    if (anywhere) {
      // Anywhere in the lower 48 the API serves (not the sea, Canada or Mexico).
      do {
        lat = 25 + random() * 24;
        lng = -124 + random() * 57;
      } while (!isInUnitedStates(lat, lng));
    } else {
      const h = hospitals[Math.floor(random() * hospitals.length)];
      const r = 30 * Math.sqrt(random());
      const a = random() * 2 * Math.PI;
      lat = Number(h.lat) + (r * Math.cos(a)) / 111.2;
      lng = Number(h.lng) + (r * Math.sin(a)) / (111.2 * Math.cos((Number(h.lat) * Math.PI) / 180));
    }
    lat = round4(lat);
    lng = round4(lng);
    out.push({
      diagnosisId: condition.id,
      drgs: condition.drgs,
      lat,
      lng,
      key: `${condition.id}|${lat}|${lng}`,
    });
  }
  return out;
}

/** The share of searches that repeat an earlier one: the most a search cache could answer. */
export function repeatShare(keys: readonly string[]): number {
  const seen = new Set<string>();
  let repeats = 0;
  for (const k of keys) {
    if (seen.has(k)) repeats++;
    else seen.add(k);
  }
  return keys.length ? repeats / keys.length : 0;
}

/** One signed-in visitor with an active pass per connection: session rows made as http/session.ts stores them. */
export async function makeSessions(cfg: DbConfig, n: number): Promise<Session[]> {
  const db = await openDatabase({ ...cfg, poolSize: 2 });
  // A reused database keeps the users of earlier runs: each run has its own addresses.
  const run = randomBytes(3).toString('hex');
  try {
    const out: Session[] = [];
    for (let i = 0; i < n; i++) {
      const [u] = await db.dataSource.query(
        `INSERT INTO app_user (email, reference, pass_active) VALUES ($1, $2, true) RETURNING id`,
        [`bench${i}.${run}@example.com`, `bench${i}.${run}`],
      );
      const sid = randomBytes(32).toString('base64url');
      const csrf = randomBytes(24).toString('base64url');
      // Same hashing as apps/api/src/http/session.ts: the table stores SHA-256 of the cookie value.
      const hashed = createHash('sha256').update(sid).digest('base64url');
      await db.dataSource.query(
        `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
        [hashed, JSON.stringify({ csrf, userId: u.id }), u.id],
      );
      out.push({ cookie: `fp_sid=${sid}`, csrf });
    }
    return out;
  } finally {
    await db.close();
  }
}

/**
 * A PostgreSQL database with the catalogue and the CMS file imported (`file`), for the search benches:
 * BENCH_DATABASE names one made earlier (kept, reused as it is); otherwise a new one is made and kept.
 */
export async function benchSearchDatabase(adminUrl: string, file: string): Promise<string> {
  const url = new URL(adminUrl);
  const kept = process.env.BENCH_DATABASE;
  if (kept) {
    url.pathname = `/${kept}`;
    return url.toString();
  }
  const name = `fp_bench_search_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), statementTimeoutMs: 0, poolSize: 4 });
  try {
    await importData(db, file);
  } finally {
    await db.close();
  }
  process.stdout.write(`  made and kept database ${name} (BENCH_DATABASE=${name} reuses it)\n`);
  return url.toString();
}
