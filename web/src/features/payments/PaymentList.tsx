import { Button, Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { ErrorIcon, SortAscIcon, SortDescIcon, SortIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useState, type Dispatch } from 'react';
import { getFragmentData } from '../../gql';
import type { PaymentSortField } from '../../gql/graphql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { LIST_EMPTY_MESSAGE, LIST_LOADING_MESSAGE } from './messages';
import { PaymentFieldsFragment } from './paymentQueries';
import { buildPaymentListQuery, PAGE_SIZES, type PaymentListAction, type PaymentListState } from './paymentListState';
import { ExportMenu } from '../exports/ExportMenu';
import { PaymentListToolbar } from './PaymentListToolbar';
import { usePaymentPage } from './usePaymentPage';

const COLUMNS: ReadonlyArray<{ title: string; sortField: PaymentSortField; numeric?: boolean }> = [
  { title: 'Paid', sortField: 'PAID' },
  { title: 'Invoice', sortField: 'INVOICE_UNIQUE_ID' },
  { title: 'Client', sortField: 'CLIENT_NAME' },
  { title: 'Type', sortField: 'TYPE' },
  { title: 'Description', sortField: 'DESCRIPTION' },
  { title: 'Amount', sortField: 'AMOUNT', numeric: true },
];
const TYPING_PAUSE_MS = 300;

interface PaymentListProps {
  state: PaymentListState;
  dispatch: Dispatch<PaymentListAction>;
  /** Only this practitioner's payments (those of their invoices); null for all the company's. */
  practitionerId: string | null;
  onPractitionerChange: (practitionerId: string | null) => void;
  onOpen: (id: string, view?: 'detail' | 'delete') => void;
}

/**
 * The company's payments, or one practitioner's, sorted, searched, filtered and paged on the server; every visit asks
 * the server again.
 */
export function PaymentList({ state, dispatch, practitionerId, onPractitionerChange, onOpen }: PaymentListProps) {
  const { company } = useViewer();
  // The search is sent once typing pauses; everything else at once.
  const [search, setSearch] = useState(state.search);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(state.search), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state.search]);
  const query = useMemo(
    () => buildPaymentListQuery({ ...state, search }, company.timeZone),
    [state, search, company.timeZone],
  );
  const { page, loading, error, refresh } = usePaymentPage(practitionerId, query);
  const payments = page?.data.map((p) => getFragmentData(PaymentFieldsFragment, p)) ?? [];

  return (
    <section aria-label="Payments list">
      <PaymentListToolbar
        state={state}
        dispatch={dispatch}
        practitionerId={practitionerId}
        onPractitionerChange={onPractitionerChange}
        onRefresh={refresh}
        refreshing={loading && !!page}
        actions={<ExportMenu list="payments" query={query} practitionerId={practitionerId} />}
      />
      {error ? (
        <Callout intent={Intent.DANGER} icon={<ErrorIcon />} role="alert">
          The payments could not be loaded. {errorMessage(error)}{' '}
          <Button variant="minimal" size="small" text="Try again" onClick={refresh} />
        </Callout>
      ) : null}
      <div className="folio-table-scroll">
        <HTMLTable
          striped
          interactive
          compact
          className="folio-pay-table"
          aria-busy={loading}
          data-testid="payment-table"
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const sorted = state.sortField === column.sortField;
                const icon = !sorted ? (
                  <SortIcon size={12} />
                ) : state.sortOrder === 'ASC' ? (
                  <SortAscIcon size={12} />
                ) : (
                  <SortDescIcon size={12} />
                );
                return (
                  <th
                    key={column.sortField}
                    aria-sort={sorted ? (state.sortOrder === 'ASC' ? 'ascending' : 'descending') : undefined}
                    className={column.numeric ? 'folio-pay-numeric' : undefined}
                  >
                    <Button
                      variant="minimal"
                      size="small"
                      text={column.title}
                      endIcon={icon}
                      active={sorted}
                      title={`Sort by ${column.title}`}
                      onClick={() => dispatch({ type: 'sort', field: column.sortField })}
                    />
                  </th>
                );
              })}
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {payments.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length + 1}>
                  {loading ? (
                    <span>
                      <Spinner size={16} /> {LIST_LOADING_MESSAGE}
                    </span>
                  ) : (
                    LIST_EMPTY_MESSAGE
                  )}
                </td>
              </tr>
            ) : (
              payments.map((payment) => (
                <tr key={payment.id} data-testid="payment-row" data-payment-id={payment.id}>
                  <td>{formatInstant(payment.paid, company.timeZone)}</td>
                  <td>{payment.invoiceUniqueId}</td>
                  <td>{payment.clientName ?? '—'}</td>
                  <td>
                    {payment.type} {payment.typeLabel}
                  </td>
                  <td>{payment.description}</td>
                  <td className="folio-pay-numeric">{formatMoney(payment.amount, company.currencySymbol)}</td>
                  <td>
                    <Button size="small" text="View" onClick={() => onOpen(payment.id)} />{' '}
                    <Button
                      size="small"
                      intent={Intent.DANGER}
                      text="Delete"
                      onClick={() => onOpen(payment.id, 'delete')}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      </div>
      <TablePager
        page={state.page}
        pageSize={state.size}
        total={page?.totalRecords ?? 0}
        onPageChange={(next) => dispatch({ type: 'page', page: next })}
        pageSizeOptions={PAGE_SIZES}
        onPageSizeChange={(size) => dispatch({ type: 'size', size })}
        noun="payments"
      />
    </section>
  );
}
