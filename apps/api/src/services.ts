/**
 * The service container, built once at start-up. Resolvers and REST handlers reach business logic only
 * through these services, so both transports share every rule.
 */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { ReferenceService } from './services/reference.service';

export interface Services {
  db: DataSource;
  config: AppConfig;
  log: Logger;
  reference: ReferenceService;
  /** Express handler for signed payment-provider webhooks, when payments are configured. */
  webhooks?: RequestHandler;
}

export interface ServiceDeps {
  db: DataSource;
  config: AppConfig;
  log: Logger;
}

export function createServices({ db, config, log }: ServiceDeps): Services {
  return { db, config, log, reference: new ReferenceService(db) };
}
