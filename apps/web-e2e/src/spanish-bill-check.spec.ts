/**
 * The bill check in Spanish (issue 45): a signed-up user in a browser set to Spanish has a DRG 291 bill at
 * the demo hospital "Demo Stonebridge Health Center" (self-pay, $45,000.00: bill-check.spec.ts works out
 * its figures) with an itemized statement attached whose blood count (85025) is charged twice. The check
 * comes in Spanish: the verdict, its explanation, the benchmark named, what is not assessed, the nearby
 * comparison, the next steps and the duplicated line; the dispute letter is in Spanish (the page's
 * language) with the kept line, its PDF too, then switched to English for the letter only, by keyboard,
 * while the page stays Spanish. axe finds no serious problem and no English is left but what is named below.
 * With SPANISH_SHOTS=<folder>, screenshots at 1366 and 360 px wide are written there.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { signUpAndLogIn } from './support/accounts';
import { expectAccessible, screenshots } from './support/page-checks';
import { csrfToken, gql } from './support/site-api';
import { expectNoEnglish, gotoInSpanish, SPANISH_BROWSER } from './support/spanish';

const shoot = screenshots('SPANISH_SHOTS', { waitForFadeIn: false });

/**
 * English the screen may still show that is another part's, each with its reason: none since every part
 * of the site is converted (kept as the place to name one).
 */
const NOT_THIS_PART: RegExp[] = [];

test.use(SPANISH_BROWSER);

/** The text drawn in a PDF: every stream inflated, the hex strings of its Tj operators decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body = m[1];
    try {
      body = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      // not compressed
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      out += Buffer.from(t[1], 'hex').toString('latin1') + '\n';
  }
  return out.replace(/\s+/g, ' ');
}

/** The visit at DEMO02 and its DRG 291 bill, made through the API, with the itemized statement read. */
async function billWithDuplicate(page: Page): Promise<string> {
  const api = page.request;
  const { saveEvent } = await gql<{ saveEvent: { event: { id: string } } }>(
    api,
    `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
    {
      input: {
        name: 'Heart failure stay',
        providerId: 'DEMO02',
        admitted: '2026-01-02',
        departed: '2026-01-06',
        insurance: 'none',
      },
    },
  );
  const eventId = saveEvent.event.id;
  const { saveBill } = await gql<{ saveBill: { bill: { id: string } } }>(
    api,
    `mutation($input: BillInput!) { saveBill(input: $input) { bill { id } } }`,
    {
      input: {
        eventId,
        billType: 'Hospital',
        codes: ['DRG 291'],
        totalCents: 4_500_000,
        selfCents: 4_500_000,
      },
    },
  );
  const billId = saveBill.bill.id;
  const pdf = await corpusFile(itemizedStatement(), 'text-pdf', 0);
  const uploaded = await api.post('/api/json/s3/upload', {
    headers: { 'x-csrf-token': await csrfToken(api) },
    multipart: {
      id: billId,
      file: { name: 'itemized.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf.bytes) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const fileId = ((await uploaded.json()) as { id: string }).id;
  await gql(api, `mutation($id: ID!) { readFile(fileId: $id) { status } }`, { id: fileId });
  await expect
    .poll(
      async () =>
        (
          await gql<{ fileReading: { status: string } | null }>(
            api,
            `query($id: ID!) { fileReading(fileId: $id) { status } }`,
            { id: fileId },
          )
        ).fileReading?.status,
      { timeout: 90_000 },
    )
    .toBe('DONE');
  return billId;
}

test('en español: the bill check, its duplicated line and the letter, then the letter in English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndLogIn(page);
  const billId = await billWithDuplicate(page);

  await gotoInSpanish(page, `/dashboard/bill/${billId}?lang=es`);
  const check = page.getByRole('region', { name: '¿Fue justa esta factura?' });
  await check.getByRole('button', { name: 'Revisar esta factura' }).click();
  const verdict = page.getByTestId('bill-check-verdict');
  await expect(verdict.locator('strong')).toHaveText('Por encima de lo típico');
  await expect(verdict).toContainText(
    'El monto facturado ($45,000.00) es 1.75× la referencia, $25,741.63: por encima de lo típico.',
  );
  await expect(page.getByTestId('bill-check-benchmark')).toContainText(
    'Referencia: Lo que este hospital cobró en promedio por el DRG 291 en 2023 (103 estadías)',
  );
  await expect(page.getByTestId('bill-check-not-assessed')).toContainText(
    'El precio en efectivo del hospital: no evaluado. La lista de precios del hospital no da un precio',
  );
  await expect(check).toContainText('Su factura (cargos) ÷ referencia');
  // The comparison with the hospitals nearby, opened for one free search.
  await check.getByRole('button', { name: 'Comparar con los hospitales cercanos' }).click();
  await expect(page.getByRole('img', { name: /hospitales a menos de 75 km/ })).toBeVisible();
  await expect(check).toContainText('Los más baratos cerca para el DRG 291');
  // The next steps, and the duplicated line the reading found.
  await expect(check).toContainText('Pida una factura detallada');
  await expect(check).toContainText('Solicite asistencia financiera (hospitales sin fines de lucro)');
  const findings = page.getByTestId('bill-check-findings');
  await expect(findings).toContainText(/85025 se cobra 2 veces el 2025-01-06/);
  await expect(findings).toContainText('De itemized.pdf (2 líneas).');
  await expectAccessible(page);
  await expectNoEnglish(page, { serverEnglish: NOT_THIS_PART });
  await shoot(page, 'bill-check');

  // The letter: in the page's language, Spanish, the kept line in it.
  const letter = page.locator('#bill-letter-text');
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByTestId('letter-language')).toContainText('necesite la carta en inglés');
  await findings.getByRole('checkbox', { name: 'Incluir esto en la carta' }).check();
  await expect(letter).toHaveValue(
    /También les pido que revisen esta línea de la factura detallada:\n- 85025 se cobra 2 veces/,
  );
  await expect(letter).toHaveValue(
    /Asunto: Heart failure stay, ingreso el 2 de enero de 2026, alta el 6 de enero de 2026/,
  );
  await expect(letter).toHaveValue(
    /El monto que se me facturó \(\$45,000\.00\) es 1\.75 veces \$25,741\.63, lo que este hospital cobró/,
  );
  await expect(letter).toHaveValue(/Atentamente,\n\n/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('solicitud-factura-detallada.pdf');
  const pdf = pdfText(fs.readFileSync(await download.path()));
  expect(pdf).toContain('Les pido que me envíen una factura detallada');
  expect(pdf).toContain('Atentamente,');

  // The letter alone switched to English, by keyboard: the page stays Spanish.
  await page.getByRole('radio', { name: 'Español' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(letter).toHaveValue(
    /The amount I was billed \(\$45,000\.00\) is 1\.75 times \$25,741\.63, what this hospital charged/,
  );
  await expect(letter).toHaveValue(
    /I also ask you to review this line of the itemized bill:\n- 85025 is charged 2 times/,
  );
  await expect(letter).toHaveValue(/admitted January 2, 2026, discharged January 6, 2026/);
  await expect(letter).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: 'Carta: solicitud de una factura detallada y de una revisión' }),
  ).toBeVisible();
  await expect(verdict.locator('strong')).toHaveText('Por encima de lo típico');
  await expectAccessible(page);
  await expectNoEnglish(page, { serverEnglish: NOT_THIS_PART });
  await shoot(page, 'bill-check-letter-en');
});
