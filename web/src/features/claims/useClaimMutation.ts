import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { runAction } from '../../shared/runAction';
import { claimMessages } from './messages';

export const CreateClaimMutation = graphql(`
  mutation CreateClaim($invoiceId: ID!, $submissionMethod: ClaimSubmissionMethod!) {
    createClaim(invoiceId: $invoiceId, submissionMethod: $submissionMethod) {
      ...ClaimDetailFields
    }
  }
`);

/** Invoice tab 9: creates a claim; the invoice list reloads (its claim count and actions change). */
export function useCreateClaim() {
  const [mutate, { loading }] = useMutation(CreateClaimMutation, {
    refetchQueries: ['InvoiceListPage', 'ClaimList'],
  });
  const createClaim = useCallback(
    (invoiceId: string, submissionMethod: 'E' | 'D') =>
      runAction(claimMessages.create, () => mutate({ variables: { invoiceId, submissionMethod } })),
    [mutate],
  );
  return { createClaim, creating: loading };
}
