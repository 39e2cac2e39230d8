import './financialManagement.css';
import { useCallback, useReducer, useState } from 'react';
import { PageHeader } from '../../shared/PageHeader';
import { AccountRulesView } from './AccountRulesView';
import { DashboardView } from './DashboardView';
import { DeleteTransactionView } from './DeleteTransactionView';
import { fmRoutes, FmView } from './fmNavigation';
import { ImportViews } from './ImportViews';
import { NewTransactionView } from './NewTransactionView';
import { RecodeView } from './RecodeView';
import { initialListState, listReducer } from './transactionListState';
import { TransactionsView, type FmNotice } from './TransactionsView';
import { UpdateTransactionView } from './UpdateTransactionView';
import { useFmNavigation, type FmGo } from './useFmNavigation';
import { uploadNotice } from './uploadNotice';
import { useImportDraft } from './useImportDraft';
import { useImportSession } from './useImportSession';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Financial Management (`#/commonFinancialManagement`): the ten views of spec §2, Reading A, and the import's
 * mapping step (11), chosen by `?tab=`. The page keeps what must survive a move between views: the list's columns,
 * filters and paging, the statement being imported (its file, mapping and rows under review), and a line for the
 * list after a recode or an import.
 */
export function FinancialManagementPage() {
  const { location, go: rawGo } = useFmNavigation();
  const [listState, dispatchList] = useReducer(listReducer, initialListState);
  const imports = useImportSession();
  const importDraft = useImportDraft();
  const [notice, setNotice] = useState<FmNotice | null>(null);
  const go = useCallback<FmGo>(
    (next, options) => {
      setNotice(null);
      rawGo(next, options);
    },
    [rawGo],
  );
  const view = { location, go };

  const content = (() => {
    switch (location.tab) {
      case FmView.Dashboard:
        return <DashboardView {...view} />;
      case FmView.Transactions:
        return (
          <TransactionsView
            {...view}
            state={listState}
            dispatch={dispatchList}
            notice={notice}
            onDismissNotice={() => setNotice(null)}
          />
        );
      case FmView.ImportDocument:
      case FmView.MapColumns:
      case FmView.BankProfiles:
      case FmView.ImportReview:
      case FmView.UpdateImported:
      case FmView.DeleteImported:
        return (
          <ImportViews
            {...view}
            session={imports}
            importDraft={importDraft}
            onUploaded={(outcome) => {
              // a failed upload is kept as a draft (view 3 reopens it); a stored one drops it
              if (outcome.ok) importDraft.drop();
              else importDraft.keep(outcome.draft);
              if (outcome.ok && outcome.range) {
                // the list shows what was imported: its dates, all types, no search left over
                dispatchList({ type: 'clearSearch' });
                go(fmRoutes.importedList(outcome.range));
              } else go(fmRoutes.backToList(location));
              setNotice(uploadNotice(outcome));
            }}
          />
        );
      case FmView.UpdateTransaction:
        return <UpdateTransactionView key={location.id} {...view} />;
      case FmView.DeleteTransaction:
        return <DeleteTransactionView key={location.id} {...view} />;
      case FmView.NewTransaction:
        return <NewTransactionView {...view} />;
      case FmView.AccountRules:
        return <AccountRulesView {...view} />;
      case FmView.Recode:
        return (
          <RecodeView
            {...view}
            onRecoded={(changed) =>
              setNotice({ intent: 'success', text: `${plural(changed, 'transaction')} recoded.` })
            }
          />
        );
    }
  })();

  return (
    <>
      <PageHeader title="Financial Management" />
      <div className="fm-view" data-testid="fm-view" data-tab={location.tab}>
        {content}
      </div>
    </>
  );
}
