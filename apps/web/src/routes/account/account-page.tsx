/** The account pages' frame: titles, labels, the page with its heading and the /account/error box. */
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

export const TITLES = defineMessages({
  signup: { id: 'account.signUp.title', defaultMessage: 'Create a free account' },
  access: { id: 'account.access.title', defaultMessage: 'E-mail me a sign-in link' },
  resend: { id: 'account.resend.title', defaultMessage: 'Resend the activation e-mail' },
  verify: { id: 'account.verify.title', defaultMessage: 'Confirming your e-mail address' },
  deleted: { id: 'account.deleted.title', defaultMessage: 'Your account was deleted' },
  home: { id: 'account.home.title', defaultMessage: 'Your account' },
  logIn: { id: 'account.logIn.title', defaultMessage: 'Log in' },
  signingIn: { id: 'account.access.signingIn', defaultMessage: 'Signing you in' },
});
const VIEWS_TITLED = ['signup', 'access', 'resend', 'verify', 'deleted'] as const;
/** The views of /account with a title of their own (the others: "Log in" or "Your account"). */
export const isTitled = (view: string): view is (typeof VIEWS_TITLED)[number] =>
  (VIEWS_TITLED as readonly string[]).includes(view);

export const LABELS = defineMessages({
  email: { id: 'account.form.email', defaultMessage: 'E-mail address' },
  password: { id: 'account.form.password', defaultMessage: 'Password' },
  linkError: { id: 'account.link.error', defaultMessage: 'There was an error' },
});

/** The /account/error box (spec §2.2), shown whether or not someone is signed in. */
export function ErrorBox() {
  return (
    <div className="alert alert-error" role="alert">
      {/* The words of THANK_YOU.error (libs/site-text), the /thankyou/error page's. */}
      <FormattedMessage
        id="account.error.box"
        defaultMessage="<b>There's a problem</b> We are sorry. There has been an error with your request. Please try again later."
        values={{ b: (chunks) => <strong>{chunks}</strong> }}
      />
    </div>
  );
}

export type Title = (typeof TITLES)[keyof typeof TITLES];

export function Page({ title, children }: { title: Title; children: ReactNode }) {
  return (
    <section className="page narrow account-page" aria-labelledby="account-title">
      <h1 id="account-title">
        <FormattedMessage {...title} />
      </h1>
      {children}
    </section>
  );
}
