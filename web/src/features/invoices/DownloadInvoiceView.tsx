import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { ActionForm } from '../../shared/ActionForm';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { useDownloadInvoice } from './useDownloadInvoice';

interface DownloadInvoiceViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 4: saves the invoice PDF as a file, after an explicit Y. */
export function DownloadInvoiceView({ invoice, onDone }: DownloadInvoiceViewProps) {
  const { downloadInvoice, downloading } = useDownloadInvoice();
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);

  async function submit() {
    if (!isConfirmed(confirm)) return onDone();
    await downloadInvoice(invoice);
    onDone();
  }

  return (
    <ActionForm
      canSubmit={isConfirmed(confirm)}
      title={`Download invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      submitText="Download"
      submitIcon={<DownloadIcon />}
      busy={downloading}
      onSubmit={submit}
      onCancel={onDone}
    >
      <ConfirmSelect value={confirm} onChange={setConfirm} helperText="Choose Y to download the invoice as a PDF." />
    </ActionForm>
  );
}
