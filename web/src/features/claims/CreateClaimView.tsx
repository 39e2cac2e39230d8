import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { showError } from '../../shared/toaster';
import { ActionForm } from '../../shared/ActionForm';
import { InvoiceSummary } from '../invoices/InvoiceSummary';
import type { InvoiceData } from '../invoices/invoiceTypes';
import { BLANK_CHOICE_MESSAGE } from '../../shared/messages';
import { SUBMISSION_METHOD_OPTIONS } from './messages';
import { useCreateClaim } from './useClaimMutation';

interface CreateClaimViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/**
 * Invoice tab 9: creates a health-insurance claim from the invoice, to be submitted by email (E) or EDI (D), after
 * an explicit Y. A blank method is 'Please select a valid option.' (spec §5) and sends nothing.
 */
export function CreateClaimView({ invoice, onDone }: CreateClaimViewProps) {
  const { createClaim, creating } = useCreateClaim();
  const [method, setMethod] = useState('');
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);

  async function submit() {
    if (!isConfirmed(confirm)) return onDone();
    if (method !== 'E' && method !== 'D') {
      showError(BLANK_CHOICE_MESSAGE);
      return;
    }
    await createClaim(invoice.id, method);
    onDone();
  }

  return (
    <ActionForm
      canSubmit={isConfirmed(confirm)}
      title={`Create claim for invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      submitText="Create Claim"
      submitIcon={<AddIcon />}
      busy={creating}
      onSubmit={submit}
      onCancel={onDone}
    >
      <ChoiceSelect
        label="Submission method"
        required
        value={method}
        blankLabel=""
        options={SUBMISSION_METHOD_OPTIONS}
        onChange={setMethod}
        onBlank={() => {
          setMethod('');
          showError(BLANK_CHOICE_MESSAGE);
        }}
      />
      <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to create the claim." />
    </ActionForm>
  );
}
