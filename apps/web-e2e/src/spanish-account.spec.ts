/**
 * Sign-up, sign-in and settings in Spanish (issue 45): a browser set to Spanish signs up (a validation
 * message of the shared schemas shown in Spanish first), chooses its password from the activation e-mail,
 * logs out, logs in and opens the settings. On each screen axe-core finds no serious problem and no English
 * is left. With SPANISH_SHOTS=<folder>, screenshots at desktop and 360 px wide are written there.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './support/accounts';
import { expectAccessible, screenshots } from './support/page-checks';
import { expectNoEnglish, gotoInSpanish, SPANISH_BROWSER } from './support/spanish';

const shoot = screenshots('SPANISH_SHOTS');

/** The link of the newest activation e-mail to `to`, from the development outbox. */
async function activationLink(page: Page, to: string): Promise<URL> {
  let text = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const items = (await res.json()) as { kind: string; text: string }[];
      text = items.find((m) => m.kind === 'activate')?.text ?? '';
      return text;
    })
    .not.toBe('');
  return new URL(/https?:\/\/\S+/.exec(text)![0]);
}

async function checkScreen(page: Page, name: string, serverEnglish: RegExp[] = []) {
  await expectAccessible(page);
  await expectNoEnglish(page, { serverEnglish });
  await shoot(page, name);
}

test.use(SPANISH_BROWSER);

test('en español: sign up, choose the password, log out, log in, open the settings', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `es-${Date.now()}@example.com`;

  // Sign up: the empty form says what is missing in Spanish (the schema's key, shown through react-intl).
  await gotoInSpanish(page, '/account/signup');
  await expect(page.getByRole('heading', { name: 'Crear una cuenta gratis', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByText('Por favor, escriba un correo electrónico válido.')).toBeVisible();
  await expect(page.getByText('(Obligatorio)')).toBeVisible();
  await checkScreen(page, 'account-signup-error');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL(/\/thankyou\/new$/);

  // The activation link: choose a password; a weak one is refused in Spanish.
  const link = await activationLink(page, email);
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Elija su contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('weakpass');
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(page.getByText(/^La contraseña necesita una letra mayúscula/)).toBeVisible();
  await checkScreen(page, 'account-set-password');
  await page.getByLabel('Nueva contraseña').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(page).toHaveURL(/\/thankyou\/set$/);

  // Log out from the header, then log in.
  const account = page.getByRole('navigation', { name: 'Cuenta' });
  await account.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(account.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await checkScreen(page, 'account-log-in');
  // A wrong password: the API's refusal comes in the page's language (its code unchanged).
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(`${E2E_PASSWORD}x`);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  await checkScreen(page, 'account-log-in-refused');
  await page.getByLabel('Contraseña').fill(E2E_PASSWORD);
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await expect(page.getByRole('heading', { name: 'Su cuenta' })).toBeVisible();
  await expect(page.getByTestId('pass-status')).toContainText('No tiene un pase activo.');
  await checkScreen(page, 'account-home');

  // The settings.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sessions').getByText('(este navegador)')).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(email);
  await checkScreen(page, 'settings');

  // A settings form's own check, in Spanish: a weak new password.
  const passwordForm = page.getByRole('form', { name: 'Cambiar la contraseña' });
  await passwordForm.getByLabel(/^Contraseña actual/).fill(E2E_PASSWORD);
  await passwordForm.getByLabel(/^Nueva contraseña/).fill('weak');
  await passwordForm.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
  await expect(passwordForm.getByText(/^La contraseña necesita una letra mayúscula/)).toBeVisible();
});
