export {
  AccountsService,
  type AccountsOptions,
  type AddressProvenListener,
  type Ack,
  type TokenView,
} from './accounts.service';
export {
  CHOOSE_PASSWORD_MESSAGE,
  KEY_INVALID_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ACTIVATED_MESSAGE,
  VERIFIED_WITHOUT_PASSWORD_MESSAGE,
} from './account-messages';
export { KEY_TTL_MS, MAX_KEYS_PER_HOUR } from './auth-keys';
export type { PendingPasswordStore } from './pending-password';
export { hashPassword, verifyPassword, needsRehash, SCRYPT_COST } from './passwords';
export { hashKey, newKey, newReferralCode, isReferralCode, type NewKey } from './keys';
export { isPassActive, PASS_ACTIVE_SQL, type PassFields } from './pass';
export { users, type Queryable } from './users.repository';
export {
  RateLimits,
  DEFAULT_RATE_LIMITS,
  RATE_LIMITED_MESSAGE,
  type RateLimitName,
  type RateLimitSettings,
} from './rate-limits';
export { UsageCounters, CounterStore, type AccountAllowanceState, type CounterHit } from './usage-counter';
export {
  SettingsService,
  CURRENT_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_TAKEN_MESSAGE,
  type SessionView,
  type SettingsResult,
  type SettingsOptions,
} from './settings.service';
export {
  AccountDataService,
  EXPORT_KINDS,
  NOT_EXPORTED,
  DELETE_MISMATCH_MESSAGE,
  archiveName,
  toCsv,
  type AccountFiles,
  type BeforeAccountDelete,
  type ExportKind,
} from './account-data.service';
export { ReferralsService, type ReferralView } from './referrals';
