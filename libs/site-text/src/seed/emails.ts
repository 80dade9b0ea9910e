/**
 * The e-mails the site sends (activation, password, sign-in link, purchases, contact, account), each as a
 * subject, a plain-text body and a simple inline-styled HTML body in which every value is escaped.
 */
import { SITE_NAME, passName } from './messages';

export interface EmailContent {
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Simple inline-styled HTML body; every interpolated value is escaped. */
  html: string;
}

export interface ContactMessageFields {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

// Only web links may become a clickable href; anything else (javascript:, data:) is shown as text.
export function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link.trim());
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f4f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2d3a;',
  card: 'max-width:560px;margin:0 auto;padding:28px;background:#ffffff;border-radius:8px;',
  brand: 'margin:0 0 20px;font-size:14px;font-weight:bold;color:#1f5f8b;',
  h1: 'margin:0 0 16px;font-size:20px;line-height:1.3;color:#1f2d3a;',
  p: 'margin:0 0 14px;font-size:15px;line-height:1.5;',
  button:
    'display:inline-block;padding:12px 20px;background:#1f5f8b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;',
  small: 'margin:16px 0 0;font-size:12px;line-height:1.5;color:#5b6b79;word-break:break-all;',
  footer: 'max-width:560px;margin:12px auto 0;font-size:12px;color:#5b6b79;text-align:center;',
} as const;

export interface HtmlParts {
  heading: string;
  /** Plain-text paragraphs; escaped here. */
  paragraphs: string[];
  button?: { label: string; link: string };
}

/** The words around every e-mail: the button's fallback and the footer, in the e-mail's language. */
export interface EmailChrome {
  lang: 'en' | 'es';
  buttonFallback: string;
  footer: string;
}

const ENGLISH_CHROME: EmailChrome = {
  lang: 'en',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  footer: 'US healthcare price estimates from public data. We do not sell your data.',
};

export function renderHtml(parts: HtmlParts, chrome: EmailChrome = ENGLISH_CHROME): string {
  const paragraphs = parts.paragraphs
    .map((p) => `<p style="${STYLE.p}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  let button = '';
  if (parts.button) {
    const link = escapeHtml(parts.button.link);
    button = isWebLink(parts.button.link)
      ? `<p style="${STYLE.p}"><a href="${link}" style="${STYLE.button}">${escapeHtml(parts.button.label)}</a></p>` +
        `<p style="${STYLE.small}">${escapeHtml(chrome.buttonFallback)}<br>${link}</p>`
      : `<p style="${STYLE.small}">${link}</p>`;
  }
  return (
    `<!doctype html><html lang="${chrome.lang}"><body style="${STYLE.body}">` +
    `<div style="${STYLE.card}">` +
    `<p style="${STYLE.brand}">${escapeHtml(SITE_NAME)}</p>` +
    `<h1 style="${STYLE.h1}">${escapeHtml(parts.heading)}</h1>` +
    paragraphs +
    button +
    `</div>` +
    `<p style="${STYLE.footer}">${escapeHtml(SITE_NAME)} · ${escapeHtml(chrome.footer)}</p>` +
    `</body></html>`
  );
}

const SIGN_OFF = `The ${SITE_NAME} team`;

export const EMAILS = {
  /** Sent after sign-up; the link activates the account. */
  activate(link: string): EmailContent {
    const paragraphs = [
      'Thank you for creating an account. Please confirm your e-mail address to activate it.',
      'If you did not sign up, you can ignore this e-mail and no account will be activated.',
    ];
    return {
      subject: `Activate your ${SITE_NAME} account`,
      text: `Hello,\n\n${paragraphs[0]}\n\n${link}\n\n${paragraphs[1]}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: 'Activate your account',
        paragraphs: [...paragraphs, SIGN_OFF],
        button: { label: 'Activate my account', link },
      }),
    };
  },

  /** Sent from the reset form; the link opens the set-password form. */
  reset(link: string): EmailContent {
    const paragraphs = [
      'We received a request to reset the password for your account. Use the link below to choose a new one.',
      'If you did not ask for this, you can ignore this e-mail. Your password will not change.',
    ];
    return {
      subject: `Reset your ${SITE_NAME} password`,
      text: `Hello,\n\n${paragraphs[0]}\n\n${link}\n\n${paragraphs[1]}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: 'Reset your password',
        paragraphs: [...paragraphs, SIGN_OFF],
        button: { label: 'Choose a new password', link },
      }),
    };
  },

  /** Sent from the access form; a one-time sign-in link. */
  access(link: string): EmailContent {
    const paragraphs = [
      'Here is the link to access your account. It can be used once.',
      'If you did not ask for it, you can ignore this e-mail.',
    ];
    return {
      subject: `Your ${SITE_NAME} access link`,
      text: `Hello,\n\n${paragraphs[0]}\n\n${link}\n\n${paragraphs[1]}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: 'Access your account',
        paragraphs: [...paragraphs, SIGN_OFF],
        button: { label: 'Access my account', link },
      }),
    };
  },

  /** Sent to a new address from the settings screen; the link makes it the account's address. */
  emailChange(link: string, newEmail: string): EmailContent {
    const paragraphs = [
      `Please confirm that ${newEmail} should become the e-mail address of your account. Nothing changes until you open the link below; it works once, for 24 hours.`,
      'If you did not ask for this, you can ignore this e-mail.',
    ];
    return {
      subject: `Confirm your new ${SITE_NAME} e-mail address`,
      text: `Hello,\n\n${paragraphs[0]}\n\n${link}\n\n${paragraphs[1]}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: 'Confirm your new e-mail address',
        paragraphs: [...paragraphs, SIGN_OFF],
        button: { label: 'Confirm my new address', link },
      }),
    };
  },

  /** Sent to the old address when the change is asked for and again when it is made. */
  emailChangeNotice(newEmail: string, done: boolean): EmailContent {
    const paragraphs = [
      done
        ? `The e-mail address of your account was changed to ${newEmail}. This address will no longer receive our e-mails.`
        : `Someone signed in to your account asked to change its e-mail address to ${newEmail}. The change happens only if the link we sent there is opened.`,
      'If this was not you, reset your password now from the sign-in page and contact us.',
    ];
    return {
      subject: done ? 'Your e-mail address was changed' : 'A change of your e-mail address was asked for',
      text: `Hello,\n\n${paragraphs.join('\n\n')}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: done ? 'Your e-mail address was changed' : 'E-mail change requested',
        paragraphs: [...paragraphs, SIGN_OFF],
      }),
    };
  },

  /** Sent after the password was changed on the settings screen. */
  passwordChanged(): EmailContent {
    const paragraphs = [
      'The password of your account was changed, and every other browser signed in to it was signed out.',
      'If this was not you, reset your password now from the sign-in page and contact us.',
    ];
    return {
      subject: `Your ${SITE_NAME} password was changed`,
      text: `Hello,\n\n${paragraphs.join('\n\n')}\n\n${SIGN_OFF}`,
      html: renderHtml({ heading: 'Your password was changed', paragraphs: [...paragraphs, SIGN_OFF] }),
    };
  },

  /** Sent after a successful purchase, to new and existing users alike: a receipt, not a welcome. */
  welcomePurchase(planName: string): EmailContent {
    const pass = passName(planName);
    const paragraphs = [
      `Thank you for buying the ${pass}. Your pass is active now.`,
      'You can search any condition on the price map and open full price details for every hospital, and record your own visits and bills from your dashboard.',
      'Remember that our prices are estimates from public government data, not quotes. For a firm price, ask the hospital for a written estimate.',
    ];
    return {
      subject: `Your ${SITE_NAME} receipt: ${pass}`,
      text: `Hello,\n\n${paragraphs.join('\n\n')}\n\n${SIGN_OFF}`,
      html: renderHtml({ heading: `Receipt: your ${pass} is active`, paragraphs: [...paragraphs, SIGN_OFF] }),
    };
  },

  /**
   * Sent after a purchase made by a browser that was not signed in: the pass waits until the owner of the
   * address opens the link (which also signs them in, or lets them choose a password first).
   */
  confirmPurchase(link: string, planName: string, choosePassword: boolean): EmailContent {
    const pass = passName(planName);
    const paragraphs = [
      `Thank you for buying the ${pass}. To turn it on, please confirm that this is your e-mail address by opening the link below.`,
      choosePassword
        ? 'The link lets you choose the password for your account; your pass is active as soon as you have.'
        : 'The link signs you in and your pass is active at once.',
      'If you did not buy a pass, you can ignore this e-mail: nothing changes on any account, and nobody can use a pass bought with your address without this link.',
    ];
    return {
      subject: `Confirm your ${SITE_NAME} purchase: ${pass}`,
      text: `Hello,\n\n${paragraphs[0]}\n\n${link}\n\n${paragraphs[1]}\n\n${paragraphs[2]}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: `Confirm your purchase: ${pass}`,
        paragraphs: [...paragraphs, SIGN_OFF],
        button: { label: choosePassword ? 'Confirm and choose a password' : 'Confirm and sign in', link },
      }),
    };
  },

  /** Confirmation to the person who used the contact form. */
  contactReceived(firstName: string): EmailContent {
    const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
    const paragraphs = [
      'Thank you for getting in touch. We have received your message and will reply by e-mail as soon as we can.',
    ];
    return {
      subject: 'We received your message',
      text: `${greeting}\n\n${paragraphs[0]}\n\n${SIGN_OFF}`,
      html: renderHtml({
        heading: 'We received your message',
        paragraphs: [greeting, ...paragraphs, SIGN_OFF],
      }),
    };
  },

  /** Forwards a contact form message to staff. */
  contactToStaff(fields: ContactMessageFields): EmailContent {
    const name = `${fields.firstName} ${fields.lastName}`.trim();
    const from = `From: ${name} <${fields.email}>`;
    return {
      subject: `Contact form: ${name || fields.email}`,
      text: `${from}\n\n${fields.message}`,
      html: renderHtml({
        heading: 'New contact form message',
        paragraphs: [from, fields.message],
      }),
    };
  },

  /** Sent to the address of an account just deleted from the settings screen. */
  accountDeleted(): EmailContent {
    const paragraphs = [
      'Your account was deleted, as you asked on the settings screen: your visits, bills, uploaded files, tasks and settings are gone, and every browser was signed out.',
      'Records of payments stay, as payment and tax law require, without your name or e-mail address.',
      'If this was not you, contact us by replying to this e-mail.',
    ];
    return {
      subject: `Your ${SITE_NAME} account was deleted`,
      text: `Hello,\n\n${paragraphs.join('\n\n')}\n\n${SIGN_OFF}`,
      html: renderHtml({ heading: 'Your account was deleted', paragraphs: [...paragraphs, SIGN_OFF] }),
    };
  },

  /** Sent when a paid pass has ended. */
  passEnded(): EmailContent {
    const paragraphs = [
      'Your pass has ended. Thank you for using the site.',
      'Your account, visits and bills are still there, and you can still use any free searches you have left. To see full price details again, choose a new plan on the welcome page whenever you need it.',
    ];
    return {
      subject: `Your ${SITE_NAME} pass has ended`,
      text: `Hello,\n\n${paragraphs.join('\n\n')}\n\n${SIGN_OFF}`,
      html: renderHtml({ heading: 'Your pass has ended', paragraphs: [...paragraphs, SIGN_OFF] }),
    };
  },
} as const;

export type EmailKind = keyof typeof EMAILS;
