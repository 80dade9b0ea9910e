/**
 * The sentences the API writes for the bill check, in Spanish when the request is (issue 45): the verdict,
 * its explanation and benchmark, the comparisons, what is not assessed, the next steps, the line findings
 * and the letter's dates; English stays the default, unchanged (the other specs hold its exact words).
 */
import { checkBill, type BillCheckInput, type HospitalFigure } from '../bill-check/bill-check';
import { nextSteps } from '../bill-check/bill-check-next-steps';
import { checkItemizedLines } from '../bill-reading/line-checks';
import type { BillReading, ReadLine } from '../bill-reading/types';
import { findingLetterLines, letterDate, senderBlock } from '../letters/letter';
import { hospitalKindText } from '../verdict/ownership';

const figure: HospitalFigure = {
  providerId: 'DEMO02',
  providerName: 'Demo',
  state: 'TX',
  drg: '291',
  year: 2023,
  discharges: 103,
  avgCoveredChargeCents: 2_506_791,
  avgTotalPaymentCents: 852_870,
  avgMedicarePaymentCents: 700_560,
};
const input: BillCheckInput = {
  billedCents: 4_500_000,
  paidCents: null,
  drg: '291',
  providerId: 'DEMO02',
  figure,
  nearby: null,
  serviceYear: 2026,
  payer: 'SELF_PAY',
  nonprofit: null,
  cashPrice: null,
};

describe('the bill check in Spanish', () => {
  it('gives the verdict, its explanation and the benchmark in Spanish, with the same figures', () => {
    const en = checkBill(input);
    const es = checkBill({ ...input, language: 'es' });
    expect(en.verdictLabel).toBe('Above typical');
    expect(es.verdict).toBe(en.verdict);
    expect(es.verdictLabel).toBe('Por encima de lo típico');
    expect(es.explanation).toBe(
      'El monto facturado ($45,000.00) es 1.75× la referencia, $25,741.63: por encima de lo típico.',
    );
    expect(es.benchmark).toBe(
      'Lo que este hospital cobró en promedio por el DRG 291 en 2023 (103 estadías): $25,067.91 en 2023 equivalen a $25,741.63 en dólares de 2024 (el último año del CPI publicado antes del año de la factura, 2026): ×1.0269, CPI-U de atención médica (BLS CUUR0000SAM), un estimado.',
    );
    expect(es.comparisons.map((c) => c.verdictLabel)).toEqual(['Por encima de lo típico']);
    expect(es.notAssessed).toEqual([
      {
        benchmark: 'CASH_PRICE',
        reason:
          'La lista de precios del hospital no da un precio en efectivo con descuento para esta atención.',
      },
    ]);
    expect(es.letterLines[0]!.text).toMatch(
      /^El monto que se me facturó \(\$45,000\.00\) es 1\.75 veces \$25,741\.63, lo que este hospital cobró/,
    );
    expect(es.method.join(' ')).toContain('No evaluado (precio en efectivo)');
    expect(es.currentDollarsLabel).toContain('en dólares de 2024');
  });

  it('says why a bill is not assessed in Spanish', () => {
    const es = checkBill({ ...input, providerId: null, language: 'es' });
    expect(es.verdictLabel).toBe('No evaluado');
    expect(es.explanation).toBe('No se eligió un hospital del directorio para esta visita.');
    const noDrg = checkBill({ ...input, drg: null, figure: null, language: 'es' });
    expect(noDrg.explanation).toMatch(/^No evaluado: La lista de precios .* La factura no tiene un DRG/);
  });

  it('writes the next steps, their checklist and the dispute in Spanish', () => {
    const steps = nextSteps({
      billDate: '2026-01-10',
      dueDate: null,
      firstBillDate: '2026-01-10',
      selfPay: true,
      billedCents: 100_000,
      goodFaithEstimateCents: 50_000,
      language: 'es',
    });
    expect(steps.map((s) => s.title)).toEqual([
      'Pida una factura detallada',
      'Revise la factura detallada en busca de errores comunes',
      'Solicite asistencia financiera (hospitales sin fines de lucro)',
      'Inicie una disputa entre paciente y proveedor (Ley Sin Sorpresas)',
    ]);
    expect(steps[1]!.checklist[0]).toBe('El mismo código cobrado dos veces el mismo día');
    expect(steps[3]!.text).toMatch(
      /^Su factura supera en \$500\.00 el estimado de buena fe, así que como paciente/,
    );
    // The deadlines do not depend on the language.
    expect(steps.map((s) => s.dueDate)).toEqual(
      nextSteps({
        billDate: '2026-01-10',
        dueDate: null,
        firstBillDate: '2026-01-10',
        selfPay: true,
        billedCents: 100_000,
        goodFaithEstimateCents: 50_000,
      }).map((s) => s.dueDate),
    );
  });

  it('names a duplicated line in Spanish', () => {
    const l = (n: number): ReadLine => ({
      page: 1,
      line: n,
      confidence: 1,
      date: '2026-03-02',
      revenueCode: null,
      code: '85025',
      description: 'CBC',
      quantity: 1,
      amountCents: 4500,
    });
    const reading = {
      lines: [l(10), l(11)],
      admissionDate: null,
      dischargeDate: null,
    } as unknown as BillReading;
    const [f] = checkItemizedLines(reading, { language: 'es' });
    expect(f!.text).toBe(
      '85025 se cobra 2 veces el 2026-03-02: “CBC” (85025) el 2026-03-02 $45.00 (página 1, línea 10); “CBC” (85025) el 2026-03-02 $45.00 (página 1, línea 11). Pregunte si lo recibió 2 veces; si no, deberían descontarle los $45.00 de más.',
    );
  });

  it('dates and signs the letter in Spanish, and names the hospital kind', () => {
    expect(letterDate('2026-11-26', 'es')).toBe('26 de noviembre de 2026');
    expect(letterDate('2026-11-26')).toBe('November 26, 2026');
    expect(senderBlock({}, 'es')).toEqual(['[Su nombre]', '[Su dirección postal]']);
    expect(findingLetterLines([{ text: 'x' }], 'es')[1]).toBe(
      'También les pido que revisen esta línea de la factura detallada:',
    );
    expect(hospitalKindText('Voluntary non-profit - Private', null, 'es')).toMatch(
      /^Hospital sin fines de lucro/,
    );
  });
});
