import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, DocumentIcon, EnvelopeIcon, TrashIcon } from '@blueprintjs/icons';
import { errorMessage } from '../../shared/errorMessage';
import { PaymentFacts } from './PaymentFacts';
import { usePayment } from './usePayment';
import { useReceipt } from './useReceipt';

interface PaymentDetailViewProps {
  id: string;
  onDelete: () => void;
  onBack: () => void;
}

/** A payment's detail: what it was allocated to, with its receipt (Download, Email), Delete and Back. */
export function PaymentDetailView({ id, onDelete, onBack }: PaymentDetailViewProps) {
  const { payment, loading, error } = usePayment(id);
  const { downloadReceipt, emailReceipt, busy } = useReceipt(id);
  return (
    <Card className="folio-pay-card" aria-label="Payment">
      <h3 className="bp6-heading">Payment {id}</h3>
      {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
      {payment ? (
        <PaymentFacts payment={payment} />
      ) : loading ? (
        <Spinner size={20} />
      ) : (
        <p>This payment does not exist (any more).</p>
      )}
      <div className="folio-pay-actions">
        <Button icon={<ArrowLeftIcon />} text="Back to Payments" onClick={onBack} />
        {payment ? (
          <>
            <Button
              icon={<DocumentIcon />}
              text="Download receipt"
              loading={busy === 'download'}
              disabled={busy !== null}
              onClick={() => void downloadReceipt()}
            />
            <Button
              icon={<EnvelopeIcon />}
              text="Email receipt"
              loading={busy === 'email'}
              disabled={busy !== null}
              onClick={() => void emailReceipt()}
            />
          </>
        ) : null}
        {payment ? <Button icon={<TrashIcon />} intent={Intent.DANGER} text="Delete" onClick={onDelete} /> : null}
      </div>
    </Card>
  );
}
