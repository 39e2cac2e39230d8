import type {
  PaymentListPageQuery as CompanyPageData,
  PaymentListQuery,
  PractitionerPaymentListPageQuery as PractitionerPageData,
} from '../../gql/graphql';
import { usePractitionerScopedPage } from '../../shared/usePractitionerScopedPage';
import { PaymentListPageQuery, PractitionerPaymentListPageQuery } from './paymentQueries';

const queries = {
  company: PaymentListPageQuery,
  practitioner: PractitionerPaymentListPageQuery,
  companyPage: (data: CompanyPageData) => data.payments,
  practitionerPage: (data: PractitionerPageData) => data.practitionerPayments,
};

/** One page of payments: the company's (`payments`) or one practitioner's (`practitionerPayments`). */
export function usePaymentPage(practitionerId: string | null, query: PaymentListQuery) {
  return usePractitionerScopedPage(queries, practitionerId, query);
}
