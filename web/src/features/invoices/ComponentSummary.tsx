import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { Fact } from '../../shared/Fact';
import { InvoiceSummary } from './InvoiceSummary';
import type { ComponentData, InvoiceData } from './invoiceTypes';

/** The invoice, then the component a view is about. */
export function ComponentSummary({ component, invoice }: { component: ComponentData; invoice: InvoiceData }) {
  const { company } = useViewer();
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  return (
    <>
      <InvoiceSummary invoice={invoice} />
      <dl
        className="folio-inv-facts folio-inv-facts-component"
        data-testid="component-summary"
        data-component-id={component.id}
      >
        <Fact term="Component" wide>
          {component.description}
        </Fact>
        <Fact term="Amount" numeric>
          {money(component.amount)}
        </Fact>
        <Fact term="Paid" numeric>
          {money(component.paid)}
        </Fact>
        <Fact term="Amount Due" numeric testId="component-amount-due">
          {money(component.amountDue)}
        </Fact>
      </dl>
    </>
  );
}
