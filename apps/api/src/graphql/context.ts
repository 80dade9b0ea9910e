import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Session } from '../http/session';
import DataLoader from 'dataloader';
import type { PriceRangeView } from '@fp/pricing';
import { createRecordLoaders, type RecordLoaders } from '@fp/records';

/** Per-request GraphQL context. DataLoaders are created here, per request, for the signed-in owner. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  services: Services;
  config: AppConfig;
  session: Session;
  log: Logger;
  requestId: string;
  /** Batching loaders for this request only (events, bills, files, providers of the session's owner). */
  loaders: RecordLoaders & {
    /**
     * A provider's price range for a condition ("providerId:diagnosisId"), asked once per request however
     * many events show the same provider. The pricing service answers each key (its access check and
     * reference data are cached); a single-query batch needs a batch method in @fp/pricing.
     */
    priceRange: DataLoader<string, PriceRangeView | null>;
  };
}

export function buildContext({
  req,
  res,
  services,
  config,
}: {
  req: Request;
  res: Response;
  services: Services;
  config: AppConfig;
}): GraphQLContext {
  return {
    req,
    res,
    services,
    config,
    session: req.session,
    log: req.log,
    requestId: String(req.id),
    loaders: {
      ...createRecordLoaders(services.records, req.session.userId),
      priceRange: new DataLoader((keys: readonly string[]) =>
        Promise.all(
          keys.map((key) => {
            const [providerId, diagnosisId] = key.split(':');
            return services.pricing.providerRange({ session: req.session }, providerId, Number(diagnosisId));
          }),
        ),
      ),
    },
  };
}
