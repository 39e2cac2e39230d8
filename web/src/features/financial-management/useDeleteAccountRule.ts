import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { ruleMessages } from './messages';
import { withToasts } from './outcome';
import { FmAccountRulesQuery } from './useAccountRules';

export const FmDeleteAccountRuleMutation = graphql(`
  mutation FmDeleteAccountRule($id: ID!) {
    deleteAccountRule(id: $id) {
      id
    }
  }
`);

/** Deletes a rule: dropped from the cache, and the list fetched again (the rules after it move up). */
export function useDeleteAccountRule() {
  const [mutate, { loading }] = useMutation(FmDeleteAccountRuleMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'AccountRule', id: variables.id }) });
      cache.gc();
    },
    refetchQueries: [{ query: FmAccountRulesQuery }],
    awaitRefetchQueries: true,
  });
  const remove = useCallback(
    (id: string) =>
      withToasts(
        async () => {
          await mutate({ variables: { id } });
        },
        ruleMessages.deleted,
        ruleMessages.deleteFailed,
      ),
    [mutate],
  );
  return { remove, deleting: loading };
}
