/**
 * The e-mail the refer screen offers to send friends (ReferScreen.tsx), in the page's language (issue 45):
 * a Spanish reader's friends most likely read Spanish too. The English is as it was.
 */
import { defineMessages, type IntlShape } from 'react-intl';

type Link = { link: string };
const EMAIL = defineMessages<{
  subject: Link;
  hello: Link;
  what: Link;
  why: Link;
  try: Link;
  thanks: Link;
}>({
  subject: { id: 'refer.email.subject', defaultMessage: 'See what your hospital charges before you go' },
  hello: { id: 'refer.email.hello', defaultMessage: 'Hi,' },
  what: {
    id: 'refer.email.what',
    defaultMessage:
      'I use FairPrice Health to look up what hospitals near me charge for a procedure and to keep track of my medical bills.',
  },
  why: {
    id: 'refer.email.why',
    defaultMessage: 'It shows real prices before you go, and helps you check a bill line by line afterwards.',
  },
  try: { id: 'refer.email.try', defaultMessage: 'You can try it here: {link}' },
  thanks: { id: 'refer.email.thanks', defaultMessage: 'Thanks!' },
});

/** The e-mail's subject in the page's language. */
export const referSubject = (intl: IntlShape) => intl.formatMessage(EMAIL.subject, { link: '' });

/** The e-mail's text in the page's language, one paragraph after another. */
export function referEmail(intl: IntlShape, link: string): string {
  const t = (m: keyof typeof EMAIL) => intl.formatMessage(EMAIL[m], { link });
  return [t('hello'), '', t('what'), t('why'), '', t('try'), '', t('thanks')].join('\n');
}
