/**
 * The service container, built once at start-up. Resolvers and REST handlers reach business logic only
 * through these services, so both transports share every rule.
 */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { BlogService } from '@fp/blog';
import { CatalogReadService } from '@fp/catalog-db';
import { GeoSessionService, PricingService, type AccountCache } from '@fp/pricing';
import {
  AccountDataService,
  AccountsService,
  RateLimits,
  ReferralsService,
  SettingsService,
  UsageCounters,
} from '@fp/accounts';
import { PaymentsService, stripeWebhookHandler } from '@fp/payments';
import { MailService } from '@fp/mail';
import { RecordsService } from '@fp/records';
import { HospitalDirectoryService } from '@fp/hospitals';
import { TasksService } from '@fp/records';
import { AssistanceService, BillCheckService } from '@fp/records';
import { SharedPricesService } from '@fp/records';
import { FileReadingService, priceFileRates } from '@fp/records';
import { matchHospital } from '@fp/bill-reading';
import { postgresUrlOf } from '@fp/db';
import {
  createFileStore,
  createResumableUploads,
  FilesService,
  PgUploadLocker,
  type ResumableUploads,
} from '@fp/storage';
import { InsuranceService } from '@fp/insurance';
import { PriceFilesService } from '@fp/price-files';
import { DataLoadTracker } from '@fp/cms-import';

export interface Services {
  db: DataSource;
  config: AppConfig;
  log: Logger;
  /** Blog and image library (@fp/blog). */
  blog: BlogService;
  /** The catalogue's reads: systems, categories, conditions, datasets, picker options (@fp/catalog-db). */
  catalog: CatalogReadService;
  /** Price map search, provider detail and their access rules (@fp/pricing). */
  pricing: PricingService;
  /** The visitor's geo session and the offline city look-ups (@fp/pricing). */
  geo: GeoSessionService;
  /** Outgoing e-mail: the database outbox, delivered over SMTP when SMTP_URL is set (@fp/mail). */
  mail: MailService;
  /** Sign-up, keys, passwords, sign-in, token, affiliate address, contact, access requests (@fp/accounts). */
  accounts: AccountsService;
  /** Settings: names, e-mail change by link, password, signed-in sessions (@fp/accounts). */
  settings: SettingsService;
  /** Your data: the export archive and account deletion (@fp/accounts). */
  accountData: AccountDataService;
  /** Plans, checkout, purchase and the paid pass (@fp/payments). */
  payments: PaymentsService;
  /** The bill tracker: a signed-in user's events (visits) and bills, with their totals (@fp/records). */
  records: RecordsService;
  /** The signed-in user's to-do list; `addTask` is there for other services too (@fp/records). */
  tasks: TasksService;
  /** The refer screen: the user's referral link and sign-ups through it (@fp/accounts). */
  referrals: ReferralsService;
  /** "Was my bill fair?": a bill against the hospital's public figures, next steps as tasks (@fp/records). */
  billCheck: BillCheckService;
  /** Financial assistance: a bill's facts for the rules (the household stays in the browser), its tasks. */
  assistance: AssistanceService;
  /** Patients' own prices, shared by opt-in (@fp/records). */
  sharedPrices: SharedPricesService;
  /** The hospital directory looked up by name, city or CCN (@fp/hospitals). */
  hospitals: HospitalDirectoryService;
  /** Rate limits on sign-in and e-mail-sending operations, shared by REST and GraphQL. */
  rateLimits: RateLimits;
  /** Counters shared by every API process (database): the free allowance and the rate limits. */
  counters: UsageCounters;
  /** Uploaded files: the file store (local disk or S3), limits, owner-scoped rows (@fp/storage). */
  files: FilesService;
  /** Where resumable uploads wait for their last byte: the bucket with S3, else FILES_DIR/.tus. */
  resumable: ResumableUploads;
  /**
   * The resumable uploads' lock across processes and hosts (PostgreSQL advisory locks); null on PGlite,
   * whose one process uses tus's in-memory lock. Closed with the app (app.ts).
   */
  uploadLocker: PgUploadLocker | null;
  /** Reading an uploaded bill into a filled-in bill, as a job, with its line findings (@fp/records). */
  readings: FileReadingService;
  /** How far the background load of the shipped price data is (dataStatus query). */
  dataStatus: DataLoadTracker;
  /** Hospital price files: procedure search, a hospital's price-file prices, the map's summaries (@fp/price-files). */
  priceFiles: PriceFilesService;
  /** The signed-in user's insurance plan and the insurer list (@fp/insurance). */
  insurance: InsuranceService;
  /** Express handler for signed payment-provider webhooks, when payments are configured. */
  webhooks?: RequestHandler;
}

export interface ServiceDeps {
  db: DataSource;
  /**
   * Where the public data is read: the price data, the map search, the catalogue, the hospital directory
   * and hospitals' price files (a replica's DataSource when DATABASE_REPLICA_URL is set; default `db`).
   * Everything written, and everything of a signed-in person's (sessions, allowance, records), stays on `db`.
   */
  readDb?: DataSource;
  config: AppConfig;
  log: Logger;
  /** Pass holders' allowance state in memory, kept right by app_user's change notices (app.ts). */
  accountCache?: AccountCache | null;
}

export function createServices({ db, readDb = db, config, log, accountCache }: ServiceDeps): Services {
  const counters = new UsageCounters(db);
  const pricing = new PricingService(db, {
    counters,
    accountCache,
    readModelFile: config.readModelFile,
    read: readDb,
  });
  const mail = new MailService(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    // The notice that an account was deleted names the person: kept only until it is sent.
    eraseOnceSent: ['accountDeleted'],
  });
  const accounts = new AccountsService(db, mail, {
    publicUrl: config.publicUrl,
    staffEmail: config.staffEmail,
    log,
  });
  const payments = new PaymentsService(db, accounts, mail, {
    publicUrl: config.publicUrl,
    returnHosts: config.checkoutReturnHosts,
    isProduction: config.isProduction,
    stripeSecretKey: config.stripeSecretKey,
    stripeWebhookSecret: config.stripeWebhookSecret,
    stripeApiBase: config.stripeApiBase,
    stripePriceIds: config.stripePriceIds,
    log,
  });
  // Deleting a visit or a bill removes its stored files too (the rows cascade in the database).
  const records: RecordsService = new RecordsService(db, {
    beforeDelete: (ownerId, on) => files.deleteAllOn(ownerId, on),
  });
  const resumable = createResumableUploads({ filesDir: config.filesDir, s3: config.s3 });
  const databaseUrl = postgresUrlOf(db);
  const uploadLocker = databaseUrl
    ? new PgUploadLocker(databaseUrl, {
        onError: (err) => log.warn({ err }, 'upload lock connection lost; its uploads were asked to stop'),
      })
    : null;
  const files: FilesService = new FilesService(
    db,
    createFileStore({ filesDir: config.filesDir, s3: config.s3 }),
    {
      ...config.files,
      log,
      partials: resumable.partials,
      // Spec part 2 §4: a file uploaded without an id creates the visit; later files send its id.
      createVisitForFirstFile: (ownerId) => records.createVisitForFirstFile(ownerId),
    },
  );
  const tasks = new TasksService(db);
  const insurance = new InsuranceService(db);
  // The user's plan is read by `insurance`, on the primary; the price files themselves from readDb.
  const priceFiles = new PriceFilesService(readDb, insurance);
  const hospitals = new HospitalDirectoryService(readDb);
  const readings = new FileReadingService(db, files, {
    log,
    maxQueued: config.readLimits.maxQueued,
    pagesPerDay: config.readLimits.pagesPerDay,
    timeoutMs: config.readLimits.timeoutSeconds * 1000,
    matchHospital: (reading, place) => matchHospital(reading, hospitals, place),
    priceFileRates: (ownerId, ccn, codes) => priceFileRates(priceFiles, ownerId, ccn, codes),
  });
  const settings = new SettingsService(db, accounts, mail, { publicUrl: config.publicUrl });
  // Deleting an account keeps its payment records, unlinked from the person (@fp/payments owns them).
  const accountData = new AccountDataService(db, accounts, files, {
    log,
    mail,
    beforeDelete: [(user, em) => payments.unlinkPayments(user, em)],
  });
  // The search caches hold answers from the partial data of a background load: dropped when it fails.
  // A load that succeeds has already rebuilt them before saying "ready" (server.ts, pricing.refresh).
  const dataStatus = new DataLoadTracker();
  dataStatus.onDone((state) => {
    if (state === 'failed') pricing.invalidate();
  });
  const billCheck = new BillCheckService(db, tasks, priceFiles, pricing.allowance, readings);
  return {
    mail,
    accounts,
    settings,
    accountData,
    payments,
    rateLimits: new RateLimits(config.rateLimits, counters),
    counters,
    webhooks: payments.webhooksEnabled ? stripeWebhookHandler(payments) : undefined,
    db,
    config,
    log,
    dataStatus,
    blog: new BlogService(db),
    catalog: new CatalogReadService(readDb),
    pricing,
    geo: new GeoSessionService(pricing.allowance),
    files,
    resumable,
    uploadLocker,
    records,
    priceFiles,
    insurance,
    tasks,
    referrals: new ReferralsService(db, config.publicUrl),
    billCheck,
    assistance: new AssistanceService(billCheck, tasks),
    sharedPrices: new SharedPricesService(db),
    hospitals,
    readings,
  };
}
