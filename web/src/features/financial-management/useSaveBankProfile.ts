import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { BankProfileInput } from '../../gql/graphql';
import { profileMessages } from './messages';
import { withToasts } from './outcome';

export const FmSaveBankProfileMutation = graphql(`
  mutation FmSaveBankProfile($input: BankProfileInput!) {
    saveBankProfile(input: $input) {
      id
      name
    }
  }
`);

/**
 * Saves how a bank's CSV files are read (the layout the mapping step used) under the file's fingerprint; the
 * profiles list is refetched on its next view.
 */
export function useSaveBankProfile() {
  const [mutate, { loading }] = useMutation(FmSaveBankProfileMutation, {
    update(cache) {
      cache.evict({ fieldName: 'bankProfiles' });
      cache.gc();
    },
  });
  const save = useCallback(
    (input: BankProfileInput) =>
      withToasts(
        async () => {
          const { data } = await mutate({ variables: { input } });
          return data?.saveBankProfile.name ?? input.name;
        },
        profileMessages.saved,
        profileMessages.saveFailed,
      ),
    [mutate],
  );
  return { save, saving: loading };
}
