/**
 * The bill check's sentences in Spanish (bill-check-text.ts holds the English), in the words US health care
 * uses in Spanish (libs/i18n/glossary.md): "factura detallada", "asistencia financiera", "estimado de buena
 * fe", "Ley Sin Sorpresas", "deducible", "coseguro", "copago". Citations of rules stay as published.
 */
import type { BillCheckTextKey } from './bill-check-text';

export const BILL_CHECK_TEXT_ES: Readonly<Record<BillCheckTextKey, string>> = Object.freeze({
  cmsSource:
    'CMS Medicare Provider Utilization and Payment Data: Inpatient (cargos cubiertos promedio, pagos totales y pagos de Medicare por DRG)',
  thresholds:
    'Se compara lo comparable, en dólares del año de la factura: el monto facturado se compara con el cargo promedio de este hospital, y el monto pagado (aseguradora + usted) con la referencia de pago que corresponde a quien pagó. ' +
    'Hasta {above}× es "en lo típico o por debajo", más de {above}× "por encima de lo típico", ' +
    '{farAverage}× o más de un promedio de CMS ({farOwn}× del propio precio del hospital) "muy por encima de lo típico: vale la pena cuestionarlo". ' +
    'No se evalúa sin un DRG, sin las cifras del hospital, con menos de {minStays} estadías detrás del promedio, o cuando ninguna referencia corresponde a quien pagó.',
  publishedThresholds:
    'Los códigos sin un DRG se comparan con la propia lista de precios del hospital: lo que se cobra frente al precio en efectivo con descuento (si paga por su cuenta) ' +
    'o la tarifa negociada de su plan (el monto permitido esperado, una vez que conste el pago de su aseguradora): ' +
    'hasta {above}× es "en lo típico o por debajo", más que eso "por encima de lo típico", ' +
    '{far}× o más "muy por encima de lo típico: vale la pena cuestionarlo".',
  noHospital: 'No se eligió un hospital del directorio para esta visita.',
  rankHidden:
    'No se muestra la posición del hospital: menos de {min} otros hospitales a menos de {km} km tienen cifras del DRG {drg} para {year}.',
  rank: 'Posición del hospital: entre los otros {count} hospitales a menos de {km} km con cifras del DRG {drg} para {year}, la parte de sus estadías en hospitales a los que se pagó menos en promedio (las estadías en un hospital al que se pagó lo mismo cuentan la mitad). Fuente: {cms}, año de los datos {year}.',
  withSource: '{text} Fuente: {source}',
  methodNotAssessed: 'No evaluado ({benchmark}): {reason}',
  'benchmark.AVERAGE_CHARGE': 'cargo promedio',
  'benchmark.MEDICARE_PAYMENT': 'pago de Medicare',
  'benchmark.COMMERCIAL_ESTIMATE': 'estimado comercial',
  'benchmark.CASH_PRICE': 'precio en efectivo',
  'benchmark.AMOUNT_GENERALLY_BILLED': 'montos generalmente facturados',
  'step.ITEMIZED_BILL.title': 'Pida una factura detallada',
  'step.ITEMIZED_BILL.text':
    'Antes de pagar, pida a la oficina de facturación una factura detallada con cada cargo, su código y su fecha.',
  'step.ITEMIZED_BILL.source':
    'Pídala antes de la fecha de vencimiento. Los pacientes de Medicare tienen derecho a un estado de cuenta detallado dentro de los 30 días de pedirlo (Social Security Act §1806, 42 U.S.C. 1395b-7); la mayoría de los hospitales se lo dan a cualquiera que lo pida.',
  'step.CHECK_ERRORS.title': 'Revise la factura detallada en busca de errores comunes',
  'step.CHECK_ERRORS.foundOne':
    'Leímos el archivo de la factura y encontramos una línea que vale la pena preguntar a la oficina de facturación (abajo). Revise el resto de la factura línea por línea y marque lo que revisó.',
  'step.CHECK_ERRORS.foundMany':
    'Leímos el archivo de la factura y encontramos {count} cosas que vale la pena preguntar a la oficina de facturación (abajo). Revise el resto de la factura línea por línea y marque lo que revisó.',
  'step.CHECK_ERRORS.text': 'Revise la factura detallada línea por línea y marque lo que revisó.',
  'step.CHECK_ERRORS.source':
    'Errores de facturación comunes señalados por la Oficina para la Protección Financiera del Consumidor (CFPB) y los departamentos de seguros de los estados.',
  'checklist.duplicate': 'El mismo código cobrado dos veces el mismo día',
  'checklist.afterDischarge': 'Cargos con fecha posterior al día del alta',
  'checklist.notReceived': 'Una línea por un servicio, medicamento o suministro que usted no recibió',
  'step.FINANCIAL_ASSISTANCE.title': 'Solicite asistencia financiera (hospitales sin fines de lucro)',
  'step.FINANCIAL_ASSISTANCE.text':
    'Los hospitales sin fines de lucro deben tener una política de asistencia financiera y aceptar solicitudes durante al menos 240 días después de la primera factura posterior al alta. Pida la política y el formulario de solicitud.',
  'step.FINANCIAL_ASSISTANCE.source':
    'Reglas del IRS para hospitales exentos de impuestos, sección 501(r): el período de solicitud, 26 CFR 1.501(r)-1(b)(3), termina no antes de 240 días después del primer estado de cuenta posterior al alta.',
  'step.NSA_DISPUTE.title': 'Inicie una disputa entre paciente y proveedor (Ley Sin Sorpresas)',
  'step.NSA_DISPUTE.ifEstimate':
    'Si recibió un estimado de buena fe y la factura lo supera en al menos $400,',
  'step.NSA_DISPUTE.above': 'Su factura supera en {amount} el estimado de buena fe, así que',
  'step.NSA_DISPUTE.text':
    '{condition} como paciente sin seguro o que paga por su cuenta puede iniciar el proceso de resolución de disputas entre paciente y proveedor dentro de los 120 días de la factura.',
  'step.NSA_DISPUTE.source':
    'Ley Sin Sorpresas (No Surprises Act), resolución de disputas entre paciente y proveedor, 45 CFR 149.620: factura al menos $400 por encima del estimado de buena fe, iniciada dentro de los 120 días calendario desde que recibió la primera factura.',
  'step.ITEMIZED_BILL.passed':
    'Esa fecha ya pasó: pídala ahora de todos modos. Un hospital entrega la factura detallada también después de la fecha de vencimiento, y puede pedirle que retenga la factura mientras usted la revisa.',
  'step.CHECK_ERRORS.passed':
    'Esa fecha ya pasó: revise la factura ahora de todos modos. Un error de facturación se puede corregir después de la fecha de vencimiento.',
  'step.FINANCIAL_ASSISTANCE.passed':
    'Esa fecha ya pasó. Presente la solicitud de todos modos: 240 días es lo mínimo que un hospital sin fines de lucro debe permitir, su propia política puede permitir más y su oficina de facturación puede decirle si todavía acepta su solicitud.',
  'step.NSA_DISPUTE.passed':
    'Esa fecha ya pasó: el proceso de disputa debe iniciarse dentro de los 120 días desde la factura, así que ahora pueden rechazarlo. Todavía puede pedir al proveedor que respete su estimado de buena fe.',
  notPublishedForPlan: 'No publicado para su plan',
  planRange:
    '{low} a {high} (la lista publica varias tarifas para su plan y no dice cuál se aplica; se compara la más baja)',
  notPublished: 'no publicado',
  ratesNotPublished: 'tarifas no publicadas',
  range: '{low} a {high}',
  publishedLine:
    'Código {code}: cargo bruto {gross}, precio en efectivo con descuento {cash}, tarifas negociadas {negotiated}{ofPlan}',
  source: 'Fuente: {label}.',
  planOwe:
    'Lo que debería pagar según su plan por el monto permitido esperado ({allowed}), contando la visita como una: {formula}. {source}',
  noneOfCodes: 'La lista de precios del hospital ({label}) no publica ninguno de los códigos de la factura.',
  someUnpublished:
    'La lista de precios del hospital no publica {codes}, así que el total de la factura no se puede comparar con ella.',
  noCashFor: 'La lista de precios no publica un precio en efectivo con descuento para {codes}.',
  cashWhat: 'el precio en efectivo con descuento del hospital para {codes} ({cents})',
  savePlan:
    'Guarde su plan de seguro médico en Configuración para comparar la factura con la tarifa negociada de su aseguradora; se muestran los precios publicados del hospital.',
  noPlanRate:
    '{notPublished}: el hospital no publica ninguna tarifa de {plan} para {codes}, y no se usa la tarifa de otro plan.',
  recordInsurer:
    'Anote lo que pagó su aseguradora para comparar la factura con la tarifa negociada de su plan; hasta que la aseguradora procese el reclamo, el monto facturado no es lo que usted debe.',
  allowedWhat: 'el monto permitido esperado, la tarifa negociada de {payer} para {codes} ({cents})',
  'asked.paid': 'El monto pagado',
  'asked.billed': 'El monto facturado',
  priceFileExplanation:
    '{asked} ({cents}) es {ratio}× {what}, según la lista de precios del hospital. Más de {above}× es "por encima de lo típico"; {far}× o más es "muy por encima de lo típico".',
  'ratio.paid': 'monto pagado (seguro + su parte)',
  'ratio.billed': 'monto facturado',
  'ratio.cash': 'el precio en efectivo con descuento',
  'ratio.allowed': 'el monto permitido esperado',
  ratio: 'Proporción = {asked} ÷ {basis}. {source}',
  formula:
    'mín({cap} que le queda de gastos de bolsillo, {deductible} de deducible + {percent}% × ({allowed} − {deductible}){copay}) = {patient}',
  formulaCopay: ' + {copay} de copago',
  priceFileSource: 'La lista de precios del hospital (45 CFR 180): {label}',
  sourceLabel: '{file}, {dated}, versión {version}',
  dated: 'con fecha {date}',
  dateNotGiven: 'sin fecha',
  taskAt: ' en {hospital}',
});
