import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';

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
