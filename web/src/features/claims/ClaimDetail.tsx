import { Button, ButtonGroup, Card, H3, H5, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { formatInstant } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import { Fact } from '../../shared/Fact';
import { LoadState } from '../../shared/LoadState';
import { AllowedOnOpen } from '../../shared/NotAllowedView';
import { useViewer } from '../session/useViewer';
import { ClaimActionView } from './ClaimActionView';
import { ClaimDetailFieldsFragment, ClaimDetailQuery, ClaimFieldsFragment } from './claimOperations';
import { ClaimStatusTag } from './ClaimStatusTag';
import type { ClaimAction, ClaimsRoute } from './useClaimsRoute';

type ClaimFlag = 'canSubmit' | 'canCheckBenefits' | 'canReverse' | 'canUpdate' | 'canDelete';

/** The claim's action buttons, each with the server's flag that allows it. */
const CLAIM_BUTTONS: ReadonlyArray<{
  action: ClaimAction;
  text: string;
  allowedBy: ClaimFlag;
  intent?: 'primary' | 'danger';
}> = [
  { action: 'edi', text: 'Submit by EDI', allowedBy: 'canSubmit', intent: 'primary' },
  { action: 'email', text: 'Submit by Email', allowedBy: 'canSubmit' },
  { action: 'benefits', text: 'Check Benefits', allowedBy: 'canCheckBenefits' },
  { action: 'reverse', text: 'Reverse', allowedBy: 'canReverse' },
  { action: 'update', text: 'Update', allowedBy: 'canUpdate' },
  { action: 'delete', text: 'Delete', allowedBy: 'canDelete', intent: 'danger' },
];
const CLAIM_ACTION_FLAG = Object.fromEntries(CLAIM_BUTTONS.map((b) => [b.action, b.allowedBy])) as Record<
  ClaimAction,
  ClaimFlag
>;

interface ClaimDetailProps {
  id: string;
  action: ClaimAction | null;
  go: (next: Partial<ClaimsRoute>, replace?: boolean) => void;
}

/** One claim: its facts, invoice lines with their medical codes, status history and actions. */
export function ClaimDetail({ id, action, go }: ClaimDetailProps) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(ClaimDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const back = () => go({ claimId: null, action: null });
  if (!data?.claim) {
    return <LoadState loading={loading} error={error} what="claim" onBack={back} backText="Back to Claims" />;
  }
  const detail = getFragmentData(ClaimDetailFieldsFragment, data.claim);
  const claim = getFragmentData(ClaimFieldsFragment, detail);
  const money = (value: string | null | undefined) => (value ? formatMoney(value, company.currencySymbol) : '—');
  const open = (next: ClaimAction) => go({ action: next });
  const done = () => go({ action: null }, true);
  const house = data.clearingHouse.name;

  return (
    <Card className="folio-inv-action-card" data-testid="claim-detail" data-claim={claim.uniqueId}>
      <H3>Claim {claim.uniqueId}</H3>
      <dl className="folio-inv-facts">
        <Fact term="Status">
          <ClaimStatusTag status={claim.status} label={claim.statusLabel} />
        </Fact>
        <Fact term="Invoice">{claim.invoiceUniqueId}</Fact>
        <Fact term="Patient">{claim.clientName}</Fact>
        <Fact term="Medical aid">
          {claim.medicalAidName ?? '—'}
          {detail.medicalAidPlan ? ` (${detail.medicalAidPlan})` : ''}
        </Fact>
        <Fact term="Member no.">{claim.medicalAidNumber ?? '—'}</Fact>
        <Fact term="Dependant">{detail.dependantCode ?? '—'}</Fact>
        <Fact term="BHF practice no.">{detail.practiceNumber ?? '—'}</Fact>
        <Fact term="Practitioner">{claim.practitionerName ?? '—'}</Fact>
        <Fact term="Method">{claim.submissionMethodLabel}</Fact>
        <Fact term="Amount" numeric>
          {money(claim.amount)}
        </Fact>
        <Fact term="Benefit" numeric testId="claim-benefit">
          {money(claim.benefit)}
        </Fact>
        <Fact term="Reference">{claim.clearingReference ?? '—'}</Fact>
        {claim.notes ? (
          <Fact term="Notes" wide>
            {claim.notes}
          </Fact>
        ) : null}
      </dl>
      <ButtonGroup className="folio-claims-actions">
        <Button icon={<ArrowLeftIcon />} text="Back to Claims" onClick={back} />
        {/* Only what the server allows for the claim's status (its allowedActions), in a fixed order. */}
        {CLAIM_BUTTONS.filter((b) => claim.actions[b.allowedBy]).map((b) => (
          <Button key={b.action} text={b.text} intent={b.intent} onClick={() => open(b.action)} />
        ))}
      </ButtonGroup>
      <p className="bp6-text-muted">EDI goes through the {house}.</p>
      {action ? (
        <AllowedOnOpen
          key={action}
          allowed={claim.actions[CLAIM_ACTION_FLAG[action]]}
          what={`${CLAIM_BUTTONS.find((b) => b.action === action)?.text ?? 'This action'} for claim ${claim.uniqueId}`}
          onBack={done}
          backText="Back to the claim"
        >
          <ClaimActionView
            action={action}
            claim={claim}
            clearingHouse={house}
            onDone={done}
            onDeleted={() => go({ claimId: null, action: null }, true)}
          />
        </AllowedOnOpen>
      ) : null}
      <H5>Lines</H5>
      <HTMLTable compact striped data-testid="claim-lines">
        <thead>
          <tr>
            <th>#</th>
            <th>Description</th>
            <th>Tariff (BHF)</th>
            <th>NAPPI</th>
            <th>Modifier</th>
            <th>ICD-10</th>
            <th className="folio-inv-numeric">Qty</th>
            <th className="folio-inv-numeric">Amount</th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line, i) => (
            <tr key={line.id}>
              <td>{i + 1}</td>
              <td>{line.description}</td>
              <td>{line.bhfCode ?? '—'}</td>
              <td>{line.nappiCode ?? '—'}</td>
              <td>{line.modifier ?? '—'}</td>
              <td>
                {[
                  line.diagnosisCode1,
                  line.diagnosisCode2,
                  line.diagnosisCode3,
                  line.diagnosisCode4,
                  line.diagnosisCode5,
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
              <td className="folio-inv-numeric">{line.quantity}</td>
              <td className="folio-inv-numeric">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H5>Status history</H5>
      <HTMLTable compact data-testid="claim-history">
        <thead>
          <tr>
            <th>When</th>
            <th>Status</th>
            <th>What happened</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {detail.events.map((event) => (
            <tr key={event.id}>
              <td>{formatInstant(event.createdAt, company.timeZone)}</td>
              <td>{event.status}</td>
              <td>{event.message}</td>
              <td>{event.createdByName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
