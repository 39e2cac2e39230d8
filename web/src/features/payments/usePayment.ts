import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { PaymentDetailQuery, PaymentFieldsFragment } from './paymentQueries';

/** One payment by id (null when it does not exist, e.g. deleted meanwhile), and its client's email address. */
export function usePayment(id: string) {
  const { data, loading, error } = useQuery(PaymentDetailQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const payment = data?.payment ? getFragmentData(PaymentFieldsFragment, data.payment) : data ? null : undefined;
  return { payment, clientEmail: data?.payment?.clientEmail ?? null, loading, error };
}
