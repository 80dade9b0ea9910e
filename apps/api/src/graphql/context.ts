import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Session } from '../http/session';

/** Per-request GraphQL context. DataLoaders, when added, are created here per request. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  services: Services;
  config: AppConfig;
  session: Session;
  log: Logger;
  requestId: string;
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
  return { req, res, services, config, session: req.session, log: req.log, requestId: String(req.id) };
}
