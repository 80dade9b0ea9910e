export * from './entities';
export * from './enums';
export { centsTransformer, numberTransformer } from './transformers';
export { ENTITIES, openDatabase, connectErrorMessage, type Database, type DbConfig } from './data-source';
export { MIGRATIONS } from './migrations';
export { withRequestDbLimit, DbBusyError } from './request-limit';
export {
  listenForNotifications,
  postgresUrlOf,
  type NotificationHandlers,
  type NotificationListener,
} from './notifications';
