import { Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { ActionForm } from '../../shared/ActionForm';
import { ComponentSummary } from './ComponentSummary';
import type { ComponentData, InvoiceData } from './invoiceTypes';
import { useDeleteInvoiceComponent } from './useDeleteInvoiceComponent';

interface DeleteComponentViewProps {
  component: ComponentData;
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 13: deletes a component after an explicit Y; the invoice's amount is recomputed. */
export function DeleteComponentView({ component, invoice, onDone }: DeleteComponentViewProps) {
  const { deleteComponent, deleting } = useDeleteInvoiceComponent();
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);

  async function submit() {
    if (!isConfirmed(confirm)) return onDone();
    await deleteComponent(component.id);
    onDone();
  }

  return (
    <ActionForm
      canSubmit={isConfirmed(confirm)}
      title={`Delete a component of invoice ${invoice.uniqueId}`}
      summary={<ComponentSummary component={component} invoice={invoice} />}
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
        helperText="Choose Y to delete this component. The invoice amount is recomputed."
      />
    </ActionForm>
  );
}
