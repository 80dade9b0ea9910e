/**
 * The financial-assistance answer in Spanish (issue 45): every sentence assessAssistance writes in English
 * (assess.ts), in the plain Spanish of US health care ("asistencia financiera", "atención gratuita",
 * "sin seguro médico": libs/i18n/glossary.md), with "usted". Citations stay as published. The state rules'
 * own free-text words (notes, reasons, caps, guarantees) are in state-law-es.ts; one not written there yet
 * is given apart, in English.
 */
import { letterDate, letterToday } from '../letters/letter';
import { usd } from '../money/usd';
import { stateLawEs } from './state-law-es';
import type { AssistanceOutcome, GuidelineRegion, LegalBasis } from './types';

/** A day as Spanish writes it, "26 de noviembre de 2026" (letterDate in Spanish); the ISO text when not a day. */
export function fechaLarga(isoDay: string): string {
  return letterDate(isoDay, 'es');
}

/** Today in the writer's own calendar, as fechaLarga writes it (the Spanish letter's date). */
export function fechaDeHoy(now: Date = new Date()): string {
  return letterToday(now, 'es');
}

export const REGION_NAME_ES: Record<GuidelineRegion, string> = {
  CONTIGUOUS: 'los 48 estados contiguos y DC',
  ALASKA: 'Alaska',
  HAWAII: 'Hawái',
};

export const OUTCOME_TEXT_ES: Record<AssistanceOutcome, string> = {
  FREE_CARE: 'Atención gratuita',
  DISCOUNTED_CARE: 'Atención con descuento',
  LAW_MAY_APPLY: 'Una ley estatal puede cubrirle: depende de una condición que se explica abajo',
  HOSPITAL_POLICY_DECIDES: 'Decide la política propia del hospital',
  NOT_ELIGIBLE_BY_LAW: 'Ninguna ley exige ayuda con estos ingresos',
  NOT_ASSESSED: 'Sin evaluar',
};

export const FEDERAL_SENTENCE_ES: Record<'YES' | 'IF_501C3' | 'NO' | 'UNKNOWN', (name: string) => string> = {
  YES: (name) =>
    `${name} es un hospital sin fines de lucro, así que la ley federal (sección 501(r)) le exige tener una política de asistencia financiera, no cobrar a quien esa política cubre más que los montos generalmente facturados a los pacientes con seguro, y aceptar su solicitud durante 240 días después de la primera factura.`,
  IF_501C3: (name) =>
    `${name} es un hospital público. La sección 501(r) lo obliga solo si además tiene el estatus 501(c)(3), como algunos hospitales públicos; pregúntelo en su oficina de facturación. Muchos hospitales públicos tienen una política de asistencia financiera de todos modos.`,
  NO: (name) =>
    `${name} es un hospital con fines de lucro, así que las reglas federales de la sección 501(r) (política de asistencia financiera, límite de los montos generalmente facturados, 240 días para solicitar) no lo obligan.`,
  UNKNOWN: (name) =>
    `No sabemos si ${name} es un hospital sin fines de lucro. Si lo es, la ley federal (sección 501(r)) le exige una política de asistencia financiera, el límite de los montos generalmente facturados y 240 días para solicitar.`,
};

export const ASSESS_ES = {
  thisHospital: 'Este hospital',
  notAssessedApplyBy: 'No se calcula una fecha límite hasta que responda las preguntas de arriba.',
  badSize:
    'El tamaño del hogar debe ser un número entero de personas, 1 o más: cuéntese usted y a todas las personas que mantiene.',
  badIncome: 'El ingreso anual del hogar debe ser una cantidad de 0 o más.',
  badState: (s: string) =>
    `No podemos saber en qué estado vive ("${s}"). Las guías federales de pobreza existen solo para los 50 estados y DC.`,
  badHospitalState: (s: string) =>
    `No sabemos el estado del hospital ("${s}"), que decide la ley estatal que se aplica.`,
  badToday: (s: string) => `"${s}" no es una fecha (AAAA-MM-DD).`,
  income: (
    percent: number,
    year: number,
    guideline: number,
    size: number,
    region: GuidelineRegion,
    otherYear: number | null,
  ) =>
    `El ingreso de su hogar es el ${percent} % de la guía federal de pobreza de ${year} (${usd(guideline)} al año para ${size} ${size === 1 ? 'persona' : 'personas'} en ${REGION_NAME_ES[region]})${otherYear ? `; las guías de ${otherYear}, el año de su atención, no están en nuestros archivos, así que se usan las de ${year}` : ''}.`,
  higherTierFree:
    'Atención con descuento por lo menos; atención gratuita si el hospital está en el nivel más alto del estado',
  policyDecides:
    'Ninguna ley fija su límite de ingresos en este hospital: si usted califica, y cuánto se le descuenta, depende de su propia política de asistencia financiera. Pídala y presente su solicitud.',
  leastGuaranteed:
    'Eso es lo mínimo que garantiza la ley: la política de asistencia financiera del propio hospital puede darle más, así que pídala y presente su solicitud por escrito.',
  mayApplyForProfit:
    'Si esa condición no se cumple, ninguna ley que conozcamos obliga a este hospital con fines de lucro a ayudarle con sus ingresos; aun así puede tener una política voluntaria. Presente su solicitud de todos modos.',
  mayApply:
    'Si esa condición no se cumple, decide la política de asistencia financiera del propio hospital. Presente su solicitud de todos modos.',
  notEligible:
    'Ninguna ley que conozcamos obliga a este hospital a darle atención gratuita o con descuento con sus ingresos. Aun así puede tener una política voluntaria: pregunte en su oficina de facturación.',
  agbCap:
    'Si la política del hospital le cubre, no le puede cobrar más que los montos generalmente facturados (AGB) a los pacientes con seguro; nuestro cálculo, en inglés, está en los detalles de abajo.',
  agbCapSaid: (text: string) =>
    `Si la política del hospital le cubre, no le puede cobrar más que los montos generalmente facturados (AGB): ${text}`,
  leftOut: (state: string, reason: string | null) =>
    reason
      ? `La ley propia de ${state} queda fuera: ${reason}`
      : `La ley propia de ${state} queda fuera: no pudimos confirmarla en su fuente (el motivo, en inglés, está en los detalles de abajo).`,
  notReviewed: (state: string) =>
    `No hemos revisado la ley de atención gratuita de ${state}; solo se muestran las reglas federales.`,
  // The deadlines.
  caveat: ' (si la sección 501(r) obliga al hospital)',
  federalNotForProfit:
    'El plazo federal de 240 días para solicitar obliga solo a los hospitales sin fines de lucro; presente su solicitud a este hospital lo antes posible.',
  giveFirstBill: (caveat: string) =>
    `Indique la fecha impresa en la primera factura que le enviaron después de salir del hospital: el hospital debe aceptar su solicitud hasta 240 días después de esa fecha${caveat} (26 CFR 1.501(r)-1(b)(3)).`,
  badFirstBill: (date: string) =>
    `"${date}" no es una fecha. Indique la fecha de la primera factura como AAAA-MM-DD.`,
  federalRule: (date: string, caveat: string) =>
    `240 días después de la primera factura, con fecha ${fechaLarga(date)}${caveat} (26 CFR 1.501(r)-1(b)(3), 1.501(r)-6(c))`,
  /** `later`: the law's later start in Spanish, true when it has none in Spanish yet (given apart), or none. */
  stateRule: (days: number, from: string, state: string, citation: string, later: string | boolean) =>
    `${days} días después del alta o de la atención del ${fechaLarga(from)}${laterEs(later)}, según la ley de ${state} (${citation})`,
  stateNoDates: (days: number, state: string, citation: string, later: string | boolean = false) =>
    `La ley de ${state} le pide solicitar dentro de ${days} días después del alta o de la atención${laterEs(later)} (${citation}): indique las fechas de la visita para ver ese día.`,
  anyTime: (state: string, citation: string) =>
    `La ley de ${state} le permite solicitar en cualquier momento del proceso de cobro: no fija un plazo propio (${citation}).`,
  passed: (date: string, daysAgo: number, rule: string) =>
    `Venció: ${fechaLarga(date)}, hace ${daysAgo} días: ${rule}. Presente su solicitud de todos modos: el hospital todavía puede aceptarla.`,
  open: (date: string, left: number, rule: string) => `${fechaLarga(date)}, dentro de ${left} días: ${rule}.`,
};

/** A state deadline's later start, in parentheses: its Spanish, or a pointer to the English given apart. */
function laterEs(later: string | boolean): string {
  if (typeof later === 'string') return ` (${later})`;
  return later ? ' (o más tarde en algunos casos: vea los detalles de abajo)' : '';
}

/** What the federal rules guarantee, in Spanish, by citation (federal-rules.ts FEDERAL_BASES). */
export const FEDERAL_GUARANTEES_ES: Record<string, string> = {
  '26 U.S.C. 501(r)(4); 26 CFR 1.501(r)-4':
    'Un hospital sin fines de lucro debe tener una política de asistencia financiera por escrito y bien publicada, que diga quién califica para atención gratuita o con descuento y cómo solicitarla; los límites de ingresos los elige el propio hospital.',
  '26 U.S.C. 501(r)(5); 26 CFR 1.501(r)-5':
    'A un paciente que califica según la política de un hospital sin fines de lucro no se le puede cobrar por atención de emergencia u otra atención médicamente necesaria más que los montos generalmente facturados (AGB) a los pacientes con seguro, y nunca los cargos brutos.',
  '26 CFR 1.501(r)-1(b)(3), 1.501(r)-6(c)':
    'Un hospital sin fines de lucro debe aceptar y tramitar una solicitud hasta 240 días después de la primera factura enviada tras el alta, y no puede tomar acciones extraordinarias de cobro (reportes de crédito, demandas, vender la deuda) antes de hacer esfuerzos razonables para saber si el paciente califica.',
  '26 U.S.C. 501(r)(1)-(2); 26 CFR 1.501(r)-1(b)':
    'Las reglas de la sección 501(r) obligan a las organizaciones hospitalarias reconocidas como organizaciones benéficas 501(c)(3) (los hospitales sin fines de lucro, y los públicos solo si también tienen el estatus 501(c)(3)), no a los hospitales con fines de lucro.',
};

/**
 * A rule in Spanish: the federal ones by their Spanish text, a state's by its Spanish in state-law-es.ts;
 * one not written there keeps its English, marked so.
 */
export function basisEs(b: LegalBasis): LegalBasis {
  const es = FEDERAL_GUARANTEES_ES[b.citation] ?? stateLawEs(b.guarantees);
  return es ? { ...b, guarantees: es } : { ...b, guaranteesLanguage: 'en' };
}

/** The documents hospitals usually ask for (federal-rules.ts ASSISTANCE_DOCUMENTS), in the same order. */
export const ASSISTANCE_DOCUMENTS_ES: readonly string[] = [
  'Prueba de ingresos de todas las personas del hogar: talones de pago recientes, la declaración de impuestos o los formularios W-2 del año pasado, cartas de beneficios (Seguro Social, desempleo, discapacidad).',
  'Si no hay ingresos: una breve declaración firmada que lo diga y explique cómo se mantiene el hogar.',
  'Prueba del tamaño del hogar: los dependientes de la declaración de impuestos, o actas de nacimiento o registros escolares de los niños.',
  'Una identificación con foto y un comprobante de domicilio (una factura de servicios o el contrato de alquiler).',
  'La factura misma, con el número de cuenta, y cualquier explicación de beneficios (EOB) o carta de rechazo de su seguro.',
  'Si no tiene seguro médico: una decisión de Medicaid (aprobación o rechazo) o la evaluación de Medicaid del hospital, porque muchas políticas piden solicitar Medicaid primero.',
  'Estados de cuenta bancarios recientes, cuando la política del hospital o la ley estatal toman en cuenta los ahorros y otros bienes.',
];

/** The application's to-do tasks in Spanish (AssistanceService.addTasks; its English is written there). */
export const ASSISTANCE_TASKS_ES = {
  theHospital: 'el hospital',
  printed: (source: 'RECORDED' | 'READ' | 'ENTERED' | string, day: string) =>
    source === 'RECORDED'
      ? `registrada el ${fechaLarga(day)}`
      : source === 'READ'
        ? `con fecha ${fechaLarga(day)}, según la factura que subió`
        : `con fecha ${fechaLarga(day)}`,
  federal: (printed: string, nonprofit: boolean) =>
    nonprofit
      ? `240 días después de la primera factura (${printed}), 26 CFR 1.501(r)-1(b)(3)`
      : `240 días después de la primera factura (${printed}), el plazo federal para los hospitales sin fines de lucro (26 CFR 1.501(r)-1(b)(3)); la política propia de este hospital y la ley estatal fijan su plazo`,
  state: (days: number, from: string, state: string, citation: string) =>
    `${days} días después del alta (${fechaLarga(from)}), según la ley de ${state} (${citation}) para las personas sin seguro médico`,
  by: (date: string, rule: string) => `a más tardar el ${fechaLarga(date)}: ${rule}`,
  ask: (at: string, visit: string, by: string) =>
    `Pídale a ${at} su política de asistencia financiera y su formulario de solicitud${visit}. Solicite ${by}.`,
  send: (at: string, visit: string, by: string) =>
    `Envíe la solicitud de asistencia financiera y el pedido de suspender el cobro a ${at}${visit}. Solicite ${by}.`,
};
