/**
 * A real account for browser tests, made through the same REST endpoints the pages use: sign up, read
 * the activation e-mail from the development outbox, set a password, log in. The cookies land in the
 * page's browser context (page.request shares its cookie jar).
 */
import { expect, type Page } from '@playwright/test';
import { csrfToken } from './site-api';

export const E2E_PASSWORD = 'Str0ng!pass';

interface OutboxItem {
  to: string;
  kind: string;
  text: string;
}

export async function signUpAndLogIn(
  page: Page,
  email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
) {
  const api = page.request;
  const csrf = () => csrfToken(api);
  const post = async (path: string, data: object) => {
    let res = await api.post(path, { data, headers: { 'x-csrf-token': await csrf() } });
    // The open page's own first requests may start the browser's session while the token was being
    // fetched (the cookie jar is shared): the token then belongs to the session replaced, so ask again.
    if (res.status() === 403 && (await res.text()).includes('security token'))
      res = await api.post(path, { data, headers: { 'x-csrf-token': await csrf() } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res;
  };

  await post('/api/auth/signup', { email });
  let mail: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const items = (await (
        await api.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as OutboxItem[];
      mail = items.find((m) => m.kind === 'activate');
      return Boolean(mail);
    })
    .toBe(true);
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const [, , , key] = link.pathname.split('/');
  await post('/api/auth/set', { key, email, password: E2E_PASSWORD });
  await post('/api/auth/login', { email, password: E2E_PASSWORD });
  return { email, password: E2E_PASSWORD };
}
