import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { AccountRuleInput } from '../../gql/graphql';
import { ruleMessages } from './messages';
import { withToasts } from './outcome';
import { FmAccountRulesQuery } from './useAccountRules';

export const FmCreateAccountRuleMutation = graphql(`
  mutation FmCreateAccountRule($input: AccountRuleInput!) {
    createAccountRule(input: $input) {
      id
      ...FmAccountRule
    }
  }
`);

/** Adds a rule (last unless a position is given); the list is fetched again, as the positions after it move. */
export function useCreateAccountRule() {
  const [mutate, { loading }] = useMutation(FmCreateAccountRuleMutation, {
    refetchQueries: [{ query: FmAccountRulesQuery }],
    awaitRefetchQueries: true,
  });
  const create = useCallback(
    (input: AccountRuleInput) =>
      withToasts(
        async () => {
          await mutate({ variables: { input } });
        },
        ruleMessages.saved,
        ruleMessages.saveFailed,
      ),
    [mutate],
  );
  return { create, creating: loading };
}
