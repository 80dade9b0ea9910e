/** A hospital's ownership, for the rules that depend on it (26 CFR 1.501(r) binds nonprofits only). */
export type HospitalOwnership = 'nonprofit' | 'for_profit' | 'government';

/**
 * The kind of CMS Hospital General Information's "Hospital Ownership" text: "Voluntary non-profit - …" is
 * nonprofit; "Proprietary" and "Physician" are for-profit; "Government - …", "Tribal", "Veterans Health
 * Administration" and "Department of Defense" are government. Null when the text is missing (unknown).
 */
export function ownershipKind(cmsOwnership: string | null | undefined): HospitalOwnership | null {
  const text = cmsOwnership?.trim();
  if (!text) return null;
  if (/non-?profit/i.test(text)) return 'nonprofit';
  if (/^(proprietary|physician)/i.test(text)) return 'for_profit';
  return 'government';
}
