import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Session } from '../http/session';
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
  loaders: RecordLoaders;
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
    loaders: createRecordLoaders(services.records, req.session.userId),
  };
}
