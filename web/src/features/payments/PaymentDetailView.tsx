import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, DocumentIcon, EnvelopeIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { emailAddressError, EmailToField, useKeyPerAddress } from '../../shared/EmailToField';
import { errorMessage } from '../../shared/errorMessage';
import { PaymentFacts } from './PaymentFacts';
import { usePayment } from './usePayment';
import { useReceipt } from './useReceipt';

interface PaymentDetailViewProps {
  id: string;
  onDelete: () => void;
  onBack: () => void;
}

/**
 * A payment's detail: what it was allocated to, with its receipt (Download, Email to the address in To, the client's
 * by default), Delete and Back.
 */
export function PaymentDetailView({ id, onDelete, onBack }: PaymentDetailViewProps) {
  const { payment, clientEmail, loading, error } = usePayment(id);
  const { downloadReceipt, emailReceipt, busy } = useReceipt(id);
  // The address typed; null until the user types, so the client's address shows once the payment is loaded.
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? clientEmail ?? '';
  const [toError, setToError] = useState<string | null>(null);
  const keyFor = useKeyPerAddress();
  const sendReceipt = () => {
    const address = to.trim();
    const invalid = emailAddressError(address, 'the receipt');
    setToError(invalid);
    if (!invalid) void emailReceipt(address, keyFor(address));
  };
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
      {payment ? (
        <EmailToField
          value={to}
          onChange={setTyped}
          error={toError}
          helperText={
            clientEmail
              ? "Email receipt sends the receipt PDF to the client's address unless you type another."
              : `${payment.clientName ?? 'The client'} has no email address on file: type the address to send the receipt to.`
          }
        />
      ) : null}
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
              onClick={sendReceipt}
            />
          </>
        ) : null}
        {payment ? <Button icon={<TrashIcon />} intent={Intent.DANGER} text="Delete" onClick={onDelete} /> : null}
      </div>
    </Card>
  );
}
