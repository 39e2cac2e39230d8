import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney, toCents } from '../../shared/money';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { InvoiceSummary } from '../invoices/InvoiceSummary';
import type { InvoiceData } from '../invoices/invoiceTypes';
import { PaymentForm } from './PaymentForm';
import { usePayInvoice } from './usePayInvoice';
import { useViewer } from '../session/useViewer';
import { useApplyClientCredit, useClientPaymentChoices } from './clientPayments';
import { PaySeveralInvoicesView } from './PaySeveralInvoicesView';

interface PayInvoiceViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/**
 * Tab 8 ("Pay in Full"): pays an invoice any amount up to what it owes, the amount due by default (a part payment
 * when lowered). When its client has credit, "Apply credit" pays from it; "Pay several invoices" spreads one payment
 * over the client's invoices.
 */
export function PayInvoiceView({ invoice, onDone }: PayInvoiceViewProps) {
  const { company } = useViewer();
  const { payInvoice, paying } = usePayInvoice();
  const { applyCredit, applying } = useApplyClientCredit();
  const { data } = useClientPaymentChoices(invoice.client.id);
  const [several, setSeveral] = useState(false);
  const [creditKey] = useState(() => newIdempotencyKey());
  const credit = data?.clientCredit.credit ?? '0';
  const hasCredit = (toCents(credit) ?? 0) > 0;

  if (several) {
    return (
      <PaySeveralInvoicesView
        clientId={invoice.client.id}
        clientName={invoice.client.name}
        onDone={onDone}
        onCancel={() => setSeveral(false)}
      />
    );
  }
  return (
    <>
      {hasCredit && (
        <Callout intent={Intent.PRIMARY} className="folio-pay-credit" data-testid="client-credit">
          {invoice.client.name} has {formatMoney(credit, company.currencySymbol)} credit.{' '}
          <Button
            text="Apply credit"
            intent={Intent.SUCCESS}
            loading={applying}
            disabled={paying}
            onClick={() => {
              void applyCredit(invoice.id, { idempotencyKey: creditKey }).then((ok) => {
                if (ok) onDone();
              });
            }}
          />
        </Callout>
      )}
      <PaymentForm
        title={`Pay invoice ${invoice.uniqueId}`}
        summary={<InvoiceSummary invoice={invoice} />}
        amountDue={invoice.amountDue}
        defaultDescription={`Payment for ${invoice.uniqueId}`}
        busy={paying || applying}
        onPay={async (input) => {
          await payInvoice(invoice.id, input);
          onDone();
        }}
        onCancel={onDone}
      />
      <Button
        minimal
        text={`Pay several invoices of ${invoice.client.name}`}
        onClick={() => setSeveral(true)}
        disabled={paying || applying}
      />
    </>
  );
}
