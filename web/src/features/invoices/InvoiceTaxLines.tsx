import { useQuery } from '@apollo/client/react';
import { H5, HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../gql';
import { centsToDecimal, formatMoney, toCents, type Cents } from '../../shared/money';

export const InvoiceTaxLinesQuery = graphql(`
  query InvoiceTaxLines($invoiceId: ID!) {
    viewer {
      company {
        id
        taxName
        taxRegistrationNumber
      }
    }
    invoiceComponents(invoiceId: $invoiceId) {
      id
      description
      amount
      taxRate
      taxAmount
    }
  }
`);

/**
 * The VAT/GST an invoice's lines recorded (decision 45): each taxed line's rate and tax, the tax total and the total
 * without it. Nothing when no line recorded tax (every invoice of a company that does not charge it).
 */
export function InvoiceTaxLines({ invoiceId, currencySymbol }: { invoiceId: string; currencySymbol: string }) {
  const { data } = useQuery(InvoiceTaxLinesQuery, { variables: { invoiceId }, fetchPolicy: 'cache-and-network' });
  const lines = (data?.invoiceComponents ?? []).filter((line) => line.taxRate !== null && line.taxRate !== undefined);
  const company = data?.viewer.company;
  if (!company || lines.length === 0) return null;
  const name = company.taxName;
  const money = (value: string) => formatMoney(value, currencySymbol);
  const sum = (pick: (line: (typeof lines)[number]) => string) =>
    centsToDecimal(lines.reduce((total, line) => total + (toCents(pick(line)) ?? 0), 0) as Cents);
  const tax = sum((l) => l.taxAmount);
  const gross = sum((l) => l.amount);
  return (
    <>
      <H5>
        {name}
        {company.taxRegistrationNumber ? ` (registration number ${company.taxRegistrationNumber})` : ''}
      </H5>
      <div className="folio-table-scroll">
        <HTMLTable striped compact className="folio-inv-table" aria-label={`${name} per line`}>
          <thead>
            <tr>
              <th>Component</th>
              <th className="folio-inv-numeric">Rate</th>
              <th className="folio-inv-numeric">{name}</th>
              <th className="folio-inv-numeric">Amount (incl. {name})</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} data-testid="tax-line">
                <td>{line.description}</td>
                <td className="folio-inv-numeric">{(line.taxRate ?? 0) / 100}%</td>
                <td className="folio-inv-numeric">{money(line.taxAmount)}</td>
                <td className="folio-inv-numeric">{money(line.amount)}</td>
              </tr>
            ))}
            <tr data-testid="tax-total">
              <td>Total</td>
              <td />
              <td className="folio-inv-numeric">
                <strong>{money(tax)}</strong>
              </td>
              <td className="folio-inv-numeric">{money(gross)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
