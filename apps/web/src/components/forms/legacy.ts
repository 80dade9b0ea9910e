/**
 * Posting a form to one of the older site's paths: its values in the older shapes (see @fp/domain
 * `toLegacyForm`) as a multipart body with bracketed keys, which the REST shim's `legacyFormBody()` reads
 * back into typed values.
 */
import { flattenBracketed, toLegacyForm, type LegacyFormSpec } from '@fp/domain';

export function legacyFormData(values: Record<string, unknown>, spec: LegacyFormSpec): FormData {
  const body = new FormData();
  for (const [key, value] of flattenBracketed(toLegacyForm(values, spec))) body.append(key, value);
  return body;
}

/** The same pairs as an urlencoded body. */
export function legacyFormParams(values: Record<string, unknown>, spec: LegacyFormSpec): URLSearchParams {
  return new URLSearchParams(flattenBracketed(toLegacyForm(values, spec)));
}
