/**
 * @fp/insurance: the signed-in user's insurance plan (saved, read, removed; scoped to the session's
 * user) and the payers a plan can name: the curated alias table that folds hospitals' spellings of an
 * insurer to one key (used by the price-file import too) and the insurer list of the settings form.
 * Price estimates (@fp/price-files) read the plan through `InsuranceService.plan`; this lib imports
 * nothing of price files' code (it only reads the payer names their import stored).
 */
export {
  InsuranceService,
  type InsurancePlan,
  type InsuranceView,
  type InsuranceViewer,
  type PayerView,
} from './insurance.service';
export {
  foldPayerName,
  KNOWN_PAYERS,
  payerDisplayName,
  payerKey,
  type KnownPayer,
  type PayerSpelling,
} from './payers';
