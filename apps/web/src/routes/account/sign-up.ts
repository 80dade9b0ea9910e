/**
 * The sign-up call of the account page (an e-mail address; the activation link sets the password) and of
 * the welcome page's free tier (with a password).
 */
import { graphql } from '../../__generated__';

export const SignUp = graphql(`
  mutation SignUp($email: String!, $password: String) {
    signUp(email: $email, password: $password) {
      ok
      message
    }
  }
`);
