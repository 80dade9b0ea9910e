/**
 * The price map in Spanish (issue 45): from the home page to a hospital's prices, in a browser set to
 * Spanish, on the demo data a fresh `npm start` seeds (as map.spec.ts). Each screen is checked with axe and
 * for English left (support/spanish.ts); the server's first view of /map/<condition> is Spanish before any
 * script runs, and the browser adopts it as served.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAdopted, holdScreenCode, hydrationWarnings } from './support/adoption';
import { expectAccessible, screenshots } from './support/page-checks';
import { expectNoEnglish, gotoInSpanish, SPANISH_BROWSER } from './support/spanish';

const shoot = screenshots('SPANISH_SHOTS');
const shootOver = screenshots('SPANISH_SHOTS', { waitForFadeIn: false });

/**
 * English from the API: the latest articles' titles and summaries on the home page (articles are site
 * texts from the database, not translated yet; their own pages say so in Spanish).
 */
async function articleTexts(page: Page): Promise<RegExp[]> {
  const texts = await page
    .locator('section[aria-labelledby="latest-title"] article')
    .locator('h3, p')
    .allInnerTexts();
  return texts.map((t) => new RegExp(`^${t.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

async function chooseCondition(page: Page, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: 'Afección' });
  await box.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

async function chooseCity(page: Page, typed: string, label: string) {
  const box = page.getByRole('combobox', { name: 'Ubicación' });
  await box.fill(typed);
  await page.getByRole('option', { name: label }).click();
  await expect(box).toHaveValue(label);
}

test.describe('the price map in Spanish', () => {
  test.use(SPANISH_BROWSER);

  test('home → a condition near a place → the list → a hospital’s prices with their source and year', async ({
    page,
  }) => {
    await gotoInSpanish(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sepa cuánto cuesta la atención antes de ir' }),
    ).toBeVisible();
    await expect(page.getByTestId('statement-no-sale').getByRole('heading')).toHaveText(
      'No vendemos sus datos',
    );
    await expect(page.getByRole('tablist', { name: 'Sobre nosotros' }).getByRole('tab')).toHaveText([
      'Quiénes somos',
      'Por qué',
      'Cómo reunimos los datos',
      'Sus datos',
    ]);
    // The FAQ and the about tab's body are site texts, written in Spanish too (@fp/site-text es/).
    await expect(page.getByText('¿De dónde salen sus precios?')).toBeVisible();
    await expect(page.getByText(/^Somos un equipo pequeño de pacientes/)).toBeVisible();
    await expect(page.getByTestId('home-untranslated')).toHaveCount(0);
    await expectAccessible(page);
    await expectNoEnglish(page, { serverEnglish: await articleTexts(page) });
    await shoot(page, 'es-home');

    await page.getByRole('link', { name: 'Buscar precios en el mapa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa de precios' })).toBeVisible();
    const items = page.getByTestId('provider-item');
    await expect(items.first()).toBeVisible();
    await expect(page.getByTestId('map-banner')).toHaveText(
      'Sin costos ocultos. 3 búsquedas gratuitas con una cuenta',
    );

    // The catalogue's names are Spanish, and the picker finds a condition by its Spanish name.
    await chooseCondition(page, 'neumo', 'Neumonía');
    await chooseCity(page, 'Dalla', 'Dallas, TX, USA');
    const count = page.getByTestId('result-count');
    await expect(count).toContainText(
      /^\d+ hospitales a menos de 75 km de Dallas, TX, USA con precios para Neumonía$/,
    );
    await expect(page.getByTestId('free-searches-left')).toHaveText('Le quedan 2 búsquedas gratuitas.');
    await expect(page).toHaveTitle(/^Precios de Neumonía cerca de Dallas/);
    const first = items.first();
    await expect(first.getByTestId('price-dollars')).toHaveText(
      'Precios de 2023 en dólares de 2024 (CPI-U de atención médica, estimado)',
    );
    await expect(first.getByTestId('published-figures')).toContainText(
      /^Publicado en 2023: \$[\d,.]+ – \$[\d,.]+/,
    );
    await expect(first.locator('.provider-distance')).toHaveText(/^a \d+(\.\d)? km$/);
    await expect(
      page.getByRole('list', { name: 'Hospitales encontrados, el más cercano primero' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ordenar hospitales por' })).toBeVisible();
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'es-map-list');

    // A hospital's prices: each with its source and year, and who pays what.
    await first.getByRole('button', { name: /^Precios y detalles de / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('detail-prices')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Precio de Neumonía' })).toBeVisible();
    // The demo seed's figures: their source is "Demo data" (@fp/domain priceSourceLabel), data year 2023.
    await expect(dialog.locator('p.price-source').first()).toHaveText(/^Fuente: \S/);
    await expect(dialog.getByTestId('published-figures').first()).toContainText(/^Publicado en 2023: /);
    await expect(dialog.getByRole('heading', { name: 'Quién paga qué, aproximadamente' })).toBeVisible();
    await expect(dialog.getByTestId('your-share-basis')).toContainText(
      '20 % para usted y 80 % para el seguro',
    );
    await expect(dialog.getByRole('columnheader', { name: 'Pagó Medicare' })).toBeVisible();
    await expect(dialog.getByTestId('hospital-facts')).toContainText('Cómo llegar');
    await expect(dialog.getByRole('button', { name: 'Cerrar detalles' })).toBeFocused();
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shootOver(page, 'es-map-detail');
  });

  test('the server renders /map/<condition> in Spanish before any script, and the browser adopts it', async ({
    page,
    request,
  }) => {
    const res = await request.get('/map/pneumonia', { headers: { 'Accept-Language': 'es-US,es;q=0.9' } });
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    const root = /<div id="root" inert>(.*)/s.exec(html)?.[1] ?? '';
    expect(root).toContain('Mapa de precios');
    expect(root).toMatch(/hospitales? (a menos de 75 km de|en la zona más cercana a)/);
    expect(root).toContain('Precios y detalles');
    expect(root).not.toContain('Prices and details');
    expect(root).toContain('con precios para Neumonía');

    const watch = await holdScreenCode(page, 'MapScreen');
    await gotoInSpanish(page, '/map/pneumonia');
    await expectAdopted(page, page.getByTestId('provider-item').first(), watch);
    expect(hydrationWarnings(watch)).toEqual([]);
    await expect(page.getByTestId('result-count')).toContainText('con precios para Neumonía');
  });
});
