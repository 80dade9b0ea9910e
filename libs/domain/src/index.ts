// The rooms of @fp/domain (README.md lists what each holds). Importers use '@fp/domain' only.
export * from './errors';
export * from './errors-es';
// price-map/: who sees which prices, what "the price" is, how hospitals are named and compared.
export * from './price-map/prices';
export * from './price-map/access';
export * from './price-map/comparable';
export * from './price-map/shared-prices';
export * from './price-map/names';
export * from './price-map/word-match';
export * from './price-map/default-place';
// csv/: the one CSV reader (streaming, quoted fields, byte-order mark).
export * from './csv/csv';
// money/: money as text and cents, old dollars in current ones.
export * from './money/money';
export * from './money/cpi';
export * from './money/usd';
// forms/: form rules shared by the web forms and the server, masks, the older site's form data.
export * from './forms/validation';
export { VALIDATION_MESSAGES } from './forms/validation-messages';
export * from './forms/masks';
export * from './forms/legacy-form';
export * from './forms/input-limits';
export * from './forms/ids';
// records/: the bill tracker's events, bills and tasks.
export * from './records/records';
export * from './records/tasks';
// bill-check/ and verdict/: "Was my bill fair?" and what a plan would pay.
export * from './bill-check/insurance';
export * from './bill-check/bill-check';
export * from './bill-check/bill-check-price-file';
export * from './bill-check/bill-check-next-steps';
export * from './verdict';
export * from './text/text-language';
// letters/: the letter a person sends from the bill check.
export * from './letters/letter';
// bill-reading/: what the bill reader hands over, and the checks of its lines.
export * from './bill-reading/types';
export * from './bill-reading/line-checks';
// assistance/: financial assistance, its rules with sources, the household form and its letter.
export * from './assistance';
export * from './assistance/letter';
export * from './assistance/assistance-household';
// The states the HHS poverty guidelines cover (50 and DC), for the household form's state list.
export { US_STATES as GUIDELINE_STATES } from './assistance/poverty-guidelines';
