/**
 * The account's language (issue 45): a sign-up from a page in Spanish makes a Spanish account whose e-mails
 * are in Spanish; the switch, signed in, changes the account and the browser's cookie; signing in brings the
 * account's language to the browser.
 */
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { linkIn, testBrowser } from './test-browser';

const PASSWORD = 'Str0ng!pass';
const SIGN_UP = 'mutation($email: String!) { signUp(email: $email) { ok } }';
const SET_PASSWORD =
  'mutation($key: String!, $email: String, $password: String!) { setPassword(key: $key, email: $email, password: $password) { ok } }';
const LOG_IN = 'mutation($e: String!, $p: String!) { logIn(email: $e, password: $p) { email } }';
const SET_LANGUAGE = 'mutation($l: Language!) { setLanguage(language: $l) { email language } }';

describe(`the account's language (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT: '1000',
      EMAIL_RATE_LIMIT: '1000',
      PUBLIC_URL: 'http://site.test',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailTo = async (to: string, kind: string) =>
    (await t.services.mail.outbox(500)).filter((m) => m.to === to && m.kind === kind);
  const languageOf = async (email: string) =>
    (await t.db.dataSource.query('SELECT language FROM app_user WHERE email = $1', [email]))[0]?.language;

  it('a sign-up from a browser asking for Spanish makes a Spanish account with its e-mails in Spanish', async () => {
    const b = await testBrowser(t.app);
    const res = await b.raw
      .post('/graphql')
      .set('x-csrf-token', (await b.raw.get('/api/csrf')).body.csrfToken)
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send({ query: SIGN_UP, variables: { email: 'rosa@example.com' } });
    expect(res.body.errors).toBeUndefined();
    expect(await languageOf('rosa@example.com')).toBe('es');
    const [mail] = await mailTo('rosa@example.com', 'activate');
    expect(mail?.subject).toBe('Active su cuenta de FairPrice Health');
    expect(mail?.text).toContain('Confirme su dirección de correo electrónico');
    expect(mail?.html).toContain('<html lang="es">');
    // A second sign-up with the same address from an English page keeps the account's language.
    const again = await testBrowser(t.app);
    await again.gql(SIGN_UP, { email: 'rosa@example.com' });
    expect(await languageOf('rosa@example.com')).toBe('es');
  });

  it('an English browser signs up in English; switching to Spanish signed in changes the account, its cookie and its next e-mails', async () => {
    const b = await testBrowser(t.app);
    expect((await b.gql(SIGN_UP, { email: 'sam@example.com' })).errors).toBeUndefined();
    expect(await languageOf('sam@example.com')).toBe('en');
    const [activate] = await mailTo('sam@example.com', 'activate');
    expect(activate?.subject).toBe('Activate your FairPrice Health account');
    const [, , , key, addr] = linkIn(activate!.text).pathname.split('/');
    await b.gql(SET_PASSWORD, { key, email: decodeURIComponent(addr!), password: PASSWORD });
    await b.refresh();

    const csrf = (await b.raw.get('/api/csrf')).body.csrfToken as string;
    const set = await b.raw
      .post('/graphql')
      .set('x-csrf-token', csrf)
      .send({ query: SET_LANGUAGE, variables: { l: 'es' } });
    expect(set.body.data).toEqual({ setLanguage: { email: 'sam@example.com', language: 'es' } });
    expect(String(set.headers['set-cookie'])).toMatch(/fp_lang=es; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(await languageOf('sam@example.com')).toBe('es');

    // Signing in elsewhere brings Spanish to that browser too.
    const other = await testBrowser(t.app);
    const otherCsrf = (await other.raw.get('/api/csrf')).body.csrfToken as string;
    const logIn = await other.raw
      .post('/graphql')
      .set('x-csrf-token', otherCsrf)
      .send({ query: LOG_IN, variables: { e: 'sam@example.com', p: PASSWORD } });
    expect(logIn.body.errors).toBeUndefined();
    expect(String(logIn.headers['set-cookie'])).toContain('fp_lang=es');

    // A password reset now arrives in Spanish.
    await other.refresh(); // signing in made a new session, with its own token
    await other.gql('mutation($email: String!) { requestPasswordReset(email: $email) { ok } }', {
      email: 'sam@example.com',
    });
    const [reset] = await mailTo('sam@example.com', 'reset');
    expect(reset?.subject).toBe('Restablezca su contraseña de FairPrice Health');
  });

  it('the contact form answers a visitor on a Spanish page in Spanish, and passes the message to staff in English', async () => {
    const b = await testBrowser(t.app);
    const res = await b.raw
      .post('/graphql')
      .set('x-csrf-token', (await b.raw.get('/api/csrf')).body.csrfToken)
      .set('Cookie', 'fp_lang=es')
      .send({
        query: 'mutation($i: ContactMessageInput!) { contact(input: $i) { ok } }',
        variables: {
          i: {
            firstName: 'Luz',
            lastName: 'Ortiz',
            email: 'luz@example.com',
            message: 'Hola, una pregunta.',
          },
        },
      });
    expect(res.body.errors).toBeUndefined();
    const [received] = await mailTo('luz@example.com', 'contactReceived');
    expect(received?.subject).toBe('Recibimos su mensaje');
    expect(received?.text).toMatch(/^Hola, Luz:/);
    const staff = (await t.services.mail.outbox(500)).find(
      (m) => m.kind === 'contactToStaff' && m.text.includes('luz@example.com'),
    );
    expect(staff?.subject).toBe('Contact form: Luz Ortiz');
  });

  it('refuses to set a language without an account, and a language the site does not have', async () => {
    const b = await testBrowser(t.app);
    const anonymous = await b.gql(SET_LANGUAGE, { l: 'es' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await b.gql(SET_LANGUAGE, { l: 'fr' });
    expect(unknown.errors?.[0]?.message).toMatch(/Language/);
  });
});
