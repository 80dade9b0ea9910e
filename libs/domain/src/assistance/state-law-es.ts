/**
 * The state rules' own free-text words in Spanish (issue 45): each rule's notes, its reason (federal-only
 * states), its cap texts, Illinois' "or later if" clause, the reasons a state is left out, and each state
 * rule's "guarantees" sentence. Keyed by the English sentence exactly as it stands in state-rules*.ts, so a
 * rule edited or added later without its Spanish falls back to the English, given apart (lang="en").
 * Faithful summaries of statutes: every number, percent, dollar amount, day count and citation is the
 * English one (state-law-es.spec.ts checks it); statute and program names and citations stay as published;
 * plain patient Spanish with "usted" (libs/i18n/glossary.md: "atención gratuita", "sin seguro médico",
 * "de su bolsillo", "deducible", "copago", "coseguro").
 * Reviewed against the English on 2026-11-29 (es-law-notes).
 */

export const STATE_LAW_ES: Readonly<Record<string, string>> = {
  // --- Notes ---------------------------------------------------------------------------------------
  'Covers patients without insurance, and insured patients with high medical costs (out-of-pocket costs at the hospital over 10 % of family income in the last 12 months, or as the law defines).':
    'Cubre a los pacientes sin seguro médico y a los pacientes con seguro que tienen gastos médicos altos (gastos de su bolsillo en el hospital de más del 10 % del ingreso familiar en los últimos 12 meses, o según lo defina la ley).',
  'Rural hospitals may set a lower income limit (§ 127405(a)(2)).':
    'Los hospitales rurales pueden fijar un límite de ingresos más bajo (§ 127405(a)(2)).',
  'Emergency physicians must give the same discount at or below 400 % (§ 127452).':
    'Los médicos de emergencia deben dar el mismo descuento a los pacientes con ingresos de hasta el 400 % (§ 127452).',
  'The hospital must screen you for public coverage and for discounted care, and may not refuse discounted care because you have not applied for public benefits.':
    'El hospital debe evaluar si usted califica para cobertura pública y para atención con descuento, y no puede negarle la atención con descuento porque usted no haya solicitado beneficios públicos.',
  'Since 2024 you must attest that you live in Colorado.':
    'Desde 2024 usted debe declarar que vive en Colorado.',
  'The cap needs a Medicaid denial: apply for Medicaid (HUSKY) and keep the letter.':
    'Para este límite se necesita un rechazo de Medicaid: solicite Medicaid (HUSKY) y guarde la carta.',
  'Only for care over $150 a visit or stay ($300 at rural and Critical Access hospitals), and you must ask for the discount within 90 days of discharge or service, or of the hospital’s screening or a denial of public coverage if later (210 ILCS 89/15(b)): apply sooner than the federal 240 days. Both are applied here.':
    'Solo para la atención de más de $150 por visita o estadía ($300 en los hospitales rurales y de acceso crítico), y usted debe pedir el descuento dentro de los 90 días después del alta o de la atención, o de la evaluación del hospital o de un rechazo de cobertura pública si es más tarde (210 ILCS 89/15(b)): solicítelo antes que los 240 días federales. Aquí se aplican las dos cosas.',
  'The hospital may ask you to apply for Medicaid or another public program first if you may qualify.':
    'El hospital puede pedirle que primero solicite Medicaid u otro programa público si usted podría calificar.',
  'Above 200 % the hospital must offer reduced-cost care, in amounts its own policy sets, and an income-based payment plan.':
    'Por encima del 200 %, el hospital debe ofrecer atención a costo reducido, en los montos que fija su propia política, y un plan de pagos según sus ingresos.',
  'Covers patients without insurance and those whose insurance does not pay the whole bill; income may be updated for changes within 240 days of the first bill.':
    'Cubre a los pacientes sin seguro médico y a aquellos cuyo seguro no paga toda la factura; el ingreso se puede actualizar si cambia dentro de los 240 días después de la primera factura.',
  'For care from July 1, 2026 the line is 200 % of the poverty guidelines (22 M.R.S. § 1716-A, P.L. 2025, c. 488); for earlier care it was under 150 % (10-144 C.M.R. ch. 150). Income is modified adjusted gross income.':
    'Para la atención desde el 1 de julio de 2026, el límite es el 200 % de la guía federal de pobreza (22 M.R.S. § 1716-A, P.L. 2025, c. 488); para la atención anterior era menos del 150 % (10-144 C.M.R. ch. 150). El ingreso que cuenta es el ingreso bruto ajustado modificado (MAGI).',
  'The line is your household’s yearly income in dollars ($125,000), the same for any household size.':
    'El límite es el ingreso anual de su hogar en dólares ($125,000), el mismo para cualquier tamaño del hogar.',
  'The limit is on “uninsured” care; if your plan did not cover this care, ask the hospital whether the limit applies to it.':
    'El límite es para la atención “sin seguro”; si su plan no cubrió esta atención, pregúntele al hospital si el límite se aplica a ella.',
  'A 2023 Minnesota law (Minn. Stat. §§ 144.587–144.588) also makes hospitals screen patients for public coverage and charity care and limits some collection actions; ask the hospital to screen you before paying.':
    'Una ley de Minnesota de 2023 (Minn. Stat. §§ 144.587–144.588) también obliga a los hospitales a evaluar si los pacientes califican para cobertura pública y atención gratuita, y limita algunas acciones de cobro; pídale al hospital que lo evalúe antes de pagar.',
  'Charity Care also has an asset test: assets at the time of service of no more than $7,500 for one person or $15,000 for a family (N.J.A.C. 10:52-11.9).':
    'Charity Care también tiene un límite de bienes: bienes de no más de $7,500 para una persona o $15,000 para una familia en el momento de la atención (N.J.A.C. 10:52-11.9).',
  'The reduced percentages apply to the whole bill or to what is left after insurance pays.':
    'Los porcentajes reducidos se aplican a toda la factura o a lo que queda después de que paga el seguro.',
  'Covers patients without insurance, patients whose insurance benefits are used up, and “underinsured” patients, whose out-of-pocket medical costs in the last 12 months were over 10 % of their gross yearly income (§ 2807-k(1)(h)). Immigration status may not be asked as a condition.':
    'Cubre a los pacientes sin seguro médico, a los pacientes que ya usaron todos los beneficios de su seguro y a los pacientes con “seguro insuficiente”, cuyos gastos médicos de su bolsillo en los últimos 12 meses pasaron del 10 % de su ingreso anual bruto (§ 2807-k(1)(h)). No se puede exigir el estatus migratorio como condición.',
  'For emergency care the law covers New York residents; for other medically necessary care, residents of the hospital’s primary service area, which its summary of the policy must describe (§ 2807-k(9-a)(f)).':
    'Para la atención de emergencia, la ley cubre a los residentes de New York; para otra atención médicamente necesaria, a los residentes del área principal de servicio del hospital, que el resumen de su política debe describir (§ 2807-k(9-a)(f)).',
  'The hospital must decide within 30 days of a complete application, may not sue or pass the bill to a debt collector until 180 days after the first bill (§ 2807-k(9-a)(l)), and may not sue a patient under 400 % at all (9-a(h)).':
    'El hospital debe decidir dentro de los 30 días después de recibir una solicitud completa, no puede demandar ni pasar la factura a una agencia de cobranza hasta 180 días después de la primera factura (§ 2807-k(9-a)(l)), y nunca puede demandar a un paciente por debajo del 400 % (9-a(h)).',
  'A payment plan may take no more than 5 % of your gross monthly income, at no more than 2 % interest (§ 2807-k(9-a)(d)). The hospital may ask you to apply for Medicaid first if you may qualify.':
    'Un plan de pagos no puede tomar más del 5 % de su ingreso mensual bruto, con un interés de no más del 2 % (§ 2807-k(9-a)(d)). El hospital puede pedirle que primero solicite Medicaid si usted podría calificar.',
  'For care before October 20, 2024 the earlier text applied: uninsured patients only, up to 300 % of the poverty guidelines; the answer uses it when the visit’s date is before that day.':
    'Para la atención antes del 20 de octubre de 2024 se aplicaba el texto anterior: solo pacientes sin seguro médico, hasta el 300 % de la guía federal de pobreza; esta respuesta lo usa cuando la fecha de la visita es anterior a ese día.',
  'Your care was before October 20, 2024, so the text then in force applies: it covered uninsured patients up to 300 % of the poverty guidelines (patients with insurance are covered only by the text in force since then).':
    'Su atención fue antes del 20 de octubre de 2024, así que se aplica el texto vigente en ese momento: cubría a los pacientes sin seguro médico hasta el 300 % de la guía federal de pobreza (a los pacientes con seguro los cubre solo el texto vigente desde entonces).',
  'How you apply is governed by today’s text: you may apply at any time during the collection process, and a payment plan may take no more than 5 % of your gross monthly income (§ 2807-k(9-a)(d), (e)).':
    'La forma de solicitar la rige el texto de hoy: usted puede solicitar en cualquier momento del proceso de cobro, y un plan de pagos no puede tomar más del 5 % de su ingreso mensual bruto (§ 2807-k(9-a)(d), (e)).',
  'Covers inpatient and outpatient services Medicaid covers, except transplants; the hospital may bill your insurance and may ask you to apply for Medicaid first.':
    'Cubre los servicios con internación y ambulatorios que cubre Medicaid, menos los trasplantes; el hospital puede facturarle a su seguro y puede pedirle que primero solicite Medicaid.',
  'Covers all medically necessary services and supplies; the hospital may not make you apply for the Oregon Health Plan (Medicaid) before screening you (ORS 442.614(2)).':
    'Cubre todos los servicios y suministros médicamente necesarios; el hospital no puede obligarle a solicitar el Oregon Health Plan (Medicaid) antes de evaluar si usted califica (ORS 442.614(2)).',
  'Applies to care on or after July 1, 2022, and to insured patients’ deductibles and co-pays as well as to the uninsured.':
    'Se aplica a la atención desde el 1 de julio de 2022, y a los deducibles y copagos de los pacientes con seguro tanto como a los pacientes sin seguro médico.',
  'The hospital may ask you to apply for other coverage first, such as Apple Health (Medicaid).':
    'El hospital puede pedirle que primero solicite otra cobertura, como Apple Health (Medicaid).',

  // --- Why only the federal rules apply -------------------------------------------------------------
  'Florida’s hospital billing law (Fla. Stat. § 395.301 and § 395.3011) governs estimates, itemized bills and collection actions, but sets no income at which a patient is owed free or discounted care.':
    'La ley de facturación hospitalaria de Florida (Fla. Stat. § 395.301 y § 395.3011) regula los presupuestos, las facturas detalladas y las acciones de cobro, pero no fija un ingreso con el que se le deba dar a un paciente atención gratuita o con descuento.',
  'We found no Georgia statute that names an income at which a hospital patient is owed free or discounted care.':
    'No encontramos una ley de Georgia que fije un ingreso con el que se le deba dar a un paciente de hospital atención gratuita o con descuento.',
  'We found no Michigan statute that names an income at which a hospital patient is owed free or discounted care.':
    'No encontramos una ley de Michigan que fije un ingreso con el que se le deba dar a un paciente de hospital atención gratuita o con descuento.',
  'North Carolina’s medical debt relief program (2024) is voluntary: hospitals that join it as a condition of extra Medicaid payments agree to income-based relief, but no statute binds every hospital, so we state no state floor.':
    'El programa de alivio de deudas médicas de North Carolina (2024) es voluntario: los hospitales que se unen a él como condición para recibir pagos adicionales de Medicaid aceptan dar alivio según los ingresos, pero ninguna ley obliga a todos los hospitales, así que no indicamos una ayuda mínima fijada por el estado.',
  'Pennsylvania has no statute setting an income at which a hospital patient is owed free or discounted care; bills to create one (e.g. the Medical Debt Relief Act and SB 648 of 2025) had not become law in the sources we read.':
    'Pennsylvania no tiene una ley que fije un ingreso con el que se le deba dar a un paciente de hospital atención gratuita o con descuento; los proyectos de ley para crearla (p. ej., la Medical Debt Relief Act y SB 648 de 2025) todavía no eran ley en las fuentes que leímos.',
  'Texas law (Health & Safety Code ch. 311, subch. D) sets how much charity care and community benefit nonprofit hospitals must provide in total, but names no income at which a patient is owed free or discounted care; each hospital’s own policy decides.':
    'La ley de Texas (Health & Safety Code ch. 311, subch. D) fija cuánta atención gratuita y beneficio comunitario deben dar en total los hospitales sin fines de lucro, pero no fija un ingreso con el que se le deba dar a un paciente atención gratuita o con descuento; decide la política propia de cada hospital.',

  // --- Caps on what an eligible patient may be charged ---------------------------------------------
  'California law also limits what a hospital may expect from a patient eligible for its discount payment policy (Health & Safety Code § 127405); we could not read that limit from a source, so we do not state it: ask the hospital for its discount payment policy.':
    'La ley de California también limita lo que un hospital puede esperar cobrarle a un paciente que califica para su política de pagos con descuento (Health & Safety Code § 127405); no pudimos leer ese límite en una fuente, así que no lo indicamos: pídale al hospital su política de pagos con descuento.',
  'Charges are limited to the discounted rate the Department of Health Care Policy and Financing sets; monthly payments may not exceed 4 % of monthly household income on the hospital’s bill (2 % on each professional’s bill), and after 36 monthly payments the bill is paid in full (C.R.S. 25.5-3-503).':
    'Los cargos se limitan a la tarifa con descuento que fija el departamento estatal de política y financiamiento de la atención médica (Department of Health Care Policy and Financing); los pagos mensuales no pueden pasar del 4 % del ingreso mensual del hogar en la factura del hospital (2 % en la factura de cada profesional), y después de 36 pagos mensuales la factura queda pagada por completo (C.R.S. 25.5-3-503).',
  'A hospital may collect from such a patient no more than the cost of providing the care (Conn. Gen. Stat. § 19a-673).':
    'Un hospital no puede cobrarle a ese paciente más que el costo de dar la atención (Conn. Gen. Stat. § 19a-673).',
  'An eligible uninsured patient pays no more than 135 % of the hospital’s cost (its charges times its cost-to-charge ratio), and no more than 25 % of family income for hospital care in any 12 months (210 ILCS 89/10(b)–(c)).':
    'Un paciente sin seguro médico que califica no paga más del 135 % del costo del hospital (sus cargos multiplicados por su proporción entre costo y cargo), ni más del 25 % del ingreso familiar por atención hospitalaria en cualquier período de 12 meses (210 ILCS 89/10(b)–(c)).',
  'A Minnesota hospital may not charge an uninsured patient whose household income is under $125,000 a year more than the lowest total amount a nongovernmental third-party payer would pay it for the same care, co-payments, deductibles and coinsurance included (Minn. Stat. § 144.589, subd. 1). Ask the hospital for that amount.':
    'Un hospital de Minnesota no puede cobrarle a un paciente sin seguro médico cuyo ingreso del hogar es menor de $125,000 al año más que el monto total más bajo que le pagaría un pagador no gubernamental (un tercero, como una aseguradora) por la misma atención, incluidos los copagos, deducibles y coseguro (Minn. Stat. § 144.589, subd. 1). Pídale al hospital ese monto.',
  'An uninsured New Jersey resident with family income under 500 % of the poverty guidelines may be charged no more than 115 % of the Medicare rate (N.J.S.A. 26:2H-12.52).':
    'A un residente de New Jersey sin seguro médico con un ingreso familiar menor del 500 % de la guía federal de pobreza no se le puede cobrar más del 115 % de la tarifa de Medicare (N.J.S.A. 26:2H-12.52).',
  'From 200 % to 300 % of the poverty guidelines the hospital may collect, on a sliding scale that is lowest for the lowest incomes, no more than 10 % of what Medicaid would have paid for the same care; for an underinsured patient, no more than 10 % of the cost-sharing under the patient’s insurance (N.Y. Pub. Health Law § 2807-k(9-a)(b)(ii)). Ask the hospital for that amount.':
    'Del 200 % al 300 % de la guía federal de pobreza, el hospital puede cobrar, en una escala móvil que es más baja para los ingresos más bajos, no más del 10 % de lo que Medicaid habría pagado por la misma atención; a un paciente con seguro insuficiente, no más del 10 % de los costos compartidos de su seguro (N.Y. Pub. Health Law § 2807-k(9-a)(b)(ii)). Pídale al hospital ese monto.',
  'From 301 % to 400 % of the poverty guidelines the hospital may collect, on a sliding scale rising from 10 %, no more than 20 % of what Medicaid would have paid for the same care; for an underinsured patient, no more than 20 % of the cost-sharing under the patient’s insurance (N.Y. Pub. Health Law § 2807-k(9-a)(b)(iii)). Ask the hospital for that amount.':
    'Del 301 % al 400 % de la guía federal de pobreza, el hospital puede cobrar, en una escala móvil que sube desde el 10 %, no más del 20 % de lo que Medicaid habría pagado por la misma atención; a un paciente con seguro insuficiente, no más del 20 % de los costos compartidos de su seguro (N.Y. Pub. Health Law § 2807-k(9-a)(b)(iii)). Pídale al hospital ese monto.',
  'For care before October 20, 2024, an uninsured patient at or below 100 % of the poverty guidelines owed no more than a nominal payment set by the Department of Health’s guidelines (N.Y. Pub. Health Law § 2807-k(9-a)(b)(i) as it then read).':
    'Para la atención antes del 20 de octubre de 2024, un paciente sin seguro médico con ingresos de hasta el 100 % de la guía federal de pobreza debía no más de un pago simbólico fijado por las pautas del Departamento de Salud del estado (N.Y. Pub. Health Law § 2807-k(9-a)(b)(i) según su texto de entonces).',
  'For care before October 20, 2024, an uninsured patient from 101 % to 150 % owed, on a sliding scale, no more than 20 % of the greatest of what the hospital’s highest-volume insurer, Medicare or Medicaid would have paid (§ 2807-k(9-a)(b)(ii) as it then read).':
    'Para la atención antes del 20 de octubre de 2024, un paciente sin seguro médico del 101 % al 150 % debía, en una escala móvil, no más del 20 % del mayor de los montos que habría pagado la aseguradora con más pacientes en el hospital, Medicare o Medicaid (§ 2807-k(9-a)(b)(ii) según su texto de entonces).',
  'For care before October 20, 2024, an uninsured patient from 151 % to 250 % owed, on a sliding scale rising from 20 %, no more than the greatest of what the hospital’s highest-volume insurer, Medicare or Medicaid would have paid (§ 2807-k(9-a)(b)(iii) as it then read).':
    'Para la atención antes del 20 de octubre de 2024, un paciente sin seguro médico del 151 % al 250 % debía, en una escala móvil que sube desde el 20 %, no más del mayor de los montos que habría pagado la aseguradora con más pacientes en el hospital, Medicare o Medicaid (§ 2807-k(9-a)(b)(iii) según su texto de entonces).',
  'For care before October 20, 2024, an uninsured patient from 251 % to 300 % owed no more than the greatest of what the hospital’s highest-volume insurer, Medicare or Medicaid would have paid (§ 2807-k(9-a)(b)(iv) as it then read).':
    'Para la atención antes del 20 de octubre de 2024, un paciente sin seguro médico del 251 % al 300 % debía no más del mayor de los montos que habría pagado la aseguradora con más pacientes en el hospital, Medicare o Medicaid (§ 2807-k(9-a)(b)(iv) según su texto de entonces).',

  // --- Illinois' later start of its 90 days ---------------------------------------------------------
  'or of the hospital’s screening under the Fair Patient Billing Act or a denial of public health insurance, if later':
    'o de la evaluación del hospital según la Fair Patient Billing Act o de un rechazo de seguro médico público, si es más tarde',

  // --- States left out -----------------------------------------------------------------------------
  'NRS 439B.260 (at least 30 % off for uninsured inpatients of major hospitals, with no income test) was re-enacted in a version effective January 1, 2026 that we could not read; it is not an income floor in any case.':
    'NRS 439B.260 (al menos un 30 % de descuento para los pacientes internados sin seguro médico de los hospitales grandes, sin límite de ingresos) se volvió a promulgar en una versión vigente desde el 1 de enero de 2026 que no pudimos leer; de todos modos, no fija un límite de ingresos con el que se deba dar ayuda.',
  'The Health Safety Net (101 CMR 613.04) covers residents up to 300 % of the poverty guidelines, but we could not confirm from the regulation what a patient still owes between 150 % and 300 %, nor the date of the version in force.':
    'La Health Safety Net (101 CMR 613.04) cubre a los residentes hasta el 300 % de la guía federal de pobreza, pero no pudimos confirmar en el reglamento lo que un paciente aún debe entre el 150 % y el 300 %, ni la fecha de la versión vigente.',
  '63 O.S. § 1-723.2 requires every hospital to discount charges for uninsured self-pay patients up to 300 % of the poverty guidelines to the greater of Medicare’s rate or cost, but the source we read cut off the day it took effect (Laws 2006, c. 315), so it waits for that date.':
    '63 O.S. § 1-723.2 obliga a todos los hospitales a rebajar los cargos de los pacientes sin seguro médico que pagan por su cuenta, hasta el 300 % de la guía federal de pobreza, a la tarifa de Medicare o al costo, lo que sea mayor; pero la fuente que leímos no mostraba el día en que entró en vigor (Laws 2006, c. 315), así que queda fuera hasta tener esa fecha.',

  // --- What each state rule guarantees (the rules list) --------------------------------------------
  'Uninsured patients and patients with high medical costs at or below 400 % of the poverty guidelines are eligible for every hospital’s charity care or discount payment policy.':
    'Los pacientes sin seguro médico y los pacientes con gastos médicos altos con ingresos de hasta el 400 % de la guía federal de pobreza califican para la política de atención gratuita o de pagos con descuento de cualquier hospital.',
  'Patients at or below 250 % of the poverty guidelines are billed no more than the state’s discounted rate, with payments capped at 4 % of monthly income and forgiven after 36 payments.':
    'A los pacientes con ingresos de hasta el 250 % de la guía federal de pobreza no se les factura más que la tarifa con descuento del estado, con pagos limitados al 4 % del ingreso mensual y perdonados después de 36 pagos.',
  'A hospital may collect no more than the cost of care from an uninsured patient at or below 250 % of the poverty guidelines who is not eligible for Medicaid.':
    'Un hospital no puede cobrar más que el costo de la atención a un paciente sin seguro médico con ingresos de hasta el 250 % de la guía federal de pobreza que no califica para Medicaid.',
  'Uninsured Illinois residents get free care up to 200 % of the poverty guidelines and a discount to 135 % of cost up to 600 % (125 % and 300 % at rural and Critical Access hospitals).':
    'Los residentes de Illinois sin seguro médico reciben atención gratuita hasta el 200 % de la guía federal de pobreza y un descuento hasta el 135 % del costo hasta el 600 % (125 % y 300 % en los hospitales rurales y de acceso crítico).',
  'Every Maryland hospital’s policy must give free medically necessary care at or below 200 % of the poverty guidelines and reduced-cost care above it.':
    'La política de cada hospital de Maryland debe dar atención médicamente necesaria gratuita con ingresos de hasta el 200 % de la guía federal de pobreza, y atención a costo reducido por encima de ese límite.',
  'Every Maine hospital must give charity care (free care) to Maine residents with family income at or below 200 % of the federal poverty level.':
    'Cada hospital de Maine debe dar atención gratuita (charity care) a los residentes de Maine con un ingreso familiar de hasta el 200 % del nivel federal de pobreza.',
  'A hospital may not charge a patient whose annual household income is less than $125,000 more for uninsured care than the lowest total amount a nongovernmental third-party payer would pay for it.':
    'Un hospital no puede cobrarle a un paciente cuyo ingreso anual del hogar es menor de $125,000 más por la atención sin seguro que el monto total más bajo que pagaría por ella un pagador no gubernamental (un tercero, como una aseguradora).',
  'Free hospital care at or below 200 % of the poverty guidelines; between 200 % and 300 % you pay 20 % to 80 % of the charge on a sliding scale.':
    'Atención hospitalaria gratuita con ingresos de hasta el 200 % de la guía federal de pobreza; entre el 200 % y el 300 % usted paga del 20 % al 80 % del cargo, en una escala móvil.',
  'Uninsured New Jersey residents with family income under 500 % of the poverty guidelines may be charged no more than 115 % of the Medicare rate.':
    'A los residentes de New Jersey sin seguro médico con un ingreso familiar menor del 500 % de la guía federal de pobreza no se les puede cobrar más del 115 % de la tarifa de Medicare.',
  'Every general hospital must waive all charges for uninsured, underinsured or out-of-benefits patients under 200 % of the poverty guidelines, and may charge those from 200 % to 400 % no more than 10 % to 20 % of what Medicaid would pay.':
    'Cada hospital general debe perdonar todos los cargos a los pacientes sin seguro médico, con seguro insuficiente o que ya usaron todos los beneficios de su seguro, con ingresos menores del 200 % de la guía federal de pobreza, y a los que están del 200 % al 400 % no les puede cobrar más del 10 % al 20 % de lo que pagaría Medicaid.',
  'Hospitals paid under the Hospital Care Assurance Program must give basic, medically necessary hospital care free to Ohio residents not on Medicaid with income at or below the poverty guideline.':
    'Los hospitales que reciben pagos del Hospital Care Assurance Program deben dar atención hospitalaria básica y médicamente necesaria gratis a los residentes de Ohio que no tienen Medicaid y tienen ingresos que no pasan de la guía federal de pobreza.',
  'A nonprofit hospital’s policy must cut patients’ costs by 100 % up to 200 % of the poverty guidelines, 75 % up to 300 %, 50 % up to 350 % and 25 % up to 400 %.':
    'La política de un hospital sin fines de lucro debe reducir los costos de los pacientes en un 100 % hasta el 200 % de la guía federal de pobreza, un 75 % hasta el 300 %, un 50 % hasta el 350 % y un 25 % hasta el 400 %.',
  'Every Washington hospital must give free care at or below 200 % of the poverty guidelines, at least 75 % off up to 250 % and at least 50 % off up to 300 %; Tier 1 hospitals: free up to 300 %, 75 % off up to 350 %, 50 % off up to 400 %.':
    'Cada hospital de Washington debe dar atención gratuita con ingresos de hasta el 200 % de la guía federal de pobreza, al menos un 75 % de descuento hasta el 250 % y al menos un 50 % de descuento hasta el 300 %; en los hospitales del nivel más alto (Tier 1): gratuita hasta el 300 %, un 75 % de descuento hasta el 350 % y un 50 % de descuento hasta el 400 %.',
};

/** A state rule's English words in Spanish, or null when not written yet (then given apart, in English). */
export function stateLawEs(english: string): string | null {
  return STATE_LAW_ES[english] ?? null;
}
