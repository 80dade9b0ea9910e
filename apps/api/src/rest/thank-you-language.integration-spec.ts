/**
 * The acknowledgements the account endpoints answer with (THANK_YOU's bodies) come in the page's language
 * (issue 45): Spanish for a Spanish page, the English unchanged otherwise.
 */
import { THANK_YOU, THANK_YOU_ES } from '@fp/site-text';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { testBrowser } from './test-browser';

describe(`account acknowledgements in the page's language (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', EMAIL_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers reset, resend, access and contact in Spanish for a Spanish page, in English otherwise', async () => {
    const b = await testBrowser(t.app);
    const email = `ack-${Date.now()}@example.com`;
    const cases = [
      ['/api/auth/reset', { email }, 'reset'],
      ['/api/auth/resend', { email }, 'resend'],
      ['/api/auth/access', { email }, 'access'],
      ['/api/bill/contact', { firstName: 'Ana', lastName: 'Ruiz', email, message: 'Hola' }, 'contact'],
    ] as const;
    for (const [path, body, kind] of cases) {
      const es = await b.post(path, body).set('Accept-Language', 'es-US,es;q=0.9').expect(200);
      expect({ path, body: es.body }).toEqual({ path, body: { ok: true, message: THANK_YOU_ES[kind].body } });
      const en = await b.post(path, body).set('Accept-Language', 'en-US').expect(200);
      expect({ path, body: en.body }).toEqual({ path, body: { ok: true, message: THANK_YOU[kind].body } });
    }
  });

  it('answers a Spanish sign-up in Spanish', async () => {
    const b = await testBrowser(t.app);
    const res = await b
      .post('/api/auth/signup', { email: `ack-new-${Date.now()}@example.com` })
      .set('Cookie', 'fp_lang=es')
      .expect(200);
    expect(res.body).toEqual({ ok: true, message: THANK_YOU_ES.new.body });
  });
});
