import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatCents, type Cents } from '../../shared/money';
import { invoiceTaxCents } from './lineTax';
import type { LineValues } from './newInvoiceForm';

export const NewInvoiceTaxQuery = graphql(`
  query NewInvoiceTax {
    viewer {
      company {
        id
        chargesTax
        taxName
        taxRates {
          rate
          percent
        }
      }
    }
  }
`);

interface NewInvoiceTaxTotalProps {
  lines: readonly LineValues[];
  total: Cents | null;
  currencySymbol: string;
}

/**
 * Under the New invoice form's total, for a company that charges VAT/GST (decision 45): the tax the total includes
 * at the rate of a new line, and the total without it. Nothing for a company that does not charge tax.
 */
export function NewInvoiceTaxTotal({ lines, total, currencySymbol }: NewInvoiceTaxTotalProps) {
  const { data } = useQuery(NewInvoiceTaxQuery);
  const company = data?.viewer.company;
  const rate = company?.taxRates[0];
  if (!company?.chargesTax || !rate) return null;
  const tax = invoiceTaxCents(lines, rate.rate);
  const money = (cents: number | null) => (cents === null ? '—' : `${currencySymbol} ${formatCents(cents as Cents)}`);
  return (
    <p className="folio-newinv-total" data-testid="invoice-tax-total">
      <span>
        Includes {company.taxName} at {rate.percent}% (excl. {company.taxName}:{' '}
        {money(total === null || tax === null ? null : total - tax)})
      </span>
      <strong>{money(tax)}</strong>
    </p>
  );
}
