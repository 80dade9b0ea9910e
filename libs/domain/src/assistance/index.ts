/** Financial assistance (issue 31): the rules as data with sources, and the pure computation. */
export * from './types';
export * from './state-rule-types';
export {
  POVERTY_GUIDELINE_TABLES,
  CURRENT_GUIDELINE_YEAR,
  guidelineRegion,
  guidelineTable,
  povertyGuidelineCents,
  povertyPercent,
  type GuidelineTable,
} from './poverty-guidelines';
export { applicationDeadline, APPLICATION_PERIOD_DAYS } from './deadline';
export { ASSISTANCE_DOCUMENTS, FEDERAL_BASES } from './federal-rules';
export { STATE_ASSISTANCE_RULES, STATES_LEFT_OUT, stateRule, stateLeftOut } from './state-rules';
export { assessAssistance, type AssessAssistanceInput } from './assess';
export { fechaLarga, fechaDeHoy, ASSISTANCE_TASKS_ES } from './assess-es';
