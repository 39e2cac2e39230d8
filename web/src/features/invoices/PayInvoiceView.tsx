import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { PaymentForm } from './PaymentForm';
import { usePayInvoice } from './usePayInvoice';

interface PayInvoiceViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 8: pays an invoice in full: the amount is its amount due. */
export function PayInvoiceView({ invoice, onDone }: PayInvoiceViewProps) {
  const { payInvoice, paying } = usePayInvoice();
  return (
    <PaymentForm
      title={`Pay invoice ${invoice.uniqueId} in full`}
      summary={<InvoiceSummary invoice={invoice} />}
      amountDue={invoice.amountDue}
      defaultDescription={`Payment for ${invoice.uniqueId}`}
      fixedAmount
      busy={paying}
      onPay={async (input) => {
        await payInvoice(invoice.id, input);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
