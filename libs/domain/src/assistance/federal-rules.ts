/**
 * The federal rules (section 501(r) of the Internal Revenue Code and its regulations) and the documents
 * hospitals usually ask for. 501(r) binds "hospital organizations": organizations recognized (or seeking
 * recognition) as described in section 501(c)(3) that operate a licensed hospital (26 CFR 1.501(r)-1(b)).
 * It does not bind for-profit hospitals, nor a government hospital unless it also holds 501(c)(3) status.
 */
import type { LegalBasis } from './types';

const ECFR = 'https://www.ecfr.gov/current/title-26/section-';
/** T.D. 9708 (79 FR 78954, Dec. 31, 2014): the final 501(r) regulations, effective Dec. 29, 2014. */
const FINAL_RULES_EFFECTIVE = '2014-12-29';

export const FEDERAL_BASES = {
  policy: {
    citation: '26 U.S.C. 501(r)(4); 26 CFR 1.501(r)-4',
    guarantees:
      'A nonprofit hospital must have a written financial assistance policy, widely publicized, that says who qualifies for free or discounted care and how to apply; the income limits are the hospital’s own choice.',
    effective: FINAL_RULES_EFFECTIVE,
    url: `${ECFR}1.501(r)-4`,
  },
  agb: {
    citation: '26 U.S.C. 501(r)(5); 26 CFR 1.501(r)-5',
    guarantees:
      'A patient who qualifies under a nonprofit hospital’s policy may not be charged more for emergency or other medically necessary care than the amounts generally billed (AGB) to insured patients, and never gross charges.',
    effective: FINAL_RULES_EFFECTIVE,
    url: `${ECFR}1.501(r)-5`,
  },
  application: {
    citation: '26 CFR 1.501(r)-1(b)(3), 1.501(r)-6(c)',
    guarantees:
      'A nonprofit hospital must accept and process an application until 240 days after the first bill sent after discharge, and may not take extraordinary collection actions (credit reports, lawsuits, selling the debt) before making reasonable efforts to find out whether the patient qualifies.',
    effective: FINAL_RULES_EFFECTIVE,
    url: `${ECFR}1.501(r)-6`,
  },
  scope: {
    citation: '26 U.S.C. 501(r)(1)-(2); 26 CFR 1.501(r)-1(b)',
    guarantees:
      'The 501(r) rules bind hospital organizations recognized as 501(c)(3) charities (nonprofits, and government hospitals only where they also hold 501(c)(3) status), not for-profit hospitals.',
    effective: FINAL_RULES_EFFECTIVE,
    url: `${ECFR}1.501(r)-1`,
  },
} satisfies Record<string, LegalBasis>;

/** The documents a hospital usually asks for with an application (each hospital's form says which). */
export const ASSISTANCE_DOCUMENTS: readonly string[] = [
  'Proof of income for everyone in the household: recent pay stubs, last year’s tax return or W-2s, benefit letters (Social Security, unemployment, disability).',
  'If there is no income: a short signed statement saying so and how the household gets by.',
  'Proof of household size: the tax return’s dependents, or birth certificates or school records for children.',
  'Photo ID and proof of address (a utility bill or lease).',
  'The bill itself, with the account number, and any insurer’s explanation of benefits or denial letter.',
  'If uninsured: a Medicaid decision (approval or denial) or the hospital’s Medicaid screening, as many policies ask you to apply for Medicaid first.',
  'Recent bank statements, where the hospital’s policy or state law looks at savings and other assets.',
];
