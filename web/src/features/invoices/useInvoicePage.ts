import type {
  InvoiceListPageQuery as CompanyPageData,
  InvoiceListQuery,
  PractitionerInvoiceListPageQuery as PractitionerPageData,
} from '../../gql/graphql';
import { usePractitionerScopedPage } from '../../shared/usePractitionerScopedPage';
import { InvoiceListPageQuery, PractitionerInvoiceListPageQuery } from './invoiceQueries';

const queries = {
  company: InvoiceListPageQuery,
  practitioner: PractitionerInvoiceListPageQuery,
  companyPage: (data: CompanyPageData) => data.invoices,
  practitionerPage: (data: PractitionerPageData) => data.practitionerInvoices,
};

/** One page of invoices: the company's (`invoices`) or one practitioner's (`practitionerInvoices`). */
export function useInvoicePage(practitionerId: string | null, query: InvoiceListQuery) {
  return usePractitionerScopedPage(queries, practitionerId, query);
}
