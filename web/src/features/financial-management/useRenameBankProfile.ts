import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { profileMessages } from './messages';
import { withToasts } from './outcome';

export const FmRenameBankProfileMutation = graphql(`
  mutation FmRenameBankProfile($id: ID!, $name: String!) {
    renameBankProfile(id: $id, name: $name) {
      id
      name
    }
  }
`);

/** Renames a bank profile (the cache's profile takes the new name from the answer). */
export function useRenameBankProfile() {
  const [mutate, { loading }] = useMutation(FmRenameBankProfileMutation);
  const rename = useCallback(
    (id: string, name: string) =>
      withToasts(
        async () => {
          await mutate({ variables: { id, name } });
        },
        profileMessages.renamed,
        profileMessages.renameFailed,
      ),
    [mutate],
  );
  return { rename, renaming: loading };
}
