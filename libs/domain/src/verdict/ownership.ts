import type { TextLanguage } from '../text/text-language';

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

/** CMS Hospital General Information's type "Critical Access Hospitals" (42 CFR 485 Subpart F). */
export function isCriticalAccess(hospitalType: string | null | undefined): boolean {
  return /critical access/i.test(hospitalType ?? '');
}

/** What the ownership means for a patient asking for financial assistance, in one sentence. */
export const OWNERSHIP_WORDS: Readonly<Record<HospitalOwnership, string>> = Object.freeze({
  nonprofit:
    'Nonprofit hospital: federal tax law (26 U.S.C. 501(r)) requires it to have a financial assistance policy, to cap what eligible patients are charged, and to accept applications for 240 days after the first bill.',
  government:
    'Government hospital: the federal 501(r) rules for nonprofits do not bind it; its state’s law and its own policy decide financial assistance.',
  for_profit:
    'For-profit hospital: no federal rule requires financial assistance; only its state’s law and its own policy do.',
});

/**
 * The hospital's kind in words, for the hospital's detail and the bill check: "Nonprofit hospital: …", with
 * "Critical access hospital (rural, 25 beds or fewer)." added for that CMS type. Unknown ownership says so.
 */
export function hospitalKindText(
  cmsOwnership: string | null | undefined,
  hospitalType?: string | null,
  lang: TextLanguage = 'en',
): string {
  const kind = ownershipKind(cmsOwnership);
  const es = lang === 'es';
  const owner = kind
    ? (es ? OWNERSHIP_WORDS_ES : OWNERSHIP_WORDS)[kind]
    : es
      ? OWNERSHIP_UNKNOWN_ES
      : 'Ownership not known: CMS lists none for this hospital, so whether the federal 501(r) rules apply cannot be said here.';
  if (!isCriticalAccess(hospitalType)) return owner;
  return es
    ? `${owner} Hospital de acceso crítico (un hospital rural de 25 camas o menos, CMS).`
    : `${owner} Critical access hospital (a rural hospital of 25 beds or fewer, CMS).`;
}

/** OWNERSHIP_WORDS in Spanish. */
export const OWNERSHIP_WORDS_ES: Readonly<Record<HospitalOwnership, string>> = Object.freeze({
  nonprofit:
    'Hospital sin fines de lucro: la ley federal de impuestos (26 U.S.C. 501(r)) le exige tener una política de asistencia financiera, limitar lo que cobra a los pacientes que califican y aceptar solicitudes durante 240 días después de la primera factura.',
  government:
    'Hospital público: las reglas federales 501(r) para hospitales sin fines de lucro no lo obligan; la ley de su estado y su propia política deciden la asistencia financiera.',
  for_profit:
    'Hospital con fines de lucro: ninguna regla federal le exige dar asistencia financiera; solo la ley de su estado y su propia política.',
});

const OWNERSHIP_UNKNOWN_ES =
  'Tipo de propiedad desconocido: CMS no indica ninguno para este hospital, así que aquí no se puede decir si se aplican las reglas federales 501(r).';
