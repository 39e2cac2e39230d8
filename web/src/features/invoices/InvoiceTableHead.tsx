import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { SortAscIcon, SortDescIcon, SortIcon } from '@blueprintjs/icons';
import type { Dispatch } from 'react';
import type { InvoiceSortField } from '../../gql/graphql';
import type { InvoiceListAction, InvoiceListState } from './invoiceListState';
import { INVOICE_STATUS_OPTIONS, isInvoiceStatus } from '../../shared/lookups';

interface Column {
  title: string;
  sortField: InvoiceSortField;
  numeric?: boolean;
}

export const INVOICE_COLUMNS: readonly Column[] = [
  { title: 'Invoice', sortField: 'UNIQUE_ID' },
  { title: 'Client', sortField: 'CLIENT_NAME' },
  { title: 'Invoiced', sortField: 'INVOICED' },
  { title: 'Status', sortField: 'STATUS' },
  { title: 'Amount', sortField: 'AMOUNT', numeric: true },
  { title: 'Paid', sortField: 'PAID', numeric: true },
  { title: 'Amount Due', sortField: 'AMOUNT_DUE', numeric: true },
  { title: 'Claims', sortField: 'NUMBER_OF_CLAIMS', numeric: true },
];

interface InvoiceTableHeadProps {
  state: InvoiceListState;
  dispatch: Dispatch<InvoiceListAction>;
}

/** Column headers that sort on the server when clicked, and a row of per-column filters under them. */
export function InvoiceTableHead({ state, dispatch }: InvoiceTableHeadProps) {
  return (
    <thead>
      <tr>
        {INVOICE_COLUMNS.map((column) => {
          const sorted = state.sortField === column.sortField;
          const order = sorted ? (state.sortOrder === 'ASC' ? 'ascending' : 'descending') : undefined;
          const icon = !sorted ? (
            <SortIcon size={12} />
          ) : state.sortOrder === 'ASC' ? (
            <SortAscIcon size={12} />
          ) : (
            <SortDescIcon size={12} />
          );
          return (
            <th key={column.sortField} aria-sort={order} className={column.numeric ? 'folio-inv-numeric' : undefined}>
              <Button
                variant="minimal"
                size="small"
                className="folio-inv-sort-button"
                text={column.title}
                endIcon={icon}
                active={sorted}
                data-sort-field={column.sortField}
                title={`Sort by ${column.title}`}
                onClick={() => dispatch({ type: 'sort', field: column.sortField })}
              />
            </th>
          );
        })}
        <th>Actions</th>
      </tr>
      <tr className="folio-inv-filter-row">
        <th>
          <InputGroup
            size="small"
            aria-label="Invoice number starts with"
            placeholder="Starts with"
            value={state.uniqueId}
            onValueChange={(value) => dispatch({ type: 'text', field: 'uniqueId', value })}
          />
        </th>
        <th>
          <InputGroup
            size="small"
            aria-label="Client name contains"
            placeholder="Contains"
            value={state.clientName}
            onValueChange={(value) => dispatch({ type: 'text', field: 'clientName', value })}
          />
        </th>
        <th />
        <th>
          <HTMLSelect
            aria-label="Status filter"
            value={state.status}
            onChange={(event) => {
              const value = event.currentTarget.value;
              dispatch({ type: 'status', status: isInvoiceStatus(value) ? value : '' });
            }}
            options={[
              { value: '', label: 'All' },
              ...INVOICE_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
            ]}
          />
        </th>
        <th colSpan={5} />
      </tr>
    </thead>
  );
}
