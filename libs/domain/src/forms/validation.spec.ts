import {
  DELETE_CONFIRM_MESSAGE,
  englishMessage,
  FORMAT_MESSAGES,
  isValidationKey,
  MESSAGE_KEYS,
  PASSWORD_HINT,
  MESSAGES,
  settingsSchema,
  accessLinkSchema,
  addressSchema,
  contactSchema,
  isStrongPassword,
  logInSchema,
  resetSchema,
  setPasswordSchema,
  signUpSchema,
  signUpWithPasswordSchema,
  validateInput,
  formats,
  isIpAddress,
  isWebUrl,
} from './validation';
import { DomainError } from '../errors';

function errorsOf(fn: () => unknown): { message: string; fields: Record<string, string> } {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return { message: err.message, fields: err.fields ?? {} };
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('password rule', () => {
  it.each([
    ['Abcdef1!', true],
    ['Zz9(zzzz', true],
    ['abcdef1!', false], // no uppercase
    ['ABCDEF1!', false], // no lowercase
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special character
    ['Abcde1!', false], // 7 characters: the message says 8, so the rule does too
    ['Abcdef1~', false], // ~ is not one of the listed specials
  ])('%s → %s', (password, ok) => {
    expect(isStrongPassword(password)).toBe(ok);
  });

  it("refuses a weak password with the specification's message", () => {
    const e = errorsOf(() => validateInput(setPasswordSchema, { key: 'k', email: '', password: 'password' }));
    expect(e.fields.password).toBe(MESSAGES.password);
    expect(MESSAGES.password).toBe(
      'Password requires an uppercase and lowercase letter, number, special character, and must be 8 characters in length.',
    );
  });
});

describe('form schemas', () => {
  it("set form: an empty key gives 'There was an error'", () => {
    const e = errorsOf(() => validateInput(setPasswordSchema, { key: '', password: 'Abcdef1!' }));
    expect(e.fields.key).toBe('There was an error');
  });

  it('settings: a change of name must leave a first or last name; other changes need none', () => {
    for (const input of [{ firstName: '', lastName: '' }, { firstName: '   ' }, { lastName: ' ' }])
      expect(errorsOf(() => validateInput(settingsSchema, input)).fields.firstName).toBe(
        'Please enter your first or last name.',
      );
    expect(validateInput(settingsSchema, { firstName: 'Cher', lastName: '' })).toMatchObject({
      firstName: 'Cher',
    });
    expect(validateInput(settingsSchema, { lastName: ' Ng ' })).toMatchObject({ lastName: 'Ng' });
    expect(validateInput(settingsSchema, { password: 'Abcdef1!', currentPassword: 'x' })).toMatchObject({
      password: 'Abcdef1!',
    });
  });

  it('set form: the e-mail address is optional, but checked when given', () => {
    expect(validateInput(setPasswordSchema, { key: 'k', password: 'Abcdef1!' })).toMatchObject({ key: 'k' });
    const e = errorsOf(() =>
      validateInput(setPasswordSchema, { key: 'k', email: 'nope', password: 'Abcdef1!' }),
    );
    expect(e.fields.email).toBe(MESSAGES.validEmail);
  });

  it("reset: an address not shaped x@y.z gives 'Please enter a valid email.'", () => {
    for (const email of ['', 'a', 'a@b', 'a b@c.d']) {
      expect(errorsOf(() => validateInput(resetSchema, { email })).fields.email).toBe(
        'Please enter a valid email.',
      );
    }
    expect(validateInput(resetSchema, { email: '  Jo@Example.COM ' })).toEqual({ email: 'jo@example.com' });
  });

  it("access link: an empty address gives 'Please provide valid email.'", () => {
    expect(errorsOf(() => validateInput(accessLinkSchema, { email: '' })).fields.email).toBe(
      'Please provide valid email.',
    );
  });

  it("contact: any empty field gives 'Please provide your full name and email.'", () => {
    const e = errorsOf(() =>
      validateInput(contactSchema, {
        firstName: 'Jo',
        lastName: ' ',
        email: 'jo@example.com',
        message: 'Hi',
      }),
    );
    expect(e.fields).toEqual({ lastName: 'Please provide your full name and email.' });
    expect(e.message).toBe('Please provide your full name and email.');
  });

  it("address: required fields give 'please fill out all fields'; address 2 is optional", () => {
    const e = errorsOf(() => validateInput(addressSchema, { firstName: 'Jo' }));
    expect(Object.keys(e.fields).sort()).toEqual(['address', 'city', 'lastName', 'state', 'zip']);
    expect(new Set(Object.values(e.fields))).toEqual(new Set(['please fill out all fields']));
    expect(
      validateInput(addressSchema, {
        firstName: 'Jo',
        lastName: 'Doe',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      }),
    ).toMatchObject({ zip: '78701' });
    // An API client may send null for the optional second line.
    const base = {
      firstName: 'Jo',
      lastName: 'Doe',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    };
    expect(validateInput(addressSchema, { ...base, address2: null })).toMatchObject({ address: '1 Main St' });
  });

  it('sign-up: the password is optional, but must be strong when given; the welcome form requires it', () => {
    expect(validateInput(signUpSchema, { email: 'a@b.co' })).toMatchObject({ email: 'a@b.co' });
    expect(
      errorsOf(() => validateInput(signUpSchema, { email: 'a@b.co', password: 'weak' })).fields.password,
    ).toBe(MESSAGES.password);
    expect(errorsOf(() => validateInput(signUpWithPasswordSchema, { email: 'a@b.co' })).fields.password).toBe(
      MESSAGES.password,
    );
  });

  it('log in: needs a password but does not re-check its strength', () => {
    expect(validateInput(logInSchema, { email: 'a@b.co', password: 'old' })).toEqual({
      email: 'a@b.co',
      password: 'old',
    });
    expect(errorsOf(() => validateInput(logInSchema, { email: 'a@b.co' })).fields.password).toBe(
      MESSAGES.passwordRequired,
    );
  });

  it('drops unknown fields', () => {
    expect(validateInput(resetSchema, { email: 'a@b.co', admin: true })).toEqual({ email: 'a@b.co' });
  });
});

describe('format rules shared by page and server', () => {
  const ok = (schema: { isValidSync: (v: unknown) => boolean }, v: unknown) => schema.isValidSync(v);
  it.each([
    ['number', formats.number(), ['', '42', '-7'], ['4.2', 'x', '1e3']],
    ['decimal', formats.decimal(), ['', '4.25', '.5', '10'], ['1.2.3', 'abc']],
    ['decimal max 2', formats.decimal(2), ['4.25'], ['4.255']],
    ['email', formats.email(), ['', 'a@b.co', ' A@B.CO '], ['a@b', 'a b@c.de']],
    [
      'url',
      formats.url(),
      ['https://example.com/x?y=1', 'http://localhost:3000'],
      ['javascript:alert(1)', 'example.com', 'ftp://x.y'],
    ],
    ['alphaNumeric', formats.alphaNumeric(), ['Ab12'], ['a-b', 'a b']],
    ['alphaNumericDash', formats.alphaNumericDash(), ['Ab-12'], ['a_b', 'a b']],
    [
      'ip',
      formats.ip(),
      ['192.168.0.1', '::1', '2001:db8::8a2e:370:7334', '::ffff:10.0.0.1'],
      ['256.1.1.1', '1.2.3', '1::2::3', 'abc'],
    ],
    ['card', formats.card(), ['4242 4242 4242 4242', '4242-4242-4242-4242'], ['4242 4242 4242 4241', '4242']],
    ['phone', formats.phone(), ['', '(555) 123-4567', '5551234567'], ['555-1234', '(555) 123-456x']],
    ['money', formats.money(), ['1,234.50', '1234.5', '0.99', '.5'], ['1,23.00', '1.234', '.', 'abc']],
    ['usDate', formats.usDate(), ['02/29/2024', ''], ['02/30/2024', '2024-01-01']],
    ['slug', formats.slug(), ['heart-failure', 'a1'], ['Heart', '-a', 'a--b', 'a-']],
  ])('%s', (_name, schema, good, bad) => {
    for (const v of good) expect([v, ok(schema, v)]).toEqual([v, true]);
    for (const v of bad) expect([v, ok(schema, v)]).toEqual([v, false]);
  });

  it('an empty value passes until the field is required', () => {
    expect(formats.phone().isValidSync(undefined)).toBe(true);
    expect(formats.phone().required().isValidSync('')).toBe(false);
  });

  it('IP helper and URL helper', () => {
    expect(isIpAddress('1:2:3:4:5:6:7:8')).toBe(true);
    expect(isIpAddress('1:2:3:4:5:6:7')).toBe(false);
    expect(isWebUrl('https://fairprice.example')).toBe(true);
  });
});

describe('messages as keys (issue 45)', () => {
  it('a schema says the key; validateInput answers with its English', () => {
    expect(() => logInSchema.validateSync({ email: 'nope', password: 'x' })).toThrow(
      'validation.email.invalid',
    );
    const e = errorsOf(() => validateInput(logInSchema, { email: 'nope' }));
    expect(e.fields).toEqual({
      email: 'Please enter a valid email.',
      password: 'Please enter your password.',
    });
    expect(e.message).toBe('Please enter a valid email.');
  });

  it('every message the schemas use is a key with English; other text passes through', () => {
    for (const key of [...Object.values(MESSAGE_KEYS), DELETE_CONFIRM_MESSAGE])
      expect([key, isValidationKey(key)]).toEqual([key, true]);
    for (const m of Object.values(FORMAT_MESSAGES))
      if (typeof m === 'string') expect([m, isValidationKey(m)]).toEqual([m, true]);
    expect(englishMessage('validation.zip.invalid')).toBe('Please enter a 5-digit ZIP code.');
    expect(englishMessage('Something the server said.')).toBe('Something the server said.');
  });

  it('the password hint is its message with the rule filled in', () => {
    expect(PASSWORD_HINT).toBe(
      'At least 8 characters, with a lowercase and an uppercase letter, a number and one of ! ( ) @ # $ % ^ & *.',
    );
  });
});
