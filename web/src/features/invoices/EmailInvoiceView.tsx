import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { ActionForm } from '../../shared/ActionForm';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { useEmailInvoice } from './useEmailInvoice';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailInvoiceViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 3: emails the invoice PDF, to the client's address or another one, after an explicit Y. */
export function EmailInvoiceView({ invoice, onDone }: EmailInvoiceViewProps) {
  const { emailInvoice, emailing } = useEmailInvoice();
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [to, setTo] = useState(invoice.client.email ?? '');
  const [error, setError] = useState<string | null>(null);
  // One key per address while the form is open: sending again after a lost answer does not mail twice.
  const keys = useRef(new Map<string, string>());

  async function submit() {
    // Spec §4: without an explicit Y nothing happens and the view returns to the list.
    if (!isConfirmed(confirm)) return onDone();
    const address = to.trim();
    if (!EMAIL.test(address)) {
      setError(address === '' ? 'Enter the address to send the invoice to.' : 'Enter a valid email address.');
      return;
    }
    setError(null);
    const key = keys.current.get(address) ?? newIdempotencyKey();
    keys.current.set(address, key);
    await emailInvoice(invoice.id, address, key);
    onDone();
  }

  return (
    <ActionForm
      canSubmit={isConfirmed(confirm)}
      title={`Email invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      submitText="Email"
      submitIcon={<EnvelopeIcon />}
      busy={emailing}
      onSubmit={submit}
      onCancel={onDone}
    >
      <FormGroup
        label="To"
        labelFor="email-to"
        labelInfo="(required)"
        helperText={
          error ??
          (invoice.client.email
            ? "The invoice PDF is attached. It goes to the client's address unless you type another."
            : `${invoice.client.name} has no email address on file: type the address to send the invoice to.`)
        }
        intent={error ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="email-to"
          name="to"
          type="email"
          value={to}
          onValueChange={setTo}
          intent={error ? Intent.DANGER : Intent.NONE}
        />
      </FormGroup>
      <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to send the email." />
    </ActionForm>
  );
}
