/**
 * The account's writes, one hook per mutation: sign-up, log-in, the e-mailed links, the password, and the
 * pass's checkout. Each takes its arguments plainly; the screens say what the answer means.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type {
  AccountLogInWithKeyMutationVariables,
  AccountSetPasswordMutationVariables,
  AccountVerifyMutationVariables,
} from '../../__generated__/graphql';
import { TokenQuery } from '../../lib/auth';

const SignUp = graphql(`
  mutation SignUp($email: String!, $password: String) {
    signUp(email: $email, password: $password) {
      ok
      message
    }
  }
`);

/**
 * The account page's sign-up (an e-mail address; the activation link sets the password) and the welcome
 * page's free tier (with a password).
 */
export function useSignUp() {
  const [mutate, result] = useMutation(SignUp);
  const signUp = useCallback(
    (email: string, password?: string) =>
      mutate({ variables: password === undefined ? { email } : { email, password } }),
    [mutate],
  );
  return [signUp, result] as const;
}

const LogIn = graphql(`
  mutation AccountLogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) {
      email
    }
  }
`);

export function useLogIn() {
  const [mutate, result] = useMutation(LogIn);
  const logIn = useCallback(
    (email: string, password: string) => mutate({ variables: { email, password } }),
    [mutate],
  );
  return [logIn, result] as const;
}

const RequestAccessLink = graphql(`
  mutation AccountRequestAccessLink($email: String!) {
    requestAccessLink(email: $email) {
      ok
    }
  }
`);

export function useRequestAccessLink() {
  const [mutate, result] = useMutation(RequestAccessLink);
  const request = useCallback((email: string) => mutate({ variables: { email } }), [mutate]);
  return [request, result] as const;
}

const ResendActivation = graphql(`
  mutation AccountResendActivation($email: String!) {
    resendActivation(email: $email) {
      ok
    }
  }
`);

export function useResendActivation() {
  const [mutate, result] = useMutation(ResendActivation);
  const resend = useCallback((email: string) => mutate({ variables: { email } }), [mutate]);
  return [resend, result] as const;
}

const Verify = graphql(`
  mutation AccountVerify($key: String!, $email: String!) {
    verify(key: $key, email: $email) {
      ok
    }
  }
`);

export function useVerify() {
  const [mutate, result] = useMutation(Verify);
  const verify = useCallback((link: AccountVerifyMutationVariables) => mutate({ variables: link }), [mutate]);
  return [verify, result] as const;
}

const LogInWithKey = graphql(`
  mutation AccountLogInWithKey($key: String!, $email: String!) {
    logInWithKey(key: $key, email: $email) {
      email
    }
  }
`);

export function useLogInWithKey() {
  const [mutate, result] = useMutation(LogInWithKey);
  const logIn = useCallback(
    (link: AccountLogInWithKeyMutationVariables) => mutate({ variables: link }),
    [mutate],
  );
  return [logIn, result] as const;
}

const RequestReset = graphql(`
  mutation AccountRequestReset($email: String!) {
    requestPasswordReset(email: $email) {
      ok
    }
  }
`);

export function useRequestPasswordReset() {
  const [mutate, result] = useMutation(RequestReset);
  const request = useCallback((email: string) => mutate({ variables: { email } }), [mutate]);
  return [request, result] as const;
}

const SetPassword = graphql(`
  mutation AccountSetPassword($key: String!, $email: String, $password: String!) {
    setPassword(key: $key, email: $email, password: $password) {
      ok
    }
  }
`);

export function useSetPassword() {
  const [mutate, result] = useMutation(SetPassword);
  const setPassword = useCallback(
    (values: AccountSetPasswordMutationVariables) => mutate({ variables: values }),
    [mutate],
  );
  return [setPassword, result] as const;
}

const CreateCheckout = graphql(`
  mutation WelcomeCreateCheckout($priceId: String!, $email: String!) {
    createCheckout(priceId: $priceId, email: $email) {
      url
    }
  }
`);

export function useCreateCheckout() {
  const [mutate, result] = useMutation(CreateCheckout);
  const create = useCallback(
    (priceId: string, email: string) => mutate({ variables: { priceId, email } }),
    [mutate],
  );
  return [create, result] as const;
}

const UpdateSubscription = graphql(`
  mutation PurchaseUpdateSubscription($checkoutSessionId: ID!) {
    updateSubscription(checkoutSessionId: $checkoutSessionId) {
      awaitingConfirmation
      confirmationSentTo
      token {
        email
        passActive
      }
    }
  }
`);

/** Confirms the pass bought at checkout; the token (which says whether a pass is active) is read again. */
export function useUpdateSubscription() {
  const [mutate, result] = useMutation(UpdateSubscription, { refetchQueries: [TokenQuery] });
  const update = useCallback(
    (checkoutSessionId: string) => mutate({ variables: { checkoutSessionId } }),
    [mutate],
  );
  return [update, result] as const;
}
