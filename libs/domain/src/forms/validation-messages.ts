/**
 * The shared schemas' messages by key (issue 45). A schema's error is a key (`validation.email.invalid`);
 * its English is here, once: the server answers with it (validateInput, so API users read the same English
 * as before) and the web shows the key in the page's language (react-intl, with this English as the
 * default; tools/i18n-catalog.ts adds these to en.json, the Spanish is in libs/i18n's catalogue).
 * ICU message syntax (https://formatjs.github.io/docs/core-concepts/icu-syntax).
 */
export const VALIDATION_MESSAGES = {
  /** The spec's rule says 7 characters and its message 8; the rule uses 8 so the two agree. */
  'validation.password.weak':
    'Password requires an uppercase and lowercase letter, number, special character, and must be 8 characters in length.',
  'validation.password.required': 'Please enter your password.',
  'validation.password.tooLong': 'Password must be at most 200 characters.',
  'validation.password.hint':
    'At least {min} characters, with a lowercase and an uppercase letter, a number and one of {specials}.',
  'validation.email.invalid': 'Please enter a valid email.',
  'validation.email.provide': 'Please provide valid email.',
  'validation.contact.required': 'Please provide your full name and email.',
  'validation.address.required': 'please fill out all fields',
  'validation.link.key': 'There was an error',
  'validation.zip.invalid': 'Please enter a 5-digit ZIP code.',
  'validation.text.tooLong': 'This is too long.',
  'validation.name.required': 'Please enter your first or last name.',
  'validation.plan.required': 'Please choose a plan.',
  'validation.deleteAccount.confirm': 'Type your e-mail address or your password to confirm.',
  'validation.insurance.payer': 'Please choose your insurer.',
  'validation.insurance.amount': 'Please enter an amount of zero or more.',
  'validation.insurance.remaining': 'What is left cannot be more than the full amount.',
  'validation.insurance.coinsurance': 'Coinsurance is a percentage from 0 to 100.',
  'validation.format.required': 'This field is required.',
  'validation.format.number': 'Please enter a whole number.',
  'validation.format.decimal': 'Please enter a number.',
  'validation.format.url': 'Please enter a web address starting with http:// or https://.',
  'validation.format.alphaNumeric': 'Please use letters and digits only.',
  'validation.format.alphaNumericDash': 'Please use letters, digits and hyphens only.',
  'validation.format.ip': 'Please enter an IP address.',
  'validation.format.card': 'Please enter a valid 16-digit card number.',
  'validation.format.phone': 'Please enter a 10-digit phone number.',
  'validation.format.money': 'Please enter an amount in dollars and cents.',
  'validation.format.date': 'Please enter a date as MM/DD/YYYY.',
  'validation.format.slug': 'Please use lower-case letters, digits and single hyphens.',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationKey(message: unknown): message is ValidationKey {
  return typeof message === 'string' && Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, message);
}

/** A schema's message in English: a key's English, any other message as it is. */
export function englishMessage(message: string): string {
  return isValidationKey(message) ? VALIDATION_MESSAGES[message] : message;
}
