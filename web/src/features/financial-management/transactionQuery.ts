import { graphql } from '../../gql';

/** One transaction, for the Update and Delete views (7 and 8), so that they also work after a reload. */
export const FmTransactionQuery = graphql(`
  query FmTransaction($id: ID!) {
    financialTransaction(id: $id) {
      id
      ...FmTransactionForm
      ...FmTransactionRow
    }
  }
`);
