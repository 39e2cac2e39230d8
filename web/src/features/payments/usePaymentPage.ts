import { useQuery } from '@apollo/client/react';
import type { PaymentListQuery } from '../../gql/graphql';
import { PaymentListPageQuery, PractitionerPaymentListPageQuery } from './paymentQueries';

/**
 * One page of payments from the server: the company's (`payments`), or one practitioner's (`practitionerPayments`,
 * the same query narrowed on the server). Every visit asks the server again, showing the page it had meanwhile.
 */
export function usePaymentPage(practitionerId: string | null, query: PaymentListQuery) {
  const options = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const company = useQuery(PaymentListPageQuery, { ...options, variables: { query }, skip: practitionerId !== null });
  const practitioner = useQuery(PractitionerPaymentListPageQuery, {
    ...options,
    variables: { practitionerId: practitionerId ?? '', query },
    skip: practitionerId === null,
  });
  const page =
    practitionerId === null
      ? (company.data ?? company.previousData)?.payments
      : (practitioner.data ?? practitioner.previousData)?.practitionerPayments;
  const active = practitionerId === null ? company : practitioner;
  return {
    page,
    loading: active.loading,
    error: active.error,
    refresh: () => void active.refetch().catch(() => undefined),
  };
}
