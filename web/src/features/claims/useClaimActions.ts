import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { runAction } from '../../shared/runAction';
import { claimMessages } from './messages';

export const SubmitClaimByEdiMutation = graphql(`
  mutation SubmitClaimByEdi($id: ID!) {
    submitClaimByEdi(id: $id) {
      ...ClaimDetailFields
    }
  }
`);

export const SubmitClaimByEmailMutation = graphql(`
  mutation SubmitClaimByEmail($id: ID!, $email: String!) {
    submitClaimByEmail(id: $id, email: $email) {
      ...ClaimDetailFields
    }
  }
`);

export const ReverseClaimMutation = graphql(`
  mutation ReverseClaim($id: ID!) {
    reverseClaim(id: $id) {
      ...ClaimDetailFields
    }
  }
`);

export const UpdateClaimMutation = graphql(`
  mutation UpdateClaim($id: ID!, $input: UpdateClaimInput!) {
    updateClaim(id: $id, input: $input) {
      ...ClaimDetailFields
    }
  }
`);

export const CheckClaimBenefitsMutation = graphql(`
  mutation CheckClaimBenefits($id: ID!) {
    checkClaimBenefits(id: $id) {
      outcome
      claimed
      benefit
      reasons
      clearingHouse
      lines {
        line
        claimed
        benefit
      }
      claim {
        ...ClaimDetailFields
      }
    }
  }
`);

export const DeleteClaimMutation = graphql(`
  mutation DeleteClaim($id: ID!) {
    deleteClaim(id: $id) {
      id
    }
  }
`);

/** Submits a claim by EDI through the clearing house; the answer (accepted or rejected) updates the cache. */
export function useSubmitClaimByEdi() {
  const [mutate, { loading }] = useMutation(SubmitClaimByEdiMutation);
  const submit = useCallback(
    (id: string) => runAction(claimMessages.submit, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { submitByEdi: submit, submittingEdi: loading };
}

/** Emails a claim's PDF to the scheme's claims address. */
export function useSubmitClaimByEmail() {
  const [mutate, { loading }] = useMutation(SubmitClaimByEmailMutation);
  const submit = useCallback(
    (id: string, email: string) => runAction(claimMessages.submit, () => mutate({ variables: { id, email } })),
    [mutate],
  );
  return { submitByEmail: submit, submittingEmail: loading };
}

export function useReverseClaim() {
  const [mutate, { loading }] = useMutation(ReverseClaimMutation);
  const reverse = useCallback(
    (id: string) => runAction(claimMessages.reverse, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { reverse, reversing: loading };
}

export function useUpdateClaim() {
  const [mutate, { loading }] = useMutation(UpdateClaimMutation);
  const update = useCallback(
    (id: string, submissionMethod: 'E' | 'D', notes: string) =>
      runAction(claimMessages.update, () => mutate({ variables: { id, input: { submissionMethod, notes } } })),
    [mutate],
  );
  return { update, updating: loading };
}

/** Asks the clearing house what the scheme would pay; resolves to the answer (or null when it failed). */
export function useCheckClaimBenefits() {
  const [mutate, { loading, data }] = useMutation(CheckClaimBenefitsMutation);
  const check = useCallback(
    (id: string) => runAction(claimMessages.checkBenefits, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { check, checking: loading, result: data?.checkClaimBenefits ?? null };
}

/** Deletes a claim; it leaves the cache and the lists reload (the invoice's claim count goes down). */
export function useDeleteClaim() {
  const [mutate, { loading }] = useMutation(DeleteClaimMutation, {
    refetchQueries: ['ClaimList', 'InvoiceListPage'],
    update(cache, { data }) {
      if (!data) return;
      const cacheId = cache.identify({ __typename: 'Claim', id: data.deleteClaim.id });
      if (cacheId) cache.evict({ id: cacheId });
      cache.gc();
    },
  });
  const remove = useCallback(
    (id: string) => runAction(claimMessages.delete, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { remove, deleting: loading };
}
