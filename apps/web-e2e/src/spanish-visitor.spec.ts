/**
 * The visitor's pages in Spanish (issue 45): the categories and a category, the procedures page with a
 * search, the articles and an article (not translated yet: it says so in Spanish and its words are marked
 * English), the FAQ (in Spanish), the contact page, the terms and privacy pages and the page for
 * an unknown address. On each:
 * axe clean and no English left but what comes from the API, named below.
 * Screenshots at 1366 and 360 px with SPANISH_SHOTS=<folder>.
 */
import { expect, test, type Locator } from '@playwright/test';
import { elementShots, expectAccessible, screenshots } from './support/page-checks';
import { expectNoEnglish, gotoInSpanish, SPANISH_BROWSER } from './support/spanish';

const shoot = screenshots('SPANISH_SHOTS');
const shootElement = elementShots('SPANISH_SHOTS');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of `where`, each as a pattern matching exactly it: English the API sends, named by the caller. */
async function exactly(where: Locator): Promise<RegExp[]> {
  const texts = await where.allInnerTexts();
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => new RegExp(`^${escape(t)}$`));
}

test.describe('the visitor pages in Spanish', () => {
  test.use(SPANISH_BROWSER);
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test('the categories and one category', async ({ page }) => {
    test.setTimeout(180_000); // axe over the long categories page
    await gotoInSpanish(page, '/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Afecciones por categoría' })).toBeVisible();
    await expect(page).toHaveTitle(/Afecciones por categoría/);
    await expect(page.getByLabel('Buscar una categoría o una afección')).toHaveAttribute(
      'placeholder',
      'p. ej., corazón, rodilla, embarazo',
    );
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const icons = page.getByRole('navigation', { name: 'Categorías' }).getByRole('link');
    await expect(icons.first()).toBeVisible();
    await expect(page.locator('.category-count').first()).toHaveText(/^\d+ afecci(ón|ones)$/);
    await expectAccessible(page);
    // Category and condition names are the catalogue's, in Spanish (@fp/catalog-lists names-es).
    await expect(icons.first()).toHaveText('Ataque al corazón');
    await expectNoEnglish(page);
    await shoot(page, 'categories');

    // A category: its address opens its section, with the conditions' details in Spanish words.
    const slug = (await icons.nth(2).getAttribute('href'))!.split('/').pop()!;
    await icons.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${slug}$`));
    const section = page.locator(`#category-${slug}`);
    await expect(section.locator('.category-conditions')).toBeVisible();
    await expect(section.locator('dt', { hasText: 'Estancia en el hospital' }).first()).toBeVisible();
    await expect(section.locator('dd', { hasText: /estancia en el hospital/ }).first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Volver a las categorías' })).toBeVisible();
    await expectAccessible(page);
    // The conditions' names and specialties come in Spanish; their summaries are the catalogue's own
    // English (API), not translated yet, and marked lang="en".
    await expect(section.locator('.category-conditions li > p[lang="en"]').first()).toBeVisible();
    await expectNoEnglish(page);
    // The page is some 40,000 px long on a phone: the opened section alone.
    await shootElement(page, section, 'category');
  });

  test('the procedures page and a search', async ({ page }) => {
    await gotoInSpanish(page, '/procedures');
    await expect(page.getByRole('heading', { level: 1, name: 'Precios de procedimientos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regístrese' })).toBeVisible();
    await expect(page.getByTestId('price-file-coverage')).toContainText('Archivos de precios cargados de');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'procedures');

    await page.getByLabel('Nombre o código del procedimiento').fill('70551');
    await page.getByTestId('procedures-location').getByRole('combobox').fill('Brattleboro');
    await page.getByRole('option', { name: /Brattleboro, VT/ }).click();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const hit = page.getByTestId('procedure-hit').first();
    await expect(hit).toBeVisible();
    await expect(page.getByTestId('procedure-result-count')).toHaveText(
      /^\d+ hospital(es)? cerca de .+ publica(n)? el código 70551, del más cercano al más lejano\.$/,
    );
    await expect(hit.getByText('Precio en efectivo')).toBeVisible();
    await expect(hit.getByTestId('item-source')).toHaveText(
      /^Fuente: la lista de precios que publica el propio hospital, (con fecha del \d{1,2} de [a-z]+ de \d{4}|que no da fecha)\.$/,
    );
    await expectAccessible(page);
    await expectNoEnglish(page, {
      serverEnglish: [
        // The procedure's name as the hospital's file (or our plain-name table) writes it.
        ...(await exactly(page.getByTestId('item-description'))),
        // The estimate's formula, worked out by the API ("20% of $… (cash price) = $…").
        ...(await exactly(page.getByTestId('estimate-formula'))),
      ],
    });
    await shoot(page, 'procedures-search');
  });

  test('the articles, and an article not translated yet', async ({ page }) => {
    await gotoInSpanish(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Artículos' })).toBeVisible();
    const cards = page.getByTestId('post-list').locator('article');
    await expect(cards.first()).toBeVisible();
    // The date as Spanish writes it, the title and summary marked English.
    await expect(cards.first().locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(cards.first().locator('.post-card-title')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'blog');

    await cards
      .first()
      .getByRole('link', { name: /^Leer más/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/post\//);
    await expect(page.getByTestId('post-untranslated')).toHaveText(
      'Este artículo aún no está traducido al español. Aquí lo tiene en inglés.',
    );
    await expect(page.locator('.post-body')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Inicie sesión' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Compartir este artículo' })).toBeVisible();
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'article');
  });

  test('the FAQ, the contact page, the terms and privacy, the body systems and an unknown address', async ({
    page,
  }) => {
    await gotoInSpanish(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Precios y datos' })).toHaveAttribute('aria-selected', 'true');
    // The questions and answers are written in Spanish (@fp/site-text es/): no note, nothing marked English.
    await expect(page.locator('.faq summary').first()).toHaveText('¿De dónde salen sus precios?');
    await expect(page.getByTestId('faq-untranslated')).toHaveCount(0);
    await expect(page.locator('.faq-list [lang="en"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Sus facturas' }).click();
    await expect(page).toHaveURL(/\/faq\?tab=bills$/);
    // Opened with the keyboard, as a question is read.
    await page.locator('.faq summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.faq').first()).toHaveAttribute('open', '');
    await expect(page.locator('.faq-answer').first()).toContainText('Para llevar en un solo lugar');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'faq');

    await gotoInSpanish(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contáctenos' });
    await expect(form.getByLabel('Nombre', { exact: false }).first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pedir ayuda' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'contact');

    // The footer's terms and privacy pages.
    for (const [path, heading, name] of [
      ['/terms', 'Condiciones de uso', 'terms'],
      ['/privacy', 'Privacidad', 'privacy'],
    ] as const) {
      await gotoInSpanish(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contáctenos' })).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expectAccessible(page);
      await expectNoEnglish(page);
      await shoot(page, name);
    }

    await gotoInSpanish(page, '/systems');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistemas del cuerpo' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expectAccessible(page);
    // The body systems' names are the catalogue's (API), in Spanish.
    await expect(page.locator('.system-tile > span', { hasText: /^Pulmones y respiración$/ })).toHaveCount(1);
    await expectNoEnglish(page);
    await shoot(page, 'systems');
    // A system's page: its name, description and conditions in Spanish; the conditions' summaries are the
    // catalogue's English, marked lang="en".
    await page.locator('.system-tile', { hasText: /^Pulmones y respiración$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pulmones y respiración' })).toBeVisible();
    await expect(page.locator('p.lead')).toHaveText(/^Neumonía, asma, EPOC/);
    await expect(
      page.getByTestId('system-diagnoses').getByRole('link', { name: 'Neumonía', exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'system');

    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esa página' })).toBeVisible();
    await expect(page).toHaveTitle(/Página no encontrada/);
    await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
    await expectAccessible(page);
    await expectNoEnglish(page);
    await shoot(page, 'not-found');
  });
});
