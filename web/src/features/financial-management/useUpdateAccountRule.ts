import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { AccountRuleInput } from '../../gql/graphql';
import { ruleMessages } from './messages';
import { withToasts } from './outcome';
import { FmAccountRulesQuery } from './useAccountRules';

export const FmUpdateAccountRuleMutation = graphql(`
  mutation FmUpdateAccountRule($id: ID!, $input: AccountRuleInput!) {
    updateAccountRule(id: $id, input: $input) {
      id
      ...FmAccountRule
    }
  }
`);

/** Changes a rule, or moves it (`input.position`); the list is fetched again, as the rules between shift. */
export function useUpdateAccountRule() {
  const [mutate, { loading }] = useMutation(FmUpdateAccountRuleMutation, {
    refetchQueries: [{ query: FmAccountRulesQuery }],
    awaitRefetchQueries: true,
  });
  const update = useCallback(
    (id: string, input: AccountRuleInput) =>
      withToasts(
        async () => {
          await mutate({ variables: { id, input } });
        },
        ruleMessages.saved,
        ruleMessages.saveFailed,
      ),
    [mutate],
  );
  return { update, updating: loading };
}
