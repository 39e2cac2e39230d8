import { Button, InputGroup } from '@blueprintjs/core';
import { FilterIcon, HistoryIcon, SearchIcon } from '@blueprintjs/icons';
import { ColumnChooser } from './ColumnChooser';
import { StandardFilterChooser } from './StandardFilterChooser';
import { StartsWithFilters } from './StartsWithFilters';
import { hasSearch, type ListAction, type TransactionListState } from './transactionListState';

interface TransactionSearchBarProps {
  state: TransactionListState;
  dispatch: (action: ListAction) => void;
  onRestore: () => void;
}

/** Keyword search, the global filter, the standard filter, the columns, Clear Search and Restore to Original View. */
export function TransactionSearchBar({ state, dispatch, onRestore }: TransactionSearchBarProps) {
  return (
    <div className="fm-search">
      <div className="fm-search-row">
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          aria-label="Keyword search"
          placeholder="Search code, name, date, description"
          value={state.keyword}
          onValueChange={(value) => dispatch({ type: 'setKeyword', value })}
          className="fm-search-input"
        />
        <InputGroup
          type="search"
          leftIcon={<FilterIcon />}
          aria-label="Global filter"
          placeholder="Filter: contains, in any column"
          value={state.globalFilter}
          onValueChange={(value) => dispatch({ type: 'setGlobalFilter', value })}
          className="fm-search-input"
        />
        <StandardFilterChooser
          value={state.standardFilter}
          onToggle={(filter) => dispatch({ type: 'toggleStandardFilter', filter })}
        />
        <ColumnChooser
          order={state.columnOrder}
          visible={state.visibleColumns}
          onChange={(columns) => dispatch({ type: 'setVisibleColumns', columns })}
        />
        <Button text="Clear Search" disabled={!hasSearch(state)} onClick={() => dispatch({ type: 'clearSearch' })} />
        <Button icon={<HistoryIcon />} text="Restore to Original View" onClick={onRestore} />
      </div>
      <StartsWithFilters
        value={state.startsWith}
        onChange={(field, value) => dispatch({ type: 'setStartsWith', field, value })}
      />
    </div>
  );
}
