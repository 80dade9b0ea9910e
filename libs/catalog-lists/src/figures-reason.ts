/**
 * Why a condition has no Medicare figures, read from the catalogue's own data (its body system and how
 * likely a hospital stay is), written once here and served by the API (Diagnosis.noFiguresReason) to
 * every screen that needs it.
 */

/** MDC 14: pregnancy, childbirth and the puerperium. */
const PREGNANCY_MDC = 14;
/** MDC 15: newborns and other neonates. */
const NEWBORN_MDC = 15;
/** Hospitalization likelihood at or below this (0 No, 1 Unlikely): usually treated without a stay. */
const OUTPATIENT_AT_MOST = 1;

/** What the reason reads of a condition. */
export interface FiguresReasonInput {
  systemId: number | null;
  /** 0 No, 1 Unlikely, 2 Unlikely but Possible, 3 Possible, 4 Yes. */
  hospitalization: number;
}

/** One sentence: why the Medicare inpatient figures we load say nothing about this condition. */
export function noMedicareFiguresReason(condition: FiguresReasonInput): string {
  if (condition.systemId === PREGNANCY_MDC)
    return (
      'Medicare rarely pays for pregnancy and childbirth: it covers people 65 and older and some younger ' +
      'people with disabilities, so CMS publishes no Medicare figures for these hospital stays.'
    );
  if (condition.systemId === NEWBORN_MDC)
    return 'Newborns are not covered by Medicare, so CMS publishes no Medicare figures for newborn care.';
  if (condition.hospitalization <= OUTPATIENT_AT_MOST)
    return (
      'It is usually treated without a hospital stay, and the Medicare figures here are for inpatient ' +
      'stays only.'
    );
  return (
    'The Medicare data loaded here has no figure for its kinds of stay (MS-DRGs): CMS publishes a ' +
    "hospital's figure only when it had 11 or more Medicare stays of a kind in the year."
  );
}
