import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';

export const FmAccountsQuery = graphql(`
  query FmAccounts {
    financialAccounts {
      id
      code
      name
      type
      status
    }
  }
`);

/** The company's chart of accounts. A failure is logged (spec §8); the caller shows a quiet line. */
export function useFinancialAccounts() {
  const { data, loading, error, refetch } = useQuery(FmAccountsQuery);
  useEffect(() => {
    if (error) console.error('Loading the financial accounts failed:', error);
  }, [error]);
  return { accounts: data?.financialAccounts ?? [], loading, error, refetch };
}

/** 'CODE – Name', as the account dropdowns show an account. */
export function accountLabel(account: { code: string; name: string }): string {
  return `${account.code} – ${account.name}`;
}
