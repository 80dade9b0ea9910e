/**
 * Adding a bill in Spanish (issue 45): a new account in a browser set to Spanish opens the upload screen,
 * uploads an itemized bill (a text PDF made by the reader's corpus generator, with a duplicated line), sees
 * the reading's progress and result in Spanish, fills the visit form in from it and reads the notes in
 * Spanish. On each screen: axe clean and no English left but what is named below.
 * With SPANISH_SHOTS=<folder>, screenshots at 1366 and 360 px wide are written there.
 */
import { expect, test } from '@playwright/test';
import { corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { signUpAndLogIn } from './support/accounts';
import { expectAccessible, screenshots } from './support/page-checks';
import { expectNoEnglish, gotoInSpanish, SPANISH_BROWSER } from './support/spanish';

const shoot = screenshots('SPANISH_SHOTS');

/**
 * English the screen may still show that is not this part's: none now (the shared visit fields and the
 * reading's findings are in the page's language). Kept as the place to name any, with its reason.
 */
const NOT_THIS_PART: RegExp[] = [];

test.use(SPANISH_BROWSER);

test('adding a bill in Spanish: the upload screen, the reading and the filled-in form', async ({ page }) => {
  test.setTimeout(180_000);
  const pdf = await corpusFile(itemizedStatement(), 'text-pdf', 0);
  await signUpAndLogIn(page);

  // signUpAndLogIn signs up through the API, whose requests do not carry the browser's language: the
  // account starts in English, and signing in brought that to the cookie. ?lang=es is the switch's link.
  await gotoInSpanish(page, '/upload?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Subir una factura' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pasos' })).toContainText('1. Elegir archivos');
  await expectAccessible(page);
  await expectNoEnglish(page);
  await shoot(page, 'upload-choose');

  await page
    .getByLabel('Elegir archivos de facturas')
    .setInputFiles([{ name: 'itemized.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf.bytes) }]);
  const form = page.getByRole('form', { name: 'Sobre la visita' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subidas' })).toContainText(/Subido|Subiendo|En espera/);
  const panel = page.getByRole('region', { name: 'Leído de sus archivos' });
  const result = panel.getByTestId('reading-result');
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result).toContainText(/Se leyó itemized\.pdf: una factura detallada, 1 página, \d+ líneas\./);
  await expect(result).toContainText(/que vale la pena preguntar a la oficina de facturación/);
  // The findings themselves, written by the server in the page's language.
  await expect(panel.getByTestId('reading-findings')).toContainText(/85025 se cobra 2 veces el/);
  await expect(page.getByRole('list', { name: 'Subidas' })).toContainText('Subido');
  await expectAccessible(page);
  await expectNoEnglish(page, { serverEnglish: NOT_THIS_PART });
  await shoot(page, 'upload-read');

  await panel.getByRole('button', { name: 'Rellenar con los datos de itemized.pdf' }).click();
  const notes = panel.getByTestId('reading-notes');
  await expect(notes).toContainText('no se guarda nada hasta que pulse Enviar');
  await expect(notes).toContainText(/Total: 7,246\.00, leído en página 1, línea \d+/);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page, { serverEnglish: NOT_THIS_PART });
  await shoot(page, 'upload-filled');
});
