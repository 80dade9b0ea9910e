/** What the account screens say when a link, a password or an activation is not right. */
export const KEY_INVALID_MESSAGE =
  'This link is no longer valid: it has expired or was already used. Please ask for a new one.';
export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is not correct.';
export const CHOOSE_PASSWORD_MESSAGE = 'Please choose your password to finish activating your account.';
export const VERIFIED_WITHOUT_PASSWORD_MESSAGE =
  'Your e-mail address is confirmed and you are signed in. To sign in with a password next time, choose one with "Forgot your password?" on the sign-in page.';
export const NOT_ACTIVATED_MESSAGE =
  'Please activate your account first: open the link in the e-mail we sent you, or ask for a new one.';
