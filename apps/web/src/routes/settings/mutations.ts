/**
 * The settings' writes, one hook per mutation. Each takes its arguments plainly and owns what is read
 * again after it (the browsers signed in, the token's pass, the insurance plan, the sharing status).
 */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { InsuranceInput, SettingsInput } from '../../__generated__/graphql';
import { TokenQuery } from '../../lib/auth';

const UpdateSettings = graphql(`
  mutation SettingsUpdate($input: SettingsInput!) {
    updateSettings(input: $input) {
      id
      email
      firstName
      lastName
      pendingEmail
    }
  }
`);

/**
 * Saves the name, asks for an address change, or changes the password. A password change signs every other
 * browser out, so the list of signed-in browsers is read again after it.
 */
export function useUpdateSettings() {
  const [mutate, result] = useMutation(UpdateSettings);
  const save = useCallback(
    (input: SettingsInput) =>
      mutate({ variables: { input }, ...(input.password ? { refetchQueries: ['SettingsSessions'] } : {}) }),
    [mutate],
  );
  return [save, result] as const;
}

const SignOutEverywhere = graphql(`
  mutation SettingsSignOutEverywhere($keepThisOne: Boolean) {
    signOutEverywhere(keepThisOne: $keepThisOne)
  }
`);

export function useSignOutEverywhere() {
  const [mutate, result] = useMutation(SignOutEverywhere);
  const signOut = useCallback((keepThisOne: boolean) => mutate({ variables: { keepThisOne } }), [mutate]);
  return [signOut, result] as const;
}

const DeleteAccount = graphql(`
  mutation SettingsDeleteAccount($confirm: String!) {
    deleteAccount(confirm: $confirm) {
      ok
      message
    }
  }
`);

export function useDeleteAccount() {
  const [mutate, result] = useMutation(DeleteAccount);
  const remove = useCallback((confirm: string) => mutate({ variables: { confirm } }), [mutate]);
  return [remove, result] as const;
}

const ConfirmEmailChange = graphql(`
  mutation ConfirmEmailChange($key: String!) {
    confirmEmailChange(key: $key) {
      ok
      message
    }
  }
`);

export function useConfirmEmailChange() {
  const [mutate, result] = useMutation(ConfirmEmailChange);
  const confirm = useCallback((key: string) => mutate({ variables: { key } }), [mutate]);
  return [confirm, result] as const;
}

const CancelPass = graphql(`
  mutation SettingsCancelPass {
    cancelPass {
      id
      passActive
      passEndsAt
      passCanceled
    }
  }
`);

/** Cancels the pass at the end of its period; the token (which says whether a pass is active) is read again. */
export function useCancelPass() {
  const [mutate, result] = useMutation(CancelPass, { refetchQueries: [TokenQuery] });
  const cancel = useCallback(() => mutate(), [mutate]);
  return [cancel, result] as const;
}

/** The plan is read again after a change, with the payers list beside it. */
const REFRESH_INSURANCE = { refetchQueries: ['SettingsInsurance'] };

const SaveInsurance = graphql(`
  mutation SettingsSaveInsurance($input: InsuranceInput!) {
    saveInsurance(input: $input) {
      ...InsuranceFields
    }
  }
`);

export function useSaveInsurance() {
  const [mutate, result] = useMutation(SaveInsurance, REFRESH_INSURANCE);
  const save = useCallback((input: InsuranceInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}

const DeleteInsurance = graphql(`
  mutation SettingsDeleteInsurance {
    deleteInsurance
  }
`);

export function useDeleteInsurance() {
  const [mutate, result] = useMutation(DeleteInsurance, REFRESH_INSURANCE);
  const remove = useCallback(() => mutate(), [mutate]);
  return [remove, result] as const;
}

const SetPriceSharing = graphql(`
  mutation SettingsSetPriceSharing($consent: Boolean!) {
    setPriceSharing(consent: $consent) {
      consented
      consentedAt
      sharedBills
    }
  }
`);

/** PriceSharing has no `id` for the cache to match: it (and any open bill's status) is read again. */
export function useSetPriceSharing() {
  const [mutate, result] = useMutation(SetPriceSharing, {
    refetchQueries: ['SettingsPriceSharing', 'BillSharingStatus'],
    awaitRefetchQueries: true,
  });
  const set = useCallback((consent: boolean) => mutate({ variables: { consent } }), [mutate]);
  return [set, result] as const;
}
