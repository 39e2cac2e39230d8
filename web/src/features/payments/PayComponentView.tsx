import { ComponentSummary } from '../invoices/ComponentSummary';
import type { ComponentData, InvoiceData } from '../invoices/invoiceTypes';
import { PaymentForm } from './PaymentForm';
import { usePayInvoiceComponent } from './usePayInvoiceComponent';

interface PayComponentViewProps {
  component: ComponentData;
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 14: pays one component, any amount up to what is due on it; it counts toward the invoice too. */
export function PayComponentView({ component, invoice, onDone }: PayComponentViewProps) {
  const { payComponent, paying } = usePayInvoiceComponent();
  return (
    <PaymentForm
      title={`Pay a component of invoice ${invoice.uniqueId}`}
      summary={<ComponentSummary component={component} invoice={invoice} />}
      amountDue={component.amountDue}
      defaultDescription={`Payment for ${invoice.uniqueId}: ${component.description}`}
      busy={paying}
      onPay={async (input) => {
        await payComponent(component.id, input);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
