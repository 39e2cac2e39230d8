import { Callout, Card, FormGroup, H4, HTMLTable, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { formatMoney } from '../../shared/money';
import { showError } from '../../shared/toaster';
import { ActionForm } from '../../shared/ActionForm';
import { BLANK_CHOICE_MESSAGE } from '../../shared/messages';
import { useViewer } from '../session/useViewer';
import { SUBMISSION_METHOD_OPTIONS } from './messages';
import {
  useCheckClaimBenefits,
  useDeleteClaim,
  useReverseClaim,
  useSubmitClaimByEdi,
  useSubmitClaimByEmail,
  useUpdateClaim,
} from './useClaimActions';
import type { ClaimAction } from './useClaimsRoute';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ClaimActionViewProps {
  action: ClaimAction;
  claim: { id: string; uniqueId: string; submissionMethod: 'E' | 'D'; notes: string };
  clearingHouse: string;
  onDone: () => void;
  onDeleted: () => void;
}

/** One action on a claim, in the shape of the invoice actions: fields, an explicit Y where it changes much, Cancel. */
export function ClaimActionView({ action, claim, clearingHouse, onDone, onDeleted }: ClaimActionViewProps) {
  const { company } = useViewer();
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [method, setMethod] = useState<string>(claim.submissionMethod);
  const [notes, setNotes] = useState(claim.notes);
  const edi = useSubmitClaimByEdi();
  const mail = useSubmitClaimByEmail();
  const reverse = useReverseClaim();
  const remove = useDeleteClaim();
  const update = useUpdateClaim();
  const benefits = useCheckClaimBenefits();
  const busy =
    edi.submittingEdi ||
    mail.submittingEmail ||
    reverse.reversing ||
    remove.deleting ||
    update.updating ||
    benefits.checking;
  const common = { summary: null, busy, onCancel: onDone };
  // The actions that need an explicit Y keep their button disabled until it is chosen (spec §4).
  const confirmed = { ...common, canSubmit: isConfirmed(confirm) };

  switch (action) {
    case 'edi':
      return (
        <ActionForm
          {...confirmed}
          title={`Submit claim ${claim.uniqueId} by EDI`}
          submitText="Submit by EDI"
          onSubmit={async () => {
            if (!isConfirmed(confirm)) return onDone();
            await edi.submitByEdi(claim.id);
            onDone();
          }}
        >
          <p>
            The claim goes as a MEDCLM message through the <strong>{clearingHouse}</strong>, which answers at once:
            accepted with the benefit, or rejected with the reasons.
          </p>
          <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to submit the claim." />
        </ActionForm>
      );
    case 'email':
      return (
        <ActionForm
          {...confirmed}
          title={`Submit claim ${claim.uniqueId} by email`}
          submitText="Email claim"
          onSubmit={async () => {
            if (!isConfirmed(confirm)) return onDone();
            if (!EMAIL.test(email.trim())) {
              setEmailError(
                email.trim() === '' ? 'Enter the scheme’s claims address.' : 'Enter a valid email address.',
              );
              return;
            }
            setEmailError(null);
            await mail.submitByEmail(claim.id, email.trim());
            onDone();
          }}
        >
          <FormGroup
            label="To"
            labelFor="claim-email"
            labelInfo="(required)"
            intent={emailError ? Intent.DANGER : Intent.NONE}
            helperText={emailError ?? 'The claim is attached as a PDF document.'}
          >
            <InputGroup id="claim-email" type="email" value={email} onValueChange={setEmail} />
          </FormGroup>
          <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to send the claim." />
        </ActionForm>
      );
    case 'reverse':
      return (
        <ActionForm
          {...confirmed}
          title={`Reverse claim ${claim.uniqueId}`}
          submitText="Reverse"
          submitIntent={Intent.WARNING}
          onSubmit={async () => {
            if (!isConfirmed(confirm)) return onDone();
            await reverse.reverse(claim.id);
            onDone();
          }}
        >
          <ConfirmSelect
            value={confirm}
            onChange={setConfirm}
            helperText={`Choose Y to send a reversal through the ${clearingHouse}.`}
          />
        </ActionForm>
      );
    case 'delete':
      return (
        <ActionForm
          {...confirmed}
          title={`Delete claim ${claim.uniqueId}`}
          submitText="Delete"
          submitIntent={Intent.DANGER}
          onSubmit={async () => {
            if (!isConfirmed(confirm)) return onDone();
            if (await remove.remove(claim.id)) onDeleted();
            else onDone();
          }}
        >
          <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to delete the claim." />
        </ActionForm>
      );
    case 'update':
      return (
        <ActionForm
          {...common}
          title={`Update claim ${claim.uniqueId}`}
          submitText="Update"
          onSubmit={async () => {
            if (method !== 'E' && method !== 'D') return showError(BLANK_CHOICE_MESSAGE);
            await update.update(claim.id, method, notes);
            onDone();
          }}
        >
          <ChoiceSelect
            label="Submission method"
            value={method}
            options={SUBMISSION_METHOD_OPTIONS}
            onChange={setMethod}
          />
          <FormGroup label="Notes" labelFor="claim-notes">
            <TextArea id="claim-notes" fill value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
          </FormGroup>
        </ActionForm>
      );
    case 'benefits': {
      const result = benefits.result;
      return (
        <Card className="folio-inv-action-card">
          <ActionForm
            {...common}
            title={`Check benefits for claim ${claim.uniqueId}`}
            submitText="Check benefits"
            cancelText="Back"
            onSubmit={() => benefits.check(claim.id)}
          >
            <p>Asks the {clearingHouse} what the scheme would pay. The claim itself does not change.</p>
          </ActionForm>
          {result ? (
            result.outcome === 'benefits' ? (
              <div data-testid="benefit-result">
                <H4>
                  Benefit {formatMoney(result.benefit, company.currencySymbol)} of{' '}
                  {formatMoney(result.claimed, company.currencySymbol)}
                </H4>
                <div className="folio-table-scroll">
                  <HTMLTable compact>
                    <thead>
                      <tr>
                        <th>Line</th>
                        <th className="folio-inv-numeric">Claimed</th>
                        <th className="folio-inv-numeric">Benefit</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.lines.map((l) => (
                        <tr key={l.line}>
                          <td>{l.line}</td>
                          <td className="folio-inv-numeric">{formatMoney(l.claimed, company.currencySymbol)}</td>
                          <td className="folio-inv-numeric">{formatMoney(l.benefit, company.currencySymbol)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </div>
              </div>
            ) : (
              <Callout intent="danger" title="The scheme would not pay" data-testid="benefit-result">
                {result.reasons.join('; ')}
              </Callout>
            )
          ) : null}
        </Card>
      );
    }
  }
}
