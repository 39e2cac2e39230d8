import { EnvelopeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { ActionForm } from '../../shared/ActionForm';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { emailAddressError, EmailToField, useKeyPerAddress } from '../../shared/EmailToField';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { useEmailInvoice } from './useEmailInvoice';

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
  const keyFor = useKeyPerAddress();

  async function submit() {
    // Spec §4: without an explicit Y nothing happens and the view returns to the list.
    if (!isConfirmed(confirm)) return onDone();
    const address = to.trim();
    const invalid = emailAddressError(address, 'the invoice');
    setError(invalid);
    if (invalid) return;
    await emailInvoice(invoice.id, address, keyFor(address));
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
      <EmailToField
        value={to}
        onChange={setTo}
        error={error}
        helperText={
          invoice.client.email
            ? "The invoice PDF is attached. It goes to the client's address unless you type another."
            : `${invoice.client.name} has no email address on file: type the address to send the invoice to.`
        }
      />
      <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to send the email." />
    </ActionForm>
  );
}
