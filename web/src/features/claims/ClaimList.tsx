import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { ExportMenu } from '../exports/ExportMenu';
import { PractitionerSelect } from '../practitioners/PractitionerSelect';
import { useViewer } from '../session/useViewer';
import { ClaimFieldsFragment, ClaimListQuery } from './claimOperations';
import { ClaimStatusTag } from './ClaimStatusTag';
import { CLAIMS_EMPTY_MESSAGE, CLAIMS_LOADING_MESSAGE } from './messages';
import type { ClaimsRoute } from './useClaimsRoute';

interface ClaimListProps {
  route: ClaimsRoute;
  go: (next: Partial<ClaimsRoute>) => void;
}

/** The company's claims, newest first, narrowed to a practitioner or an invoice. */
export function ClaimList({ route, go }: ClaimListProps) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(ClaimListQuery, {
    variables: { practitionerId: route.practitionerId, invoiceId: route.invoiceId },
    fetchPolicy: 'cache-and-network',
  });

  const claims = (data?.claims ?? []).map((c) => getFragmentData(ClaimFieldsFragment, c));
  const money = (value: string | null | undefined) => (value ? formatMoney(value, company.currencySymbol) : '—');

  return (
    <div className="folio-claims-list">
      <div className="folio-claims-toolbar">
        <PractitionerSelect
          inline
          value={route.practitionerId}
          onChange={(practitionerId) => go({ practitionerId, claimId: null })}
        />
        <ExportMenu list="claims" query={{ practitionerId: route.practitionerId, invoiceId: route.invoiceId }} />
        {route.invoiceId ? (
          <Tag large onRemove={() => go({ invoiceId: null })} data-testid="invoice-filter">
            Invoice {claims[0]?.invoiceUniqueId ?? route.invoiceId}
          </Tag>
        ) : null}
        {data?.clearingHouse.sandbox ? (
          <Tag minimal intent="warning" data-testid="clearing-house">
            EDI: {data.clearingHouse.name}
          </Tag>
        ) : null}
      </div>
      {error ? (
        <Callout intent="danger" role="alert">
          {errorMessage(error)}
        </Callout>
      ) : loading && !data ? (
        <NonIdealState icon={<Spinner size={24} />} description={CLAIMS_LOADING_MESSAGE} />
      ) : claims.length === 0 ? (
        <NonIdealState description={CLAIMS_EMPTY_MESSAGE} />
      ) : (
        <div className="folio-table-scroll">
          <HTMLTable striped interactive compact className="folio-claims-table">
            <thead>
              <tr>
                <th>Claim</th>
                <th>Invoice</th>
                <th>Patient</th>
                <th>Medical aid</th>
                <th>Member no.</th>
                <th>Practitioner</th>
                <th>Method</th>
                <th>Status</th>
                <th className="folio-inv-numeric">Amount</th>
                <th className="folio-inv-numeric">Benefit</th>
                <th>Created</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id} data-testid="claim-row" data-claim={claim.uniqueId}>
                  <td>{claim.uniqueId}</td>
                  <td>
                    <a onClick={() => go({ invoiceId: claim.invoiceId, claimId: null })}>{claim.invoiceUniqueId}</a>
                  </td>
                  <td>{claim.clientName}</td>
                  <td>{claim.medicalAidName ?? '—'}</td>
                  <td>{claim.medicalAidNumber ?? '—'}</td>
                  <td>{claim.practitionerName ?? '—'}</td>
                  <td>{claim.submissionMethodLabel}</td>
                  <td>
                    <ClaimStatusTag status={claim.status} label={claim.statusLabel} />
                  </td>
                  <td className="folio-inv-numeric">{money(claim.amount)}</td>
                  <td className="folio-inv-numeric">{money(claim.benefit)}</td>
                  <td>{formatInstant(claim.createdAt, company.timeZone)}</td>
                  <td>
                    <Button small text="Open" onClick={() => go({ claimId: claim.id, action: null })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}
