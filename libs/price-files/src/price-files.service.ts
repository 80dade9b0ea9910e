/**
 * The price-file side of the API: procedures searchable by code or name at hospitals near a point, a
 * hospital's price-file prices for a code or a list of DRGs, what a file publishes for a bill's codes,
 * and summaries for the map's list. Each item carries the viewer's estimate, priced with the plan
 * @fp/insurance holds for the session's user.
 */
import { badInput, visitEstimate } from '@fp/domain';
import { InsuranceService, type InsurancePlan } from '@fp/insurance';
import type { DataSource } from 'typeorm';
import { readItems, type FileItem } from './items';
import { priceFileCoverage } from './coverage';
import { searchProcedures } from './procedure-search';
import {
  sourceView,
  type BillPricesView,
  type EstimateView,
  type HospitalPricesView,
  type PriceFileCoverageView,
  type PriceFileItemView,
  type PriceFileSummaryView,
  type PriceFileViewer,
  type ProcedureSearchInput,
  type ProcedureSearchView,
  type SourceRow,
} from './views';

const DRG_TYPES = ['MS-DRG', 'APR-DRG', 'DRG'];

/** What a stay at one negotiated rate costs by the plan, its copay counted once (the stay is one visit). */
function stayEstimateCents(negotiatedCents: number, plan: InsurancePlan): number | null {
  const e = visitEstimate([negotiatedCents], plan);
  return e.kind === 'estimate' ? e.patientCents : null;
}

/** DRGs are published with and without leading zeros ("470", "0470"): every spelling of each. */
const drgSpellings = (drgs: string[]) => drgs.flatMap((d) => [d, d.padStart(3, '0'), d.padStart(4, '0')]);
const trimDrg = (d: string) => d.trim().replace(/^0+(?=\d)/, '');

/** The file's item for a code, the preferred care setting first, then the earliest line. */
function pick(list: FileItem[], match: (it: FileItem) => boolean, order: (string | null)[]) {
  const rank = (it: PriceFileItemView) => {
    const i = order.indexOf(it.setting);
    return i < 0 ? order.length : i;
  };
  return list.filter(match).sort((a, b) => rank(a) - rank(b) || a.line - b.line)[0];
}

export class PriceFilesService {
  constructor(
    private readonly db: DataSource,
    private readonly insurance = new InsuranceService(db),
  ) {}

  /**
   * A hospital's price-file prices for one code (any code type: CPT, HCPCS, MS-DRG, ...) or a list of
   * DRGs (MS-DRG or APR-DRG). Null when the hospital has no price file.
   */
  async hospitalPrices(
    viewer: PriceFileViewer,
    providerId: string,
    filter: { code?: string | null; drgs?: string[] | null },
  ): Promise<HospitalPricesView | null> {
    const code = filter.code?.trim().toUpperCase();
    const drgs = (filter.drgs ?? []).map(trimDrg).filter(Boolean);
    if (!code && drgs.length === 0) throw badInput('Give a code or a list of DRGs.');
    if (drgs.length > 50) throw badInput('At most 50 DRGs at a time.');
    const files: (SourceRow & { id: string; name: string; city: string; state: string })[] =
      await this.db.query(
        `SELECT f.id, p.name, p.city, p.state, f.file_name, f.last_updated_on, f.version, f.format
           FROM hpt_file f JOIN provider p ON p.id = f.provider_id WHERE f.provider_id = $1`,
        [providerId],
      );
    if (files.length === 0) return null;
    const f = files[0];
    const codes = code ? [code] : drgSpellings(drgs);
    const items = await readItems(this.db, await this.plan(viewer), [f.id], codes, code ? null : DRG_TYPES);
    return { providerId, name: f.name, city: f.city, state: f.state, source: sourceView(f), items };
  }

  /**
   * What a hospital's price file publishes for a bill's codes: for each CPT/HCPCS code one item (the
   * outpatient setting first, then both, then any), for the MS-DRG one item (inpatient first), each with
   * the viewer's plan rate as its estimate. Null when the hospital has no price file.
   */
  async billPrices(
    viewer: PriceFileViewer,
    providerId: string,
    codes: readonly string[],
    drg: string | null,
  ): Promise<BillPricesView | null> {
    const files: (SourceRow & { id: string })[] = await this.db.query(
      `SELECT f.id, f.file_name, f.last_updated_on, f.version, f.format FROM hpt_file f WHERE f.provider_id = $1
          ORDER BY f.imported_at DESC LIMIT 1`,
      [providerId],
    );
    const f = files[0];
    if (!f) return null;
    const wanted = codes.slice(0, 50).map((c) => c.trim().toUpperCase());
    const d = drg?.replace(/^0+(?=\d)/, '') ?? null;
    const drgCodes = d ? drgSpellings([d]) : [];
    const plan = await this.plan(viewer);
    const [outpatient, inpatient] = await Promise.all([
      wanted.length ? readItems(this.db, plan, [f.id], wanted, ['CPT', 'HCPCS']) : [],
      drgCodes.length ? readItems(this.db, plan, [f.id], drgCodes, ['MS-DRG']) : [],
    ]);
    const items: { code: string; item: PriceFileItemView }[] = [];
    for (const code of wanted) {
      const item = pick(outpatient, (it) => it.codes.some((c) => c.code === code), [
        'outpatient',
        'both',
        null,
      ]);
      if (item) items.push({ code, item });
    }
    if (d) {
      const item = pick(inpatient, (it) => it.codes.some((c) => drgCodes.includes(c.code)), [
        'inpatient',
        'both',
        null,
      ]);
      if (item) items.push({ code: drg!, item });
    }
    return { source: sourceView(f), plan: plan && (await this.insurance.view(plan)), items };
  }

  /**
   * Price-file summaries of many hospitals for one list of DRGs, in two queries whatever their number
   * (the map's list asks for every hit at once, through a per-request DataLoader). Hospitals without a
   * price file, or whose file publishes none of the DRGs, are absent from the answer.
   */
  async priceFileSummaries(
    viewer: PriceFileViewer,
    providerIds: readonly string[],
    drgs: readonly string[],
  ): Promise<Map<string, PriceFileSummaryView>> {
    const out = new Map<string, PriceFileSummaryView>();
    const clean = drgs.map(trimDrg).filter(Boolean);
    if (providerIds.length === 0 || clean.length === 0) return out;
    const files: (SourceRow & { id: string; provider_id: string })[] = await this.db.query(
      `SELECT id, provider_id, file_name, last_updated_on, version, format FROM hpt_file WHERE provider_id = ANY($1::text[])`,
      [[...providerIds]],
    );
    if (files.length === 0) return out;
    const plan = await this.plan(viewer);
    const fileIds = files.map((f) => f.id);
    const items = await readItems(this.db, plan, fileIds, drgSpellings(clean), DRG_TYPES);
    for (const f of files) {
      const mine = items.filter((i) => i.fileId === f.id);
      if (mine.length === 0) continue;
      const cash = mine.map((i) => i.cashCents).filter((c): c is number => c !== null);
      const best = mine
        .map((i) => i.estimate)
        .filter((e): e is Extract<EstimateView, { kind: 'estimate' }> => e.kind === 'estimate')
        .sort((a, b) => a.negotiatedCents - b.negotiatedCents)[0];
      out.set(f.provider_id, {
        providerId: f.provider_id,
        source: sourceView(f),
        itemCount: mine.length,
        cashCents: cash.length > 0 ? Math.min(...cash) : null,
        myInsurerCents: best?.negotiatedCents ?? null,
        // A DRG is a whole stay, one visit: its copay is counted once, here.
        myEstimateCents: best && plan ? stayEstimateCents(best.negotiatedCents, plan) : null,
        hasPlan: plan !== null,
      });
    }
    return out;
  }

  /** Hospitals near a point whose price file publishes the procedure (procedure-search.ts), nearest first. */
  searchProcedures(viewer: PriceFileViewer, input: ProcedureSearchInput): Promise<ProcedureSearchView> {
    return searchProcedures(this.db, () => this.plan(viewer), input);
  }

  /** Which hospitals' price files are loaded (count, states, dates): public, no viewer. */
  coverage(): Promise<PriceFileCoverageView> {
    return priceFileCoverage(this.db);
  }

  /** The viewer's plan; none for a visitor. */
  private plan(viewer: PriceFileViewer): Promise<InsurancePlan | null> {
    return viewer.userId ? this.insurance.plan(viewer.userId) : Promise.resolve(null);
  }
}
