export * from './entities';
export * from './enums';
export { centsTransformer, numberTransformer } from './transformers';
export {
  ENTITIES,
  openDatabase,
  connectErrorMessage,
  describePostgresTarget,
  type Database,
  type DbConfig,
} from './data-source';
export { MIGRATIONS } from './migrations';
export { recordRenamedMigrations } from './migrations/renamed';
export { withRequestDbLimit, DbBusyError } from './request-limit';
export { WeightedLru } from './lru';
export { NotifiedCache, type ReadTicket } from './notified-cache';
export { CHANGE_CHANNELS, openChangeFeed, type ChangeFeed, type ChangeTable } from './change-feed';
export {
  listenForNotifications,
  postgresUrlOf,
  type NotificationHandlers,
  type NotificationListener,
} from './notifications';
export { pgliteOf } from './pglite-pool';
export {
  openReplica,
  replicaCannotAnswer,
  type Replica,
  type ReplicaConfig,
  type ReplicaLog,
} from './replica';
export {
  closeJobQueue,
  defineQueues,
  jobQueueOf,
  jobSql,
  jobSqlIn,
  openJobQueue,
  LONGEST_PERIOD_SECONDS,
  type JobQueue,
  type JobQueueOptions,
  type QueueOptions,
} from './job-queue';
export { startPeriodicJobs, type PeriodicJob, type PeriodicJobs } from './periodic-jobs';
