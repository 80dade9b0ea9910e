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
     * A provider's price range for a condition ("providerId:diagnosisId"): the pairs a list asks for are
     * answered together by the pricing service's providerRanges (one access check, one query for the
     * pairs it has not cached), so a page of events costs the same whatever its length.
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
        services.pricing.providerRanges(
          { session: req.session },
          keys.map((key) => {
            const [providerId, diagnosisId] = key.split(':');
            return { providerId, diagnosisId: Number(diagnosisId) };
          }),
        ),
      ),
    },
  };
}
