import { Button, Card, Intent, Spinner } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { PaymentFacts } from './PaymentFacts';
import { useDeletePayment } from './useDeletePayment';
import { usePayment } from './usePayment';

interface DeletePaymentViewProps {
  id: string;
  onDone: () => void;
}

/**
 * Deletes a payment after an explicit Y (spec §4); the server reverses its allocation. Delete stays disabled until
 * Y is chosen, so nothing seems to happen silently.
 */
export function DeletePaymentView({ id, onDone }: DeletePaymentViewProps) {
  const { payment, loading } = usePayment(id);
  const { deletePayment, deleting } = useDeletePayment();
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);

  async function submit() {
    if (!isConfirmed(confirm)) return onDone();
    await deletePayment(id);
    onDone();
  }

  return (
    <Card className="folio-pay-card" aria-label="Delete payment">
      <h3 className="bp6-heading">Delete payment {id}</h3>
      {payment ? <PaymentFacts payment={payment} /> : loading ? <Spinner size={20} /> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ConfirmSelect
          value={confirm}
          onChange={setConfirm}
          disabled={deleting}
          helperText="Choose Y to delete the payment: the invoice (and component) it paid owe that amount again."
        />
        <div className="folio-pay-actions">
          <Button
            type="submit"
            icon={<TrashIcon />}
            intent={Intent.DANGER}
            text="Delete"
            loading={deleting}
            disabled={deleting || !isConfirmed(confirm)}
          />
          <Button text="Cancel" disabled={deleting} onClick={onDone} />
        </div>
      </form>
    </Card>
  );
}
