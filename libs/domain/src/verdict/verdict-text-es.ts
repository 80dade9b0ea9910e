/**
 * The verdict's sentences in Spanish (verdict-text.ts holds the English): plain Spanish as US health care
 * writes it (libs/i18n/glossary.md). Code systems (DRG, CPI-U), program names (Medicare, Medicaid), the
 * publishers and titles of sources (CMS's data set, RAND's study) and the rules' citations stay as published.
 */
import type { VerdictTextKey } from './verdict-text';

export const VERDICT_TEXT_ES: Readonly<Record<VerdictTextKey, string>> = Object.freeze({
  'label.AT_OR_BELOW_TYPICAL': 'En lo típico o por debajo',
  'label.ABOVE_TYPICAL': 'Por encima de lo típico',
  'label.FAR_ABOVE_TYPICAL': 'Muy por encima de lo típico: vale la pena cuestionarlo',
  'label.NOT_ASSESSED': 'No evaluado',
  compare: '{askedWhat} ({asked}) es {ratio}× la referencia, {benchmark}: {verdict}.',
  'asked.BILLED': 'El monto facturado',
  'asked.PAID_BOTH': 'El monto pagado (aseguradora + usted)',
  'asked.PAID': 'El monto pagado',
  unknownPayer:
    'No consta quién pagó (o es un programa sin una referencia publicada, como Medicaid), así que ninguna referencia de pago corresponde y solo se comparan los cargos. Agregue su seguro médico a la visita, o escriba "ninguno" si no tenía, para una revisión más completa.',
  needPaidMedicare:
    'Anote lo que pagaron Medicare y usted: un pago se compara con un pago, y el monto facturado no es lo que se pagó.',
  needPaidInsurer:
    'Anote lo que pagaron su aseguradora y usted: un pago se compara con un pago, y el monto facturado no es lo que se pagó.',
  notAssessed: 'No evaluado: {reasons}',
  noDrg: 'La factura no tiene un DRG entre sus códigos, así que no hay una cifra de CMS con qué compararla.',
  noFigures: 'Este hospital no tiene cifras de CMS para el DRG {drg}.',
  fewStays:
    'Solo {discharges} estadías respaldan el promedio de este hospital para el DRG {drg} ({year}); se necesitan al menos {min}.',
  noAmounts: 'Las cifras del hospital para el DRG {drg} ({year}) no tienen montos.',
  noCpi:
    'La tabla del CPI-U no tiene un valor para llevar las cifras de {year} a dólares de {serviceYear}, y sin él no se comparan cifras de años distintos.',
  cmsInpatientSource:
    'CMS Medicare Provider Utilization and Payment Data: Inpatient (cargos cubiertos promedio y pagos totales por hospital y DRG)',
  cmsSource: '{cms}, año de los datos {year}.',
  averageCharge:
    'Lo que este hospital cobró en promedio por el DRG {drg} en {year} ({discharges} estadías): {label}.',
  medicare:
    'Lo que Medicare pagó en promedio a este hospital por el DRG {drg} en {year}, incluida la parte del paciente: {label}.',
  whoseState: 'la proporción de {state}',
  whoseNational: 'la proporción nacional',
  whoseNationalNoState: 'la proporción nacional (no hay una proporción publicada para {state})',
  commercialWhat:
    'proporción entre los precios hospitalarios de internación comerciales y los de Medicare, {whose}',
  commercial:
    'Un estimado de lo que pagan los planes comerciales: el pago promedio de Medicare a este hospital por el DRG {drg} ({label}) × {ratio}, {whose} de lo que los planes comerciales pagaron a los hospitales comparado con Medicare ({publisher}, {published}, precios de {dataYear}) = {cents}.',
  commercialSource: '{cms}, año de los datos {year}; {publisher}, "{title}", {published}, {url} ({where}).',
  randWhere:
    'Hallazgos clave: servicios hospitalarios de internación, precio relativo promedio nacional de 255 % de Medicare (2022)',
  'notStudied.MD':
    'Maryland fija las tarifas de los hospitales para todos los pagadores (su sistema de tarifas para todos los pagadores), así que el estudio de RAND lo deja fuera y no hay una proporción publicada entre precios comerciales y de Medicare para ese estado.',
  noCash: 'La lista de precios del hospital no da un precio en efectivo con descuento para esta atención.',
  cash: 'El precio en efectivo con descuento del propio hospital para esta atención, según su lista de precios: {cents}.',
  cashSource: 'La lista de precios del hospital (45 CFR 180): {label}.',
  agbUnknown: 'Aquí no se sabe si este hospital es sin fines de lucro.',
  agbNotNonprofit:
    'El límite de lo que se cobra a los pacientes que califican para asistencia financiera (26 CFR 1.501(r)-5) solo obliga a los hospitales sin fines de lucro.',
  agbWhat: 'porcentaje AGB estimado (método retrospectivo de Medicare, DRG {drg}, {year})',
  agb:
    'Si usted califica para la asistencia financiera de este hospital sin fines de lucro, puede cobrarle como máximo alrededor de {cents} ' +
    'por esta factura (sus montos generalmente facturados, AGB, 26 CFR 1.501(r)-5): los cargos de la factura ({billed}) × {pct}, ' +
    'lo que Medicare pagó a este hospital por el DRG {drg} en {year} como parte de sus cargos. Es un estimado; el porcentaje AGB ' +
    'del propio hospital, en su política de asistencia financiera, es la cifra que cuenta. Es un límite para quienes califican, no el precio de la atención.',
  agbSource: '{cms}, año de los datos {year}; 26 CFR 1.501(r)-5(b)(3) (método retrospectivo).',
  dollarsSameYear: '{cents} en {year}, dólares del mismo año de la factura (sin ajuste)',
  dollarsMoved:
    '{cents} en {from} equivalen a {adjusted} en dólares de {to}{capped}: ×{factor}, CPI-U de atención médica (BLS {series}), un estimado',
  dollarsCapped: ' (el último año del CPI publicado antes del año de la factura, {serviceYear})',
  'letterSubject.BILLED': 'El monto que se me facturó',
  'letterSubject.PAID_BOTH': 'El monto que mi aseguradora y yo pagamos por mi atención',
  'letterSubject.PAID': 'El monto que pagué',
  letterComparison: '{subject} ({asked}) es {ratio} veces {benchmark}, {sentence}',
});
