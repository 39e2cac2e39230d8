import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { DIAGNOSIS_FIELDS } from './componentForm';
import type { ComponentData } from './invoiceTypes';
import { COMPONENTS_EMPTY_MESSAGE } from './messages';

interface ComponentTableProps {
  components: readonly ComponentData[];
  /** The buttons of a row (tab 6); none on the read-only view (tab 2). */
  rowActions?: (component: ComponentData) => ReactNode;
}

/** An invoice's components, amounts with a thousands separator, two decimals and the company currency. */
export function ComponentTable({ components, rowActions }: ComponentTableProps) {
  const { company } = useViewer();
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  return (
    <div className="folio-table-scroll">
      <HTMLTable striped compact className="folio-inv-table" aria-label="Invoice components">
        <thead>
          <tr>
            <th>Description</th>
            <th className="folio-inv-numeric">Quantity</th>
            <th className="folio-inv-numeric">Unit Cost</th>
            <th className="folio-inv-numeric">Discount %</th>
            <th className="folio-inv-numeric">Amount</th>
            <th className="folio-inv-numeric">Paid</th>
            <th className="folio-inv-numeric">Amount Due</th>
            <th>Codes</th>
            {rowActions ? <th>Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {components.length === 0 ? (
            <tr>
              <td colSpan={rowActions ? 9 : 8} className="folio-inv-empty-cell">
                {COMPONENTS_EMPTY_MESSAGE}
              </td>
            </tr>
          ) : (
            components.map((component) => (
              <tr key={component.id} data-testid="component-row" data-component-id={component.id}>
                <td>{component.description}</td>
                <td className="folio-inv-numeric">{component.quantity}</td>
                <td className="folio-inv-numeric">{money(component.unitCost)}</td>
                <td className="folio-inv-numeric">{component.discountPercentage}</td>
                <td className="folio-inv-numeric" data-column="amount">
                  {money(component.amount)}
                </td>
                <td className="folio-inv-numeric" data-column="paid">
                  {money(component.paid)}
                </td>
                <td className="folio-inv-numeric" data-column="amountDue">
                  {money(component.amountDue)}
                </td>
                <td className="folio-inv-codes">{codesOf(component)}</td>
                {rowActions ? <td className="folio-inv-row-actions">{rowActions(component)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** "BHF 0190 · NAPPI 7001 · Mod 0008 · J06.9, I10" — only the codes that are set. */
export function codesOf(component: ComponentData): string {
  const parts: string[] = [];
  if (component.bhfCode) parts.push(`BHF ${component.bhfCode}`);
  if (component.nappiCode) parts.push(`NAPPI ${component.nappiCode}`);
  if (component.modifier) parts.push(`Mod ${component.modifier}`);
  const diagnoses = DIAGNOSIS_FIELDS.map((field) => component[field]).filter((code): code is string => !!code);
  if (diagnoses.length > 0) parts.push(diagnoses.join(', '));
  return parts.join(' · ');
}
