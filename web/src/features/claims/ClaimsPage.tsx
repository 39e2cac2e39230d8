import { PageHeader } from '../../shared/PageHeader';
import '../../shared/tables.css';
import './claims.css';
import { ClaimDetail } from './ClaimDetail';
import { ClaimList } from './ClaimList';
import { useClaimsRoute } from './useClaimsRoute';

/** Claims (`#/healthFinancialClaims`): the company's claims, one claim's detail and its actions. */
export function ClaimsPage() {
  const { route, go } = useClaimsRoute();
  return (
    <>
      <PageHeader
        title="Claims"
        description="Health-insurance claims made from invoices: submit them by email or EDI, check benefits, reverse them, and follow their status history."
      />
      {route.claimId ? (
        <ClaimDetail id={route.claimId} action={route.action} go={go} />
      ) : (
        <ClaimList route={route} go={go} />
      )}
    </>
  );
}
