/**
 * Form rules shared by the web forms (formik `validationSchema`) and the server (services call
 * `validateInput`). One schema per form, so the page and the server can never disagree. Messages are the
 * specification's words where it gives them (part 1 §5 and §8).
 */
import { object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { badInput } from '../errors';
import { isValidCard, onlyDigits, parseUsDate, PHONE_DIGITS, slugify } from './masks';
import { englishMessage, VALIDATION_MESSAGES, type ValidationKey } from './validation-messages';

export * from './validation-messages';

/**
 * The schemas' messages: keys (issue 45), whose English (the specification's words, verbatim) is in
 * validation-messages.ts. The schemas say the key; `validateInput` answers in English.
 */
export const MESSAGE_KEYS = {
  password: 'validation.password.weak',
  validEmail: 'validation.email.invalid',
  provideEmail: 'validation.email.provide',
  contact: 'validation.contact.required',
  address: 'validation.address.required',
  setKey: 'validation.link.key',
  passwordRequired: 'validation.password.required',
  passwordTooLong: 'validation.password.tooLong',
  zip: 'validation.zip.invalid',
  tooLong: 'validation.text.tooLong',
  nameRequired: 'validation.name.required',
} as const satisfies Record<string, ValidationKey>;

/** The same messages in English, as the server says them. */
export const MESSAGES = Object.fromEntries(
  Object.entries(MESSAGE_KEYS).map(([name, key]) => [name, VALIDATION_MESSAGES[key]]),
) as { readonly [K in keyof typeof MESSAGE_KEYS]: (typeof VALIDATION_MESSAGES)[(typeof MESSAGE_KEYS)[K]] };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** The special characters a password must contain one of. */
export const PASSWORD_SPECIALS = '!()@#$%^&*';
/** The password rule's values, for the hint's message (`validation.password.hint`). */
export const PASSWORD_HINT_VALUES = {
  min: PASSWORD_MIN_LENGTH,
  specials: PASSWORD_SPECIALS.split('').join(' '),
};
/** The password rule in one sentence, the same on every form that asks for a new password (issue 41). */
export const PASSWORD_HINT = VALIDATION_MESSAGES['validation.password.hint']
  .replace('{min}', String(PASSWORD_HINT_VALUES.min))
  .replace('{specials}', PASSWORD_HINT_VALUES.specials);
/** A simple x@y.z pattern, as the specification asks (no spaces, one @, a dot after it). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** A lowercase and an uppercase letter, a digit, one of ! ( ) @ # $ % ^ & *, at least 8 characters. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[!()@#$%^&*]/.test(password)
  );
}

/** E-mail addresses are compared and stored trimmed and lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const trimmed = () => string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

/** A required e-mail address; `message` is used both when it is empty and when it is malformed. */
const email = (message: string) =>
  string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .required(message)
    .max(EMAIL_MAX, message)
    .matches(EMAIL_PATTERN, message);

const newPassword = () =>
  string()
    .required(MESSAGE_KEYS.password)
    .max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong)
    .test('strong', MESSAGE_KEYS.password, (v) => typeof v === 'string' && isStrongPassword(v));

/** Sign-up: an e-mail address and, on the welcome page, a password (optional elsewhere). */
export const signUpSchema = object({
  email: email(MESSAGE_KEYS.validEmail),
  password: string()
    .optional()
    .max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong)
    .test('strong', MESSAGE_KEYS.password, (v) => v === undefined || v === '' || isStrongPassword(v)),
});
export type SignUpInput = { email: string; password?: string };

/** The welcome page's free-tier sign-up, where the password is required. */
export const signUpWithPasswordSchema = object({
  email: email(MESSAGE_KEYS.validEmail),
  password: newPassword(),
});

/** Log in. The strength rule is not applied here: it is checked when a password is chosen. */
export const logInSchema = object({
  email: email(MESSAGE_KEYS.validEmail),
  password: string()
    .required(MESSAGE_KEYS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong),
});
export type LogInInput = { email: string; password: string };

/** /account/reset and the resend-activation form. */
export const resetSchema = object({ email: email(MESSAGE_KEYS.validEmail) });
export const resendSchema = resetSchema;
export type EmailOnlyInput = { email: string };

/** The one-time sign-in link form ("access"). */
export const accessLinkSchema = object({ email: email(MESSAGE_KEYS.provideEmail) });

/**
 * /account/set/{key}/{email}: a hidden key, an optional e-mail address (shown only when the link
 * carried none) and the new password.
 */
export const setPasswordSchema = object({
  key: trimmed().required(MESSAGE_KEYS.setKey).max(200, MESSAGE_KEYS.setKey),
  email: string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .optional()
    .test(
      'email',
      MESSAGE_KEYS.validEmail,
      (v) => v === undefined || v === '' || (v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v)),
    ),
  password: newPassword(),
});
export type SetPasswordInput = { key: string; email?: string; password: string };

/** A key and e-mail address from an e-mailed link (verify, one-time sign-in). */
export const keyLinkSchema = object({
  key: trimmed().required(MESSAGE_KEYS.setKey).max(200, MESSAGE_KEYS.setKey),
  email: email(MESSAGE_KEYS.validEmail),
});
export type KeyLinkInput = { key: string; email: string };

/** The contact form: every field is required. */
export const contactSchema = object({
  firstName: trimmed().required(MESSAGE_KEYS.contact).max(100, MESSAGE_KEYS.tooLong),
  lastName: trimmed().required(MESSAGE_KEYS.contact).max(100, MESSAGE_KEYS.tooLong),
  email: string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .required(MESSAGE_KEYS.contact)
    .max(EMAIL_MAX, MESSAGE_KEYS.validEmail)
    .matches(EMAIL_PATTERN, MESSAGE_KEYS.validEmail),
  message: trimmed().required(MESSAGE_KEYS.contact).max(5000, MESSAGE_KEYS.tooLong),
});
export type ContactInput = { firstName: string; lastName: string; email: string; message: string };

/** The affiliate page's legacy address form; address2 is optional. */
export const addressSchema = object({
  firstName: trimmed().required(MESSAGE_KEYS.address).max(100, MESSAGE_KEYS.tooLong),
  lastName: trimmed().required(MESSAGE_KEYS.address).max(100, MESSAGE_KEYS.tooLong),
  address: trimmed().required(MESSAGE_KEYS.address).max(200, MESSAGE_KEYS.tooLong),
  // Optional: missing, empty or null (GraphQL's AddressInput.address2 is nullable) all mean no second line.
  address2: trimmed().optional().nullable().max(200, MESSAGE_KEYS.tooLong),
  city: trimmed().required(MESSAGE_KEYS.address).max(100, MESSAGE_KEYS.tooLong),
  state: trimmed().required(MESSAGE_KEYS.address).max(50, MESSAGE_KEYS.tooLong),
  zip: trimmed()
    .required(MESSAGE_KEYS.address)
    .matches(/^\d{5}(-\d{4})?$/, MESSAGE_KEYS.zip),
});
export type AddressFormInput = {
  firstName: string;
  lastName: string;
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
};

/** A request for access: name (optional) and e-mail address. */
export const accessRequestSchema = object({
  firstName: trimmed().optional().max(100, MESSAGE_KEYS.tooLong),
  lastName: trimmed().optional().max(100, MESSAGE_KEYS.tooLong),
  email: email(MESSAGE_KEYS.provideEmail),
});
export type AccessRequestFormInput = { firstName?: string; lastName?: string; email: string };

/** The buyer's e-mail address on the welcome page. */
export const checkoutSchema = object({
  priceId: trimmed().required('validation.plan.required').max(200, MESSAGE_KEYS.tooLong),
  email: email(MESSAGE_KEYS.validEmail),
});
export type CheckoutInput = { priceId: string; email: string };

/** Settings: names, a new e-mail address or a new password; changing either of the last two needs the current password. */
export const settingsSchema = object({
  firstName: trimmed().optional().max(100, MESSAGE_KEYS.tooLong),
  lastName: trimmed().optional().max(100, MESSAGE_KEYS.tooLong),
  email: string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .optional()
    .test(
      'email',
      MESSAGE_KEYS.validEmail,
      (v) => v === undefined || v === '' || (v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v)),
    ),
  password: string()
    .optional()
    .max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong)
    .test('strong', MESSAGE_KEYS.password, (v) => v === undefined || v === '' || isStrongPassword(v)),
  currentPassword: string().optional().max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong),
}).test(
  // A change of name must leave a name: both parts are saved together (an omitted one is cleared), and
  // an empty name was reported as "saved" (issue 25) while letters and e-mails then had no one to name.
  // One part is enough (some people have one name). Omitting both leaves the name as it is.
  'name',
  MESSAGE_KEYS.nameRequired,
  (v, ctx) =>
    (v.firstName === undefined && v.lastName === undefined) ||
    Boolean(v.firstName?.trim() || v.lastName?.trim()) ||
    ctx.createError({ path: 'firstName', message: MESSAGE_KEYS.nameRequired }),
);
export type SettingsFormInput = {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  currentPassword?: string;
};

/** The settings screen's e-mail form: both fields needed (the server checks them with settingsSchema). */
export const emailChangeSchema = object({
  email: email(MESSAGE_KEYS.validEmail),
  currentPassword: string()
    .required(MESSAGE_KEYS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong),
});

/** The settings screen's password form. */
export const passwordChangeSchema = object({
  currentPassword: string()
    .required(MESSAGE_KEYS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGE_KEYS.passwordTooLong),
  password: newPassword(),
});

export const DELETE_CONFIRM_MESSAGE: ValidationKey = 'validation.deleteAccount.confirm';

/** Deleting the account: the e-mail address or the password, typed again. */
export const deleteAccountSchema = object({
  confirm: string().required(DELETE_CONFIRM_MESSAGE).max(PASSWORD_MAX_LENGTH, DELETE_CONFIRM_MESSAGE),
});
export type DeleteAccountInput = { confirm: string };

/**
 * Checks input against a schema on the server: the cleaned value (trimmed, lower-cased e-mail, unknown
 * keys dropped) or a BAD_USER_INPUT error with one message per field and the first message overall.
 */
export function validateInput<T extends AnyObject>(schema: ObjectSchema<AnyObject>, input: unknown): T {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true }) as T;
  } catch (err) {
    if (err instanceof ValidationError) {
      const fields: Record<string, string> = {};
      for (const e of err.inner.length ? err.inner : [err]) {
        if (e.path && !fields[e.path]) fields[e.path] = englishMessage(e.message);
      }
      throw badInput(englishMessage(err.inner[0]?.message ?? err.message), fields);
    }
    throw err;
  }
}

// ---- format rules (spec part 2 §5), the same on the page and on the server ------------------------------

/** Messages of the format rules; a field's own label is shown beside them. */
export const FORMAT_MESSAGES = {
  required: 'validation.format.required',
  number: 'validation.format.number',
  decimal: 'validation.format.decimal',
  /** Still English: the only message with a number in it, used by the developers' form-kit page alone. */
  decimals: (n: number) => `Please use at most ${n} decimal place${n === 1 ? '' : 's'}.`,
  email: MESSAGE_KEYS.validEmail,
  url: 'validation.format.url',
  alphaNumeric: 'validation.format.alphaNumeric',
  alphaNumericDash: 'validation.format.alphaNumericDash',
  ip: 'validation.format.ip',
  card: 'validation.format.card',
  phone: 'validation.format.phone',
  money: 'validation.format.money',
  date: 'validation.format.date',
  slug: 'validation.format.slug',
} as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** IPv4 dotted quad, or IPv6 (full, compressed with one "::", or ending in an IPv4 quad). */
export function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = (s: string) => (s ? s.split(':') : []);
  const parts = [...groups(halves[0]), ...(halves.length === 2 ? groups(halves[1]) : [])];
  let count = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (i === parts.length - 1 && p.includes('.')) {
      if (!IPV4.test(p)) return false;
      count += 2;
    } else if (/^[0-9a-fA-F]{1,4}$/.test(p)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count < 8 : count === 8;
}

/** http(s) addresses with a host; what the browser's URL parser accepts. */
export function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

const optionalText = () =>
  string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v));
const blank = (v: string | undefined) => v === undefined || v === '';

/**
 * Format rules as yup string schemas; empty passes (add `.required(...)` for required fields), so the
 * same rule serves optional and required fields. The masked inputs keep users inside these rules while
 * typing; the server runs them again on whatever arrives.
 */
export const formats = {
  number: (message: string = FORMAT_MESSAGES.number) =>
    optionalText().test('number', message, (v) => blank(v) || /^-?\d+$/.test(v!)),
  decimal: (maxDecimals?: number, message: string = FORMAT_MESSAGES.decimal) =>
    optionalText()
      .test('decimal', message, (v) => blank(v) || /^-?(\d+\.?\d*|\.\d+)$/.test(v!))
      .test(
        'decimals',
        FORMAT_MESSAGES.decimals(maxDecimals ?? 0),
        (v) => maxDecimals === undefined || blank(v) || (v!.split('.')[1] ?? '').length <= maxDecimals,
      ),
  email: (message: string = FORMAT_MESSAGES.email) =>
    optionalText()
      .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
      .test('email', message, (v) => blank(v) || (v!.length <= EMAIL_MAX && EMAIL_PATTERN.test(v!))),
  url: (message: string = FORMAT_MESSAGES.url) =>
    optionalText().test('url', message, (v) => blank(v) || (v!.length <= 2000 && isWebUrl(v!))),
  alphaNumeric: (message: string = FORMAT_MESSAGES.alphaNumeric) =>
    optionalText().test('alphaNumeric', message, (v) => blank(v) || /^[A-Za-z0-9]+$/.test(v!)),
  /** Letters, digits and hyphens (the older site's "dash" rule). */
  alphaNumericDash: (message: string = FORMAT_MESSAGES.alphaNumericDash) =>
    optionalText().test('alphaNumericDash', message, (v) => blank(v) || /^[A-Za-z0-9-]+$/.test(v!)),
  ip: (message: string = FORMAT_MESSAGES.ip) =>
    optionalText().test('ip', message, (v) => blank(v) || isIpAddress(v!)),
  /** 16 digits (spaces and dashes allowed between them) passing the Luhn check. */
  card: (message: string = FORMAT_MESSAGES.card) =>
    optionalText().test('card', message, (v) => blank(v) || (/^[\d -]+$/.test(v!) && isValidCard(v!))),
  phone: (message: string = FORMAT_MESSAGES.phone) =>
    optionalText().test(
      'phone',
      message,
      (v) => blank(v) || (/^[\d()+\s.-]+$/.test(v!) && onlyDigits(v!).length === PHONE_DIGITS),
    ),
  /** Dollars and cents as shown ("1,234.50") or sent (1234.5). */
  money: (message: string = FORMAT_MESSAGES.money) =>
    optionalText().test(
      'money',
      message,
      (v) => blank(v) || (/^(\d{1,3}(,\d{3})*|\d+)?(\.\d{0,2})?$/.test(v!) && /\d/.test(v!)),
    ),
  /** MM/DD/YYYY, a real calendar date. */
  usDate: (message: string = FORMAT_MESSAGES.date) =>
    optionalText().test('usDate', message, (v) => blank(v) || parseUsDate(v!) !== null),
  slug: (message: string = FORMAT_MESSAGES.slug) =>
    optionalText().test('slug', message, (v) => blank(v) || (v!.length <= 200 && slugify(v!) === v)),
};
