import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { AddIcon, ExchangeIcon, FilterListIcon, HomeIcon, ImportIcon } from '@blueprintjs/icons';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { ACCOUNT_TYPE_LABELS } from './accountTypes';
import { FmAccountsQuery, useFinancialAccounts } from './accounts';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { ExportMenu } from '../exports/ExportMenu';
import { FmHelpLinks } from './FmHelpLinks';
import { ACCOUNT_TYPES, fmRoutes, type FmLocation, type TypeChoice } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { listPeriod, listType } from './listDefaults';
import { ListScopeTags } from './ListScopeTags';
import { fmMessages, showFmSuccess } from './messages';
import { PeriodPicker } from './PeriodPicker';
import { moveColumn, moveColumnBy } from './transactionColumns';
import {
  filterTransactions,
  pageOf,
  PAGE_SIZES,
  type ListAction,
  type TransactionListState,
} from './transactionListState';
import { TransactionSearchBar } from './TransactionSearchBar';
import { FmTransactionRowFragment, TransactionsTable } from './TransactionsTable';
import type { FmGo } from './useFmNavigation';
import { ViewHeader } from './ViewHeader';

export const FmTransactionsQuery = graphql(`
  query FmTransactions(
    $start: Date!
    $end: Date!
    $type: AccountType
    $accountCode: String
    $invoiceId: ID
    $appointmentId: ID
  ) {
    financialTransactions(
      start: $start
      end: $end
      type: $type
      accountCode: $accountCode
      invoiceId: $invoiceId
      appointmentId: $appointmentId
    ) {
      id
      ...FmTransactionRow
    }
  }
`);

const TYPE_OPTIONS = [
  { value: 'ALL', label: 'All types' },
  ...ACCOUNT_TYPES.map((type) => ({ value: type, label: `${type} ${ACCOUNT_TYPE_LABELS[type]}` })),
];

export interface FmNotice {
  intent: 'success' | 'danger' | 'primary';
  text: string;
}

interface TransactionsViewProps {
  location: FmLocation;
  go: FmGo;
  state: TransactionListState;
  dispatch: (action: ListAction) => void;
  notice: FmNotice | null;
  onDismissNotice: () => void;
}

/** View 2, 'Manage Financial Transactions'. */
export function TransactionsView({ location, go, state, dispatch, notice, onDismissNotice }: TransactionsViewProps) {
  const { company } = useViewer();
  const client = useApolloClient();
  const period = listPeriod(location, company.timeZone);
  const type = listType(location);
  const { accounts, error: accountsError } = useFinancialAccounts();
  const [refreshing, setRefreshing] = useState(false);
  const variables = {
    ...period,
    type: type === 'ALL' ? null : type,
    accountCode: location.account ?? null,
    invoiceId: location.invoiceId ?? null,
    appointmentId: location.appointmentId ?? null,
  };
  const { data, loading, error, refetch } = useQuery(FmTransactionsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('Loading the financial transactions failed:', error);
  }, [error]);

  const rows = useMemo(() => getFragmentData(FmTransactionRowFragment, data?.financialTransactions ?? []), [data]);
  const deferredState = useDeferredValue(state);
  const filtered = useMemo(() => filterTransactions(rows, deferredState), [rows, deferredState]);
  const page = pageOf(filtered, state.page, state.pageSize);

  const refresh = () => {
    setRefreshing(true);
    refetch()
      .then(() => showFmSuccess(fmMessages.transactionsLoaded))
      .catch((e: unknown) => console.error('Refreshing the financial transactions failed:', e))
      .finally(() => setRefreshing(false));
  };

  const restore = () => {
    // Reload the company's data (accounts now, transactions and figures on their next view) and go back to the
    // route's default view with the table as it first was.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'financialTransactions' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'financialSummary' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'monthlyFinancials' });
    client.cache.gc();
    client
      .refetchQueries({ include: [FmAccountsQuery] })
      .catch((e: unknown) => console.error('Reloading the financial accounts failed:', e));
    dispatch({ type: 'restore' });
    onDismissNotice();
    go({ tab: 1 });
  };

  const busy = loading || refreshing;
  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Manage Financial Transactions">
        <Button icon={<HomeIcon />} variant="minimal" text="Back to Home" onClick={() => go(fmRoutes.dashboard())} />
        <Button
          icon={<AddIcon />}
          intent="primary"
          text="New Transaction"
          onClick={() => go(fmRoutes.newTransaction(location))}
        />
        <Button icon={<ExchangeIcon />} text="Recode Transactions" onClick={() => go(fmRoutes.recode(location))} />
        <Button icon={<ImportIcon />} text="Import" onClick={() => go(fmRoutes.importDocument(location))} />
        <Button icon={<FilterListIcon />} text="Account rules" onClick={() => go(fmRoutes.accountRules(location))} />
        <FmHelpLinks />
      </ViewHeader>
      {notice ? <InlineNotice intent={notice.intent}>{notice.text}</InlineNotice> : null}
      <div className="fm-list-toolbar">
        <PeriodPicker
          value={period}
          onChange={(next) => go({ ...location, ...next, tab: 2 }, { replace: true })}
          onRefresh={refresh}
          refreshing={busy}
          startLabel="From"
          endLabel="To"
        />
        <ChoiceSelect
          label="Type"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => go({ ...location, tab: 2, type: value as TypeChoice }, { replace: true })}
          inline
        />
        <ExportMenu list="financial-transactions" query={variables} />
      </div>
      <ListScopeTags
        location={location}
        accounts={accounts}
        onRemove={(key) => go({ ...location, tab: 2, [key]: undefined }, { replace: true })}
      />
      <TransactionSearchBar state={state} dispatch={dispatch} onRestore={restore} />
      {error ? (
        <InlineNotice>{`The financial transactions could not be loaded: ${errorMessage(error)}`}</InlineNotice>
      ) : null}
      {accountsError ? (
        <InlineNotice>{`The financial accounts could not be loaded: ${errorMessage(accountsError)}`}</InlineNotice>
      ) : null}
      <p className="bp6-text-muted fm-count" aria-live="polite">
        {loading && !data
          ? ''
          : `${filtered.length.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} transactions`}
      </p>
      <TransactionsTable
        rows={page.rows}
        columns={state.visibleColumns}
        loading={loading && !data}
        onMoveColumn={(from, to) =>
          dispatch({ type: 'setColumnOrder', order: moveColumn(state.columnOrder, from, to) })
        }
        onMoveColumnBy={(key, step) =>
          dispatch({ type: 'setColumnOrder', order: moveColumnBy(state.columnOrder, state.visibleColumns, key, step) })
        }
        onUpdate={(id) => go(fmRoutes.updateTransaction(location, id))}
        onDelete={(id) => go(fmRoutes.deleteTransaction(location, id))}
      />
      <TablePager
        page={page.page}
        pageSize={state.pageSize}
        total={filtered.length}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(p) => dispatch({ type: 'setPage', page: p })}
        onPageSizeChange={(pageSize) => dispatch({ type: 'setPageSize', pageSize })}
        noun="transactions"
      />
    </section>
  );
}
