import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { profileMessages } from './messages';
import { withToasts } from './outcome';

export const FmDeleteBankProfileMutation = graphql(`
  mutation FmDeleteBankProfile($id: ID!) {
    deleteBankProfile(id: $id) {
      id
    }
  }
`);

/** Deletes a bank profile and drops it from the cache (the bank's next file is read and asked about afresh). */
export function useDeleteBankProfile() {
  const [mutate, { loading }] = useMutation(FmDeleteBankProfileMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'BankProfile', id: variables.id }) });
      cache.gc();
    },
  });
  const remove = useCallback(
    (id: string) =>
      withToasts(
        async () => {
          await mutate({ variables: { id } });
        },
        profileMessages.deleted,
        profileMessages.deleteFailed,
      ),
    [mutate],
  );
  return { remove, deleting: loading };
}
