/**
 * The financial assistance application letter in Spanish (issue 45): the same letter as letter.ts
 * assistanceLetterLines, line for line, for a writer who chose Spanish for this letter. The answer given must
 * be the Spanish one (assessAssistance with language 'es'), so that the deadlines' rules read in Spanish.
 * Citations stay as published; a state rule whose text is still English is named by its citation only.
 */
import { addressPlaceholder, type LetterSender } from '../letters/letter';
import { usd } from '../money/usd';
import { fechaLarga } from './assess-es';
import type { AssistanceLetterInput } from './letter';
import type { AssistanceAnswer, HouseholdFacts } from './types';

export const NAME_PLACEHOLDER_ES = '[Su nombre]';

export const INSURANCE_WORDS_ES: Readonly<Record<HouseholdFacts['insurance'], string>> = Object.freeze({
  UNINSURED: 'No tengo seguro médico',
  INSURED: 'Tengo seguro médico, que no cubrió toda esta factura',
  MEDICARE: 'Tengo Medicare',
  MEDICAID: 'Tengo Medicaid',
  UNKNOWN: 'Mi cobertura de seguro para esta atención todavía no está resuelta',
});

/** "un hogar de 1 persona" / "un hogar de 4 personas". */
export const householdWordsEs = (size: number) =>
  `un hogar de ${size} ${size === 1 ? 'persona' : 'personas'}`;

function senderNameEs(s: LetterSender): string {
  return (
    [s.firstName, s.lastName]
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ') || NAME_PLACEHOLDER_ES
  );
}

function senderBlockEs(s: LetterSender): string[] {
  const t = (v: string | null | undefined) => v?.trim() ?? '';
  const cityLine = [t(s.city), [t(s.state), t(s.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const postal = [t(s.address), t(s.address2), cityLine].filter(Boolean);
  return [
    senderNameEs(s),
    ...(postal.length ? postal : [addressPlaceholder('es')]),
    ...(t(s.email) ? [t(s.email)] : []),
  ];
}

const agbBased = (a: AssistanceAnswer): boolean => a.bases.some((b) => /1\.501\(r\)-5/.test(b.citation));

/** The Spanish letter, line by line (blank strings are blank lines). */
export function assistanceLetterLinesEs(input: AssistanceLetterInput): string[] {
  const { bill, household: hh, answer: a } = input;
  const h = bill.hospital;
  const stay = [
    bill.admitted ? `ingreso el ${fechaLarga(bill.admitted)}` : null,
    bill.departed ? `alta el ${fechaLarga(bill.departed)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    ...senderBlockEs(input.sender),
    '',
    input.today,
    '',
    `Para: Oficina de asistencia financiera y oficina de facturación, ${h ? `${h.name}, ${h.address}, ${h.city}, ${h.state} ${h.zip}` : 'el hospital'}`,
    '',
    `Asunto: Solicitud de asistencia financiera y pedido de suspender el cobro: ${bill.eventName}${stay ? `, ${stay}` : ''}`,
    'Número de cuenta del paciente: [el número que aparece en su factura]',
    `${bill.firstBillDate ? `Primera factura con fecha ${fechaLarga(bill.firstBillDate)}` : 'Factura con fecha [la fecha impresa en su factura]'}, monto facturado ${usd(bill.billedCents)}.`,
    '',
    `Solicito asistencia financiera para esta factura según la política de asistencia financiera de ${h ? h.name : 'ustedes'}. Por favor envíenme la política, su resumen en lenguaje sencillo y el formulario de solicitud si debo llenarlo, y díganme por escrito cualquier otra cosa que necesiten.`,
    '',
    `Mi hogar: ${householdWordsEs(hh.householdSize)}, con un ingreso anual antes de impuestos de ${usd(hh.annualIncomeCents)}, que es el ${a.povertyPercent} % de la guía federal de pobreza de ${a.guidelineYear} para ${householdWordsEs(hh.householdSize)} (${usd(a.guidelineCents)}). ${INSURANCE_WORDS_ES[hh.insurance]}.`,
  ];
  if (a.bases.length) {
    lines.push('', 'Les pido que apliquen estas reglas:');
    for (const b of a.bases)
      lines.push(b.guaranteesLanguage === 'en' ? `- ${b.citation}` : `- ${b.citation}: ${b.guarantees}`);
  }
  if (a.capCents !== null)
    lines.push(
      '',
      `Si califico, pido que no se me cobre más que los montos generalmente facturados a los pacientes con seguro por esta atención (26 CFR 1.501(r)-5); según mi cálculo, unos ${usd(a.capCents)}. La cifra que cuenta es la de su política.`,
    );
  else if (agbBased(a))
    lines.push(
      '',
      'Si califico, pido que no se me cobre más que los montos generalmente facturados a los pacientes con seguro por esta atención (26 CFR 1.501(r)-5).',
    );
  const open = a.deadlines.filter((d) => !d.passed);
  if (open.length)
    lines.push(
      '',
      `Presento esta solicitud dentro del plazo: ${open.map((d) => `a más tardar el ${fechaLarga(d.date)}, ${d.rule}`).join('; ')}.`,
    );
  else if (a.deadlines.length)
    lines.push(
      '',
      `Les pido que acepten esta solicitud aunque el plazo (${a.deadlines.map((d) => d.rule).join('; ')}) puede haber terminado: su política puede aceptarla más tarde.`,
    );
  lines.push(
    '',
    'Mientras se revisa mi solicitud, por favor suspendan todo cobro de esta factura: no la envíen a una agencia de cobro, no la reporten a una agencia de crédito, no la vendan ni tomen acciones legales, y detengan cualquiera que ya haya comenzado.' +
      (h?.ownership === 'nonprofit'
        ? ' Como hospital sin fines de lucro, ustedes deben suspender las acciones extraordinarias de cobro mientras una solicitud está pendiente (26 CFR 1.501(r)-6(c)).'
        : ''),
    '',
    'Enviaré los documentos que pida su formulario. Pienso adjuntar:',
    ...a.documents.map((d) => `- ${d}`),
    '',
    'Por favor comuníquenme su decisión por escrito, con el monto que debo, si debo algo.',
    '',
    'Atentamente,',
    '',
    senderNameEs(input.sender),
  );
  return lines;
}
