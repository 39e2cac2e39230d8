import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** The two queries of a list the user may narrow to one practitioner, and where each keeps its page. */
export interface PractitionerScopedQueries<Query, CompanyData, PractitionerData, Page> {
  company: TypedDocumentNode<CompanyData, { query: Query }>;
  practitioner: TypedDocumentNode<PractitionerData, { practitionerId: string; query: Query }>;
  companyPage: (data: CompanyData) => Page;
  practitionerPage: (data: PractitionerData) => Page;
}

/**
 * One page of a lazy list from the server: the company's, or one practitioner's (the same query narrowed on the
 * server). Every visit asks the server again, showing the page it had meanwhile.
 */
export function usePractitionerScopedPage<Query, CompanyData, PractitionerData, Page>(
  queries: PractitionerScopedQueries<Query, CompanyData, PractitionerData, Page>,
  practitionerId: string | null,
  query: Query,
) {
  const options = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const company = useQuery(queries.company, { ...options, variables: { query }, skip: practitionerId !== null });
  const practitioner = useQuery(queries.practitioner, {
    ...options,
    variables: { practitionerId: practitionerId ?? '', query },
    skip: practitionerId === null,
  });
  const companyData = company.data ?? company.previousData;
  const practitionerData = practitioner.data ?? practitioner.previousData;
  const page =
    practitionerId === null
      ? companyData && queries.companyPage(companyData)
      : practitionerData && queries.practitionerPage(practitionerData);
  const active = practitionerId === null ? company : practitioner;
  return {
    page,
    loading: active.loading,
    error: active.error,
    refresh: () => void active.refetch().catch(() => undefined),
  };
}
