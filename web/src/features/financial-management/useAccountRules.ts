import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { FmAccountRuleFragment } from './AccountRuleItem';
import { ruleSentence } from './accountRuleText';

export const FmAccountRulesQuery = graphql(`
  query FmAccountRules {
    accountRules {
      id
      ...FmAccountRule
    }
  }
`);

/** The company's account rules in order. A failure is logged; the view shows a quiet line. */
export function useAccountRules() {
  const { data, loading, error } = useQuery(FmAccountRulesQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Loading the account rules failed:', error);
  }, [error]);
  return { rules: data?.accountRules ?? [], loaded: data !== undefined, loading, error };
}

/** The company's account rules in words by id, for a review whose rows name them (`skip` when none does). */
export function useAccountRuleTexts(skip: boolean): ReadonlyMap<string, string> {
  const { data } = useQuery(FmAccountRulesQuery, { skip, fetchPolicy: 'cache-and-network' });
  return useMemo(
    () =>
      new Map(
        (data?.accountRules ?? []).map((ref) => {
          const rule = getFragmentData(FmAccountRuleFragment, ref);
          return [rule.id, ruleSentence(rule)] as const;
        }),
      ),
    [data],
  );
}
