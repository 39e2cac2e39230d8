import { formatCents, type Cents } from '../../shared/money';
import { pageTotals } from './overdue';

interface InvoicePageTotalsProps {
  invoices: ReadonlyArray<{ amount: string; paid: string; amountDue: string }>;
  currencySymbol: string;
  /** Columns before Amount, and after Amount Due. */
  before: number;
  after: number;
}

/** The invoices list's last line: amount, paid and due summed over the page shown. */
export function InvoicePageTotals({ invoices, currencySymbol, before, after }: InvoicePageTotalsProps) {
  if (invoices.length === 0) return null;
  const totals = pageTotals(invoices);
  const money = (cents: Cents) => `${currencySymbol} ${formatCents(cents)}`;
  return (
    <tfoot className="folio-newinv-totals">
      <tr data-testid="invoice-page-totals">
        <td colSpan={before}>Total of this page ({invoices.length})</td>
        <td className="folio-inv-numeric" data-column="amount">
          {money(totals.amount)}
        </td>
        <td className="folio-inv-numeric" data-column="paid">
          {money(totals.paid)}
        </td>
        <td className="folio-inv-numeric" data-column="amountDue">
          {money(totals.due)}
        </td>
        <td colSpan={after} />
      </tr>
    </tfoot>
  );
}
