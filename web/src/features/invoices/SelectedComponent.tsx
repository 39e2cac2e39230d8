import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getFragmentData } from '../../gql';
import { InvoiceComponentFieldsFragment, InvoiceFieldsFragment } from './invoiceFragments';
import { InvoiceComponentsQuery } from './invoiceQueries';
import type { ComponentData, InvoiceData } from './invoiceTypes';
import { LoadState } from '../../shared/LoadState';

interface SelectedComponentProps {
  invoiceId: string;
  componentId: string;
  onBack: () => void;
  children: (component: ComponentData, invoice: InvoiceData) => ReactNode;
}

/**
 * Loads the component a view works on (tabs 12–14). The API has no query for one component, so it is found in
 * its invoice's components; the server's answer is awaited so a form starts from current values.
 */
export function SelectedComponent({ invoiceId, componentId, onBack, children }: SelectedComponentProps) {
  const { data, loading, error } = useQuery(InvoiceComponentsQuery, {
    variables: { invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  const component = data?.invoiceComponents
    .map((c) => getFragmentData(InvoiceComponentFieldsFragment, c))
    .find((c) => c.id === componentId);
  if (loading || error || !data?.invoice || !component) {
    return (
      <LoadState
        loading={loading}
        error={error}
        what="invoice component"
        onBack={onBack}
        backText="Back to Components"
      />
    );
  }
  return <>{children(component, getFragmentData(InvoiceFieldsFragment, data.invoice))}</>;
}
