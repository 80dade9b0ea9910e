/**
 * REST shim for the price map (spec part 1 §7): the provider search, the provider detail and the geo
 * session, answered by the same services as GraphQL, with the same access rules. Field names follow the
 * older site where the spec names them (count, hits, lowest, highest, avg, amount, location.lon,
 * search_count).
 *
 * POST /crud/search/provider/{amount}/{page}  body: { diagnosis | diagnosisId | diagnosisSlug,
 *   lat, lng | location: {lat, lon} | geo: { distance: '75km', value: 'lat,lng' } }
 *   → { count, hits, widened, access, search_count, diagnosis }. {amount} is the page size (1-1000),
 *   {page} is 1-based (0 is read as 1).
 * GET  /crud/get/provider/{id}?diagnosis={id}  → the detail popup (with the hospital directory's web site,
 *   type, ownership, star rating and location source); counts one search, so (although a
 *   GET) it needs the session's x-csrf-token like the search; the only answer carrying per-DRG figures.
 * GET  /crud/getSession/geo, POST /crud/setSession/geo  → the geo session.
 * GET  /crud/conditions/coverage  → the active conditions with how many hospitals have prices for each
 *   ({ count, covered_conditions, hits: [{ id, text, slug, common, priced_hospitals, has_prices,
 *   no_figures_reason }] }).
 * A search that finds nothing answers `unavailable` (why, the nearest priced hospital, related conditions)
 * and is not counted (`counted: false`); a point outside the US is a 400.
 */
import { Router, type Request } from 'express';
import { noMedicareFiguresReason } from '@fp/catalog-lists';
import { badInput, notFound, type AccessDecision } from '@fp/domain';
import type { DrgFigureView, GeoSessionView, PriceRangeView, ProviderView, SearchInput } from '@fp/pricing';
import type { HospitalFacts } from '@fp/hospitals';
import type { Services } from '../services';
import { requireCsrfHeader } from '../http/csrf';

/** The session and the client's address (req.ip honours TRUST_PROXY), which the allowance counts on. */
const viewer = (req: Request) => ({ session: req.session, address: req.ip ?? null });

function pathInt(raw: string | undefined, what: string, min: number, max: number): number {
  if (raw === undefined || !/^\d{1,7}$/.test(raw)) throw badInput(`${what} must be a whole number.`);
  const n = Number(raw);
  if (n < min || n > max) throw badInput(`${what} must be from ${min} to ${max}.`);
  return n;
}

type Body = Record<string, unknown>;

const asNumber = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined;

/** Reads the search from the body forms the older and newer clients send. */
function searchFromBody(body: Body, amount: number, page: number): SearchInput {
  const dx = body.diagnosis;
  const dxId =
    asNumber(body.diagnosisId) ?? (dx && typeof dx === 'object' ? asNumber((dx as Body).id) : asNumber(dx));
  const loc = (body.location && typeof body.location === 'object' ? body.location : {}) as Body;
  const geo = (body.geo && typeof body.geo === 'object' ? body.geo : {}) as Body;
  const [geoLat, geoLng] =
    typeof geo.value === 'string' ? geo.value.split(',').map((s) => Number(s.trim())) : [];
  const distance =
    typeof geo.distance === 'string' ? /^(\d+(?:\.\d+)?)\s*km$/i.exec(geo.distance.trim()) : null;
  if (typeof geo.distance === 'string' && !distance) throw badInput('distance must read like "75km".');
  return {
    diagnosisId: dxId,
    diagnosisSlug: typeof body.diagnosisSlug === 'string' ? body.diagnosisSlug : undefined,
    lat: (asNumber(body.lat) ?? asNumber(loc.lat) ?? geoLat) as number,
    lng: (asNumber(body.lng) ?? asNumber(loc.lon) ?? asNumber(loc.lng) ?? geoLng) as number,
    radiusKm: asNumber(body.radiusKm) ?? (distance ? Number(distance[1]) : undefined),
    limit: amount,
    page: Math.max(1, page),
  };
}

const sourceJson = (s: PriceRangeView['source']) => ({
  dataset_id: s.datasetId,
  name: s.name,
  year: s.year,
  is_demo: s.isDemo,
});

const figureJson = (f: DrgFigureView) => ({
  drg: f.drg.drg,
  title: f.drg.title,
  year: f.year,
  discharges: f.discharges,
  avg_covered_charge_cents: f.averageCoveredChargeCents,
  avg_total_payment_cents: f.averageTotalPaymentCents,
  avg_medicare_payment_cents: f.averageMedicarePaymentCents,
  source: sourceJson(f.source),
  // An adjustment with the CPI-U medical care index, not a published price (null: no CPI value).
  current_dollars: f.currentDollars && {
    avg_covered_charge_cents: f.currentDollars.averageCoveredChargeCents,
    avg_total_payment_cents: f.currentDollars.averageTotalPaymentCents,
    avg_medicare_payment_cents: f.currentDollars.averageMedicarePaymentCents,
    cpi_year: f.currentDollars.cpiYear,
    from_year: f.currentDollars.fromYear,
    label: f.currentDollars.label,
  },
});

/** A provider as the older site's list read it: prices in cents, location with lon. */
export function providerJson(p: ProviderView) {
  const r = p.priceRange;
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    phone: p.phone,
    location: p.location ? { lat: p.location.lat, lon: p.location.lng } : null,
    distance_km: p.distanceKm,
    is_demo: p.isDemo,
    lowest: r?.lowestCents ?? null,
    highest: r?.highestCents ?? null,
    avg: r?.averageCents ?? null,
    amount: r?.amount ?? 0,
    single_value: r?.singleValue ?? false,
    source: r ? sourceJson(r.source) : null,
    year: r?.year ?? null,
    oldest_year: r?.oldestYear ?? null,
    // The range in current dollars: an adjustment with the CPI-U medical care index, not a published price.
    current_dollars: r?.currentDollars
      ? {
          lowest: r.currentDollars.lowestCents,
          highest: r.currentDollars.highestCents,
          avg: r.currentDollars.averageCents,
          cpi_year: r.currentDollars.cpiYear,
          from_year: r.currentDollars.fromYear,
          from_years: r.currentDollars.fromYears,
          label: r.currentDollars.label,
        }
      : null,
    // The published figures per data year (never one year's label on another year's figure).
    by_year: (r?.byYear ?? []).map((y) => ({
      year: y.year,
      lowest: y.lowestCents,
      highest: y.highestCents,
      avg: y.averageCents,
      amount: y.amount,
      source: sourceJson(y.source),
    })),
    prices: p.prices.map(figureJson),
  };
}

/** The hospital directory's facts, as the GraphQL Provider's fields of the same names carry them. */
export const hospitalFactsJson = (f: HospitalFacts | null) => ({
  website: f?.website ?? null,
  hospital_type: f?.hospitalType ?? null,
  ownership: f?.ownership ?? null,
  emergency_services: f?.emergencyServices ?? null,
  star_rating: f?.starRating
    ? { value: f.starRating.value, source: f.starRating.source, as_of: f.starRating.asOf }
    : null,
  birthing_friendly: f?.birthingFriendly ?? null,
  beds: f?.beds ?? null,
  location_source: f?.locationSource ?? null,
});

const accessJson = (a: AccessDecision) => ({
  list_prices: a.listPrices,
  detail_prices: a.detailPrices,
  prompt: a.prompt,
});

const geoJson = (g: GeoSessionView) => ({
  city: g.city,
  state: g.state,
  zip: g.zip,
  lat: g.lat,
  lng: g.lng,
  address: g.address,
  diagnosis: g.diagnosis,
  search_count: g.searchCount,
});

export function pricingRouter(services: Services): Router {
  const router = Router();

  router.post('/crud/search/provider/:amount/:page', async (req, res) => {
    const amount = pathInt(req.params.amount, 'amount', 1, 1000);
    const page = pathInt(req.params.page, 'page', 0, 1000);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Body;
    const r = await services.pricing.search(viewer(req), searchFromBody(body, amount, page));
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      count: r.count,
      hits: r.hits.map(providerJson),
      widened: r.widened,
      counted: r.counted,
      unavailable: r.unavailable && {
        reason: r.unavailable.reason,
        message: r.unavailable.message,
        covered_conditions: r.unavailable.coveredConditions,
        nearest: r.unavailable.nearest && providerJson(r.unavailable.nearest),
        related: r.unavailable.related.map((d) => ({ id: d.id, text: d.name, slug: d.slug })),
      },
      access: accessJson(r.access),
      search_count: r.searchCount,
      diagnosis: r.diagnosis && { id: r.diagnosis.id, text: r.diagnosis.name, slug: r.diagnosis.slug },
    });
  });

  router.get('/crud/get/provider/:id', requireCsrfHeader, async (req, res) => {
    const raw = typeof req.query.diagnosis === 'string' ? req.query.diagnosis : undefined;
    const diagnosisId = raw === undefined || raw === '' ? null : pathInt(raw, 'diagnosis', 1, 2_147_483_647);
    const r = await services.pricing.detail(viewer(req), String(req.params.id), diagnosisId);
    if (!r) throw notFound('The provider');
    const [facts] = await services.hospitals.facts([r.provider.id]);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      provider: { ...providerJson(r.provider), ...hospitalFactsJson(facts ?? null) },
      diagnosis: r.diagnosis && { id: r.diagnosis.id, text: r.diagnosis.name, slug: r.diagnosis.slug },
      access: accessJson(r.access),
      estimate: r.estimate && {
        patient_share: r.estimate.patientShareCents,
        insurance_share: r.estimate.insuranceShareCents,
        insurance_display: {
          min: r.estimate.insuranceDisplay.minCents,
          avg: r.estimate.insuranceDisplay.averageCents,
          max: r.estimate.insuranceDisplay.maxCents,
        },
      },
      search_count: r.searchCount,
    });
  });

  // The condition picker's data: every active condition and how many hospitals have prices for it.
  router.get('/crud/conditions/coverage', async (_req, res) => {
    const list = await services.pricing.conditionCoverage();
    res.json({
      count: list.length,
      covered_conditions: list.filter((c) => c.pricedHospitals > 0).length,
      hits: list.map((c) => ({
        id: c.diagnosis.id,
        text: c.diagnosis.name,
        slug: c.diagnosis.slug,
        common: c.diagnosis.common,
        priced_hospitals: c.pricedHospitals,
        has_prices: c.pricedHospitals > 0,
        // Why there are no Medicare figures (the catalogue's sentence, as GraphQL noFiguresReason).
        no_figures_reason: c.pricedHospitals > 0 ? null : noMedicareFiguresReason(c.diagnosis),
      })),
    });
  });

  router.get('/crud/getSession/geo', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(geoJson(await services.geo.read(viewer(req))));
  });

  router.post('/crud/setSession/geo', async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Body;
    const dx = body.diagnosis;
    const diagnosis =
      dx === null
        ? null
        : dx && typeof dx === 'object'
          ? { id: String((dx as Body).id ?? ''), text: String((dx as Body).text ?? '') }
          : undefined;
    const text = (v: unknown) => (v === undefined || v === null ? (v as null | undefined) : String(v));
    const saved = await services.geo.save(viewer(req), {
      city: text(body.city),
      state: text(body.state),
      zip: text(body.zip),
      address: text(body.address),
      lat: asNumber(body.lat),
      lng: asNumber(body.lng),
      diagnosis,
    });
    res.json(geoJson(saved));
  });

  return router;
}
