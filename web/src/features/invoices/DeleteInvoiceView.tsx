import { Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { ActionForm } from '../../shared/ActionForm';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { useDeleteInvoice } from './useDeleteInvoice';

interface DeleteInvoiceViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 7: deletes an unpaid invoice without claims, after an explicit Y. */
export function DeleteInvoiceView({ invoice, onDone }: DeleteInvoiceViewProps) {
  const { deleteInvoice, deleting } = useDeleteInvoice();
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);

  async function submit() {
    if (!isConfirmed(confirm)) return onDone();
    await deleteInvoice(invoice.id);
    onDone();
  }

  return (
    <ActionForm
      canSubmit={isConfirmed(confirm)}
      title={`Delete invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      submitText="Delete"
      submitIcon={<TrashIcon />}
      submitIntent={Intent.DANGER}
      busy={deleting}
      onSubmit={submit}
      onCancel={onDone}
    >
      <ConfirmSelect
        value={confirm}
        onChange={setConfirm}
        helperText="Choose Y to delete the invoice and its components. This cannot be undone."
      />
    </ActionForm>
  );
}
