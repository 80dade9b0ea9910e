/** The itemized-line check's sentences in Spanish (line-checks-text.ts holds the English). */
import type { LineCheckTextKey } from './line-checks-text';

export const LINE_CHECK_TEXT_ES: Readonly<Record<LineCheckTextKey, string>> = Object.freeze({
  rev: 'rev {code}',
  on: 'el {date}',
  forQuantity: ' por {quantity}',
  line: '{parts} (página {page}, línea {line})',
  duplicate:
    '{what} se cobra {count} veces el {date}: {lines}. Pregunte si lo recibió {count} veces; si no, deberían descontarle los {extra} de más.',
  afterDischarge:
    '{line} tiene una fecha posterior a su alta del {date}. Pregunte a qué corresponde: la atención después de que usted salió no es parte de esta estadía.',
  beforeAdmission:
    '{line} tiene una fecha anterior a su ingreso del {date}. Pregunte a qué corresponde (las pruebas de los 3 días antes de una internación se facturan con la estadía).',
  visitQuantity:
    '{line} cobra un código de consulta {quantity} veces en una línea. Regla usada: una consulta de evaluación y manejo (CPT 99202–99499) se factura una vez al día por un médico. Pregunte por qué es más de una.',
  units:
    '{line} cobra {quantity} unidades en una línea. Regla usada: más de {max} unidades de un artículo en una línea es poco común. Pregunte qué se contó.',
  roomDays:
    'La factura cobra {days} días de habitación y comida (códigos de ingresos 0100–0219) por una estadía de {nights} {nightWord} ({from} a {to}); el día en que usted sale no es un día de habitación. Pida que le descuenten {excess} {dayWord} de más.',
  night: 'noche',
  nights: 'noches',
  day: 'día',
  days: 'días',
  abovePriceFile:
    '{line} está {above} por encima de la tarifa más alta que la propia lista de precios del hospital publica para {code} ({rate}{times}; {source}). Pregunte por qué la factura supera el precio publicado del hospital.',
});
