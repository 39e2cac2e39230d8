import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { runAction } from '../invoices/runAction';
import { billingRunMessages } from './messages';

export const StartBillingRunMutation = graphql(`
  mutation StartBillingRun($periodStart: Date!, $periodEnd: Date!) {
    startBillingRun(periodStart: $periodStart, periodEnd: $periodEnd) {
      run {
        ...BillingRunFields
      }
      invoices {
        clientId
      }
      skipped {
        clientId
        clientName
        planName
        reason
      }
      total
    }
  }
`);

/** Starts a billing run; the run list and the invoice list reload. Resolves to the outcome, or null on failure. */
export function useStartBillingRun() {
  const [mutate, { loading, data }] = useMutation(StartBillingRunMutation, {
    refetchQueries: ['BillingRunList', 'InvoiceListPage'],
    awaitRefetchQueries: true,
  });
  const start = useCallback(
    (periodStart: string, periodEnd: string) =>
      runAction(billingRunMessages.start, () => mutate({ variables: { periodStart, periodEnd } })),
    [mutate],
  );
  return { start, starting: loading, outcome: data?.startBillingRun ?? null };
}
