import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getFragmentData } from '../../gql';
import {
  InvoiceComponentFieldsFragment,
  InvoiceFieldsFragment,
  InvoiceWithComponentsFragment,
} from './invoiceFragments';
import { SelectedInvoiceQuery } from './invoiceQueries';
import type { LoadedInvoice } from './invoiceTypes';
import { LoadState } from '../../shared/LoadState';

interface SelectedInvoiceProps {
  id: string;
  onBack: () => void;
  /** Wait for the server's answer even when the cache has the invoice (forms must start from current values). */
  fresh?: boolean;
  children: (invoice: LoadedInvoice) => ReactNode;
}

/** Loads the invoice a view works on (the cached copy first, then the server's) and renders the view with it. */
export function SelectedInvoice({ id, onBack, fresh = false, children }: SelectedInvoiceProps) {
  const { data, loading, error } = useQuery(SelectedInvoiceQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const invoice = data?.invoice;
  if (!invoice || (fresh && loading) || (fresh && error)) {
    return <LoadState loading={loading} error={error} what="invoice" onBack={onBack} backText="Back to Invoices" />;
  }
  const withComponents = getFragmentData(InvoiceWithComponentsFragment, invoice);
  const loaded: LoadedInvoice = {
    ...getFragmentData(InvoiceFieldsFragment, withComponents),
    components: withComponents.components.map((c) => getFragmentData(InvoiceComponentFieldsFragment, c)),
    payments: invoice.payments,
  };
  return <>{children(loaded)}</>;
}
