import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { writeInvoiceComponents } from './invoiceCache';
import { InvoiceWithComponentsFragment } from './invoiceFragments';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const AddBillingPlanToInvoiceMutation = graphql(`
  mutation AddBillingPlanToInvoice($invoiceId: ID!, $billingPlanId: ID!) {
    addBillingPlanToInvoice(invoiceId: $invoiceId, billingPlanId: $billingPlanId) {
      ...InvoiceWithComponents
    }
  }
`);

/** Adds a billing plan's items to an invoice; the invoice's new amount and components go into the cache. */
export function useAddBillingPlan() {
  const [mutate, { loading }] = useMutation(AddBillingPlanToInvoiceMutation, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      const { components } = getFragmentData(InvoiceWithComponentsFragment, data.addBillingPlanToInvoice);
      writeInvoiceComponents(cache, String(variables.invoiceId), components);
    },
  });
  const addBillingPlan = useCallback(
    (invoiceId: string, billingPlanId: string) =>
      runAction(messages.addBillingPlan, () => mutate({ variables: { invoiceId, billingPlanId } })),
    [mutate],
  );
  return { addBillingPlan, adding: loading };
}
