import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Session } from '../http/session';
import DataLoader from 'dataloader';
import type { HospitalFacts } from '@fp/hospitals';
import type { PriceRangeView } from '@fp/pricing';
import { createRecordLoaders, type RecordLoaders } from '@fp/records';
import { createCatalogLoaders, type CatalogLoaders } from '@fp/catalog-db';
import type { Locale } from '@fp/i18n';
import { requestLanguage } from '../http/page-language';

/** Per-request GraphQL context. DataLoaders are created here, per request, for the signed-in owner. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  services: Services;
  config: AppConfig;
  session: Session;
  log: Logger;
  requestId: string;
  /**
   * The page's language (http/page-language.ts requestLanguage: `?lang=`, the `fp_lang` cookie, then
   * Accept-Language): what sentences the API writes (the bill check's, the assistance answer's, error
   * messages) are written in. Read on first use.
   */
  readonly language: Locale;
  /**
   * The request may not spend the free allowance: a server-rendered first view that is not a same-site
   * navigation the user made (http/first-view.ts firstViewMayCount). The pricing resolvers then only look.
   */
  look: boolean;
  /** Batching loaders for this request only (events, bills, files, providers of the session's owner). */
  loaders: RecordLoaders & {
    /**
     * A provider's price range for a condition ("providerId:diagnosisId"): the pairs a list asks for are
     * answered together by the pricing service's providerRanges (one access check, one query for the
     * pairs it has not cached), so a page of events costs the same whatever its length.
     */
    priceRange: DataLoader<string, PriceRangeView | null>;
    /**
     * Hospitals with prices near a point for a condition ("diagnosisId|lat|lng"): the conditions a picker
     * lists are counted together, one query per point.
     */
    pricedNear: DataLoader<string, number>;
    /** The catalogue's nested fields (systems, categories, conditions, codes), batched per request. */
    catalog: CatalogLoaders;
    /** A provider's directory facts (web site, type, rating…) by provider id; public data. */
    hospitalFacts: DataLoader<string, HospitalFacts | null>;
  };
}

type Loaders = GraphQLContext['loaders'];

/**
 * A request's loaders, each made on first use: most requests use none or one of the sixteen (the map's
 * search uses none), and making them all cost every request its closures, caches and their collection.
 * The record loaders are scoped to the session's owner at their first use (after a sign-in in the same
 * request, the new owner; before, nobody's records).
 */
class RequestLoaders implements Loaders {
  private records?: RecordLoaders;
  private made: Partial<Pick<Loaders, 'priceRange' | 'pricedNear' | 'catalog' | 'hospitalFacts'>> = {};

  constructor(
    private readonly services: Services,
    private readonly session: Session,
  ) {}

  private record(): RecordLoaders {
    return (this.records ??= createRecordLoaders(this.services.records, this.session.userId));
  }

  get event() {
    return this.record().event;
  }
  get billsOfEvent() {
    return this.record().billsOfEvent;
  }
  get billPage() {
    return this.record().billPage;
  }
  get filesOfEvent() {
    return this.record().filesOfEvent;
  }
  get filesOfBill() {
    return this.record().filesOfBill;
  }
  get statusHistory() {
    return this.record().statusHistory;
  }
  get provider() {
    return this.record().provider;
  }

  get priceRange(): Loaders['priceRange'] {
    const { services, session } = this;
    return (this.made.priceRange ??= new DataLoader((keys: readonly string[]) =>
      services.pricing.providerRanges(
        { session },
        keys.map((key) => {
          const [providerId, diagnosisId] = key.split(':');
          return { providerId, diagnosisId: Number(diagnosisId) };
        }),
      ),
    ));
  }

  get pricedNear(): Loaders['pricedNear'] {
    const { services } = this;
    return (this.made.pricedNear ??= new DataLoader(async (keys: readonly string[]) => {
      const byPoint = new Map<string, number[]>();
      for (const key of keys) {
        const [id, ...point] = key.split('|');
        byPoint.set(point.join('|'), [...(byPoint.get(point.join('|')) ?? []), Number(id)]);
      }
      const counts = new Map<string, number>();
      for (const [point, ids] of byPoint) {
        const [lat, lng] = point.split('|').map(Number);
        for (const [id, n] of await services.pricing.pricedHospitalsNear(ids, lat, lng))
          counts.set(`${id}|${point}`, n);
      }
      return keys.map((key) => counts.get(key) ?? 0);
    }));
  }

  get catalog(): Loaders['catalog'] {
    return (this.made.catalog ??= createCatalogLoaders(this.services.catalog));
  }

  get hospitalFacts(): Loaders['hospitalFacts'] {
    const { services } = this;
    return (this.made.hospitalFacts ??= new DataLoader((ids: readonly string[]) =>
      services.hospitals.facts(ids),
    ));
  }
}

/**
 * One request's context. What only some operations read (the page's language, the request's child logger)
 * is made on first use, by getters on the prototype: Apollo copies the context's own fields into a new
 * object for each operation (ApolloServer's cloneObject, `Object.assign`), which would call getters of the
 * object's own and so make a logger child and parse the language headers for every request, the map's search
 * included (4 % of its CPU in a profile, bench:search-cpu 2026-11-29).
 */
class RequestContext implements GraphQLContext {
  readonly session: Session;
  readonly requestId: string;
  readonly loaders: Loaders;
  private chosenLanguage: Locale | undefined;
  private childLog: Logger | undefined;

  constructor(
    readonly req: Request,
    readonly res: Response,
    readonly services: Services,
    readonly config: AppConfig,
    public look: boolean,
    language: Locale | undefined,
  ) {
    this.session = req.session;
    this.requestId = String(req.id);
    this.loaders = new RequestLoaders(services, req.session);
    this.chosenLanguage = language;
    this.childLog = undefined;
  }

  get language(): Locale {
    return (this.chosenLanguage ??= requestLanguage(this.req));
  }

  get log(): Logger {
    return (this.childLog ??= this.req.log);
  }
}

export function buildContext({
  req,
  res,
  services,
  config,
  look = false,
  language,
}: {
  req: Request;
  res: Response;
  services: Services;
  config: AppConfig;
  look?: boolean;
  /** The page's language when the server renders a page (its `?lang=` may not be in the cookie yet). */
  language?: Locale;
}): GraphQLContext {
  return new RequestContext(req, res, services, config, look, language);
}
