import { useQuery } from '@apollo/client/react';
import type { InvoiceListQuery } from '../../gql/graphql';
import { InvoiceListPageQuery, PractitionerInvoiceListPageQuery } from './invoiceQueries';

/**
 * One page of invoices from the server: the company's (`invoices`), or one practitioner's (`practitionerInvoices`, the
 * same query narrowed on the server). Every visit asks the server again, showing the page it had meanwhile.
 */
export function useInvoicePage(practitionerId: string | null, query: InvoiceListQuery) {
  const options = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const company = useQuery(InvoiceListPageQuery, { ...options, variables: { query }, skip: practitionerId !== null });
  const practitioner = useQuery(PractitionerInvoiceListPageQuery, {
    ...options,
    variables: { practitionerId: practitionerId ?? '', query },
    skip: practitionerId === null,
  });
  const page =
    practitionerId === null
      ? (company.data ?? company.previousData)?.invoices
      : (practitioner.data ?? practitioner.previousData)?.practitionerInvoices;
  const active = practitionerId === null ? company : practitioner;
  return {
    page,
    loading: active.loading,
    error: active.error,
    refresh: () => void active.refetch().catch(() => undefined),
  };
}
