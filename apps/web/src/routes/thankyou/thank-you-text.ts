/**
 * The /thankyou pages' texts in the page's language (issue 45). Their English repeats @fp/site-text's
 * THANK_YOU and THANK_YOU_SIGNED_IN (the server sends the same bodies as its acknowledgements, in the
 * request's language: THANK_YOU_ES); thank-you-text.spec.ts checks that both agree.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ThankYouKind } from '@fp/site-text';

type Titled = { title: MessageDescriptor; body: MessageDescriptor };

export const THANK_YOU_TEXT: Record<ThankYouKind, Titled> = {
  new: defineMessages({
    title: { id: 'thankyou.new.title', defaultMessage: 'Check your e-mail' },
    body: {
      id: 'thankyou.new.body',
      defaultMessage:
        'Thank you for signing up. We have sent an activation link to your e-mail address. Open it to activate your account.',
    },
  }),
  verify: defineMessages({
    title: { id: 'thankyou.verify.title', defaultMessage: 'Your account is verified' },
    body: {
      id: 'thankyou.verify.body',
      defaultMessage: 'Thank you. Your account is now active and you can log in.',
    },
  }),
  bill: defineMessages({
    title: { id: 'thankyou.bill.title', defaultMessage: 'Thank you for your bill' },
    body: {
      id: 'thankyou.bill.body',
      defaultMessage:
        'Your bill and its visit are saved on your dashboard. You can follow them there, add files and change them at any time.',
    },
  }),
  error: defineMessages({
    title: { id: 'thankyou.error.title', defaultMessage: "There's a problem" },
    body: {
      id: 'thankyou.error.body',
      defaultMessage: 'We are sorry. There has been an error with your request. Please try again later.',
    },
  }),
  reset: defineMessages({
    title: { id: 'thankyou.reset.title', defaultMessage: 'Check your e-mail' },
    body: {
      id: 'thankyou.reset.body',
      defaultMessage:
        'If you have an account with us, we have sent you an e-mail with a link to reset your password.',
    },
  }),
  set: defineMessages({
    title: { id: 'thankyou.set.title', defaultMessage: 'Your password is set' },
    body: {
      id: 'thankyou.set.body',
      defaultMessage: 'You can now log in with your e-mail address and your new password.',
    },
  }),
  resend: defineMessages({
    title: { id: 'thankyou.resend.title', defaultMessage: 'Check your e-mail' },
    body: {
      id: 'thankyou.resend.body',
      defaultMessage:
        'If you have an account with us that is not yet active, we have sent you a new activation link.',
    },
  }),
  access: defineMessages({
    title: { id: 'thankyou.access.title', defaultMessage: 'Check your e-mail' },
    body: {
      id: 'thankyou.access.body',
      defaultMessage:
        'If you have an account with us, we have sent you a link to access it. The link can be used once.',
    },
  }),
  contact: defineMessages({
    title: { id: 'thankyou.contact.title', defaultMessage: 'Thank you for your message' },
    body: {
      id: 'thankyou.contact.body',
      defaultMessage: 'We have received your message and will reply by e-mail as soon as we can.',
    },
  }),
  default: defineMessages({
    title: { id: 'thankyou.default.title', defaultMessage: 'Thank you for contributing' },
    body: {
      id: 'thankyou.default.body',
      defaultMessage:
        'Thank you for sharing your bills. They help other patients see what care really costs. Your bills are in review and will appear once they have been checked.',
    },
  }),
};

export const THANK_YOU_SIGNED_IN_TEXT: Record<'verify' | 'set', Titled> = {
  verify: defineMessages({
    title: { id: 'thankyou.verify.signedIn.title', defaultMessage: 'You are signed in' },
    body: {
      id: 'thankyou.verify.signedIn.body',
      defaultMessage: 'Thank you. Your account is active and you are signed in.',
    },
  }),
  set: defineMessages({
    title: { id: 'thankyou.set.signedIn.title', defaultMessage: 'You are signed in' },
    body: {
      id: 'thankyou.set.signedIn.body',
      defaultMessage: 'Your password is saved and you are signed in.',
    },
  }),
};
