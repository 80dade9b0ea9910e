/**
 * The conversions between the text people type in the tracker's forms (dollars, MM/DD/YYYY) and the API's
 * input (cents, ISO dates). Pure, so the forms' value mappings are tested without a browser.
 */
import { centsToInput, dollarsToCents, formatDate, parseDateInput } from '@fp/domain';

/** Typed date → ISO; a date that cannot be read stays as typed, so the schema flags it. */
export const dateInput = (text: string): string | null =>
  text.trim() ? (parseDateInput(text) ?? text.trim()) : null;
export const dateText = (iso: string | null | undefined) => formatDate(iso);

/** Typed money → cents; empty → null; unreadable → NaN (the schema flags it). */
export const moneyInput = (text: string): number | null => dollarsToCents(text);
export const moneyText = (cents: number | null | undefined) => centsToInput(cents);

/** The rating select's value ("1"–"5", or "" for no rating) → the API's stars (null: not rated). */
export const starsInput = (text: string): number | null => (text ? Number(text) : null);
export const starsText = (stars: number | null | undefined) => (stars ? String(stars) : '');
