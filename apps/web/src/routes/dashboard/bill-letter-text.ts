/**
 * The words of the bill check's letter to the billing office (BillCheckLetter, BillCheckBenchmarks,
 * BillCheckPriceFile) in English and Spanish. The letter's language is chosen per letter (issue 45), and
 * may differ from the page's (a billing office may need English), so its words are not the page's
 * messages: they are this table, key for key in both languages (bill-letter-text.spec.ts). `{name}`
 * placeholders are filled by `fill` (@fp/domain); money stays "$1,234.56" in both.
 */
import type { TextLanguage } from '@fp/domain';

const EN = {
  to: 'To: Billing office, {hospital}',
  toUnknown: 'To: Billing office, the hospital',
  re: 'Re: {visit}{admitted}{discharged}',
  admitted: ', admitted {date}',
  discharged: ', discharged {date}',
  account: 'Patient account number: [the number on your bill]',
  billDated: 'Bill dated [the date printed on your bill], amount billed {billed}{paid}.',
  paid: ', paid {paid}',
  ask: 'Please send me an itemized bill listing every charge with its billing code, date and amount, and review the bill for errors (duplicate charges, charges after discharge, services I did not receive).',
  sincerely: 'Sincerely,',
  comparisonsIntro: 'According to public figures, moved to the dollars of the year of my care:',
  comparison: '- {text} (Source: {source})',
  comparisonsAsk:
    'I ask you to review the charges in light of these figures and to tell me about your financial assistance policy.',
  gross: 'gross charge {amount}',
  cash: 'discounted cash price {amount}',
  negotiated: 'negotiated rates {range}',
  planRate: "my plan's negotiated rate {amount}",
  range: '{low} – {high}',
  owe: " By my plan's terms I should owe {amount} for this care.",
  priceFile: "Your hospital's own published standard charges ({source}) list {figures}.{owe}",
  priceFileAsk: 'I ask you to bill me in line with these published prices.',
  pdfTitle: 'Itemized bill request: {name}',
  fileName: 'itemized-bill-request.pdf',
} as const;

export type BillLetterKey = keyof typeof EN;

const ES: Readonly<Record<BillLetterKey, string>> = {
  to: 'Para: Oficina de facturación, {hospital}',
  toUnknown: 'Para: Oficina de facturación del hospital',
  re: 'Asunto: {visit}{admitted}{discharged}',
  admitted: ', ingreso el {date}',
  discharged: ', alta el {date}',
  account: 'Número de cuenta del paciente: [el número que figura en su factura]',
  billDated: 'Factura con fecha [la fecha impresa en su factura], monto facturado {billed}{paid}.',
  paid: ', pagado {paid}',
  ask: 'Les pido que me envíen una factura detallada con cada cargo, su código de facturación, su fecha y su monto, y que revisen la factura en busca de errores (cargos duplicados, cargos posteriores al alta, servicios que no recibí).',
  sincerely: 'Atentamente,',
  comparisonsIntro: 'Según cifras públicas, llevadas a dólares del año de mi atención:',
  comparison: '- {text} (Fuente: {source})',
  comparisonsAsk:
    'Les pido que revisen los cargos a la luz de estas cifras y que me informen sobre su política de asistencia financiera.',
  gross: 'cargo bruto {amount}',
  cash: 'precio en efectivo con descuento {amount}',
  negotiated: 'tarifas negociadas {range}',
  planRate: 'la tarifa negociada de mi plan {amount}',
  range: '{low} – {high}',
  owe: ' Según los términos de mi plan, debería pagar {amount} por esta atención.',
  priceFile: 'Los cargos estándar publicados por su propio hospital ({source}) indican {figures}.{owe}',
  priceFileAsk: 'Les pido que me facturen de acuerdo con estos precios publicados.',
  pdfTitle: 'Solicitud de factura detallada: {name}',
  fileName: 'solicitud-factura-detallada.pdf',
};

export const BILL_LETTER_TEXT: Readonly<Record<TextLanguage, Readonly<Record<BillLetterKey, string>>>> = {
  en: EN,
  es: ES,
};
