import { Checkbox, HTMLTable } from '@blueprintjs/core';
import type { ReviewRow } from './importReview';
import { ImportReviewTableRow, type ImportReviewRowActions } from './ImportReviewTableRow';

interface ImportReviewTableProps extends ImportReviewRowActions {
  /** The rows of the page shown. */
  rows: readonly ReviewRow[];
  selected: ReadonlySet<string>;
  disabled: boolean;
  /** The row a failed Upload named, and the server's reason. */
  failingRow?: { id: string; message: string } | null | undefined;
  /** The company's account rules in words, by id. */
  ruleTexts?: ReadonlyMap<string, string> | undefined;
}

/**
 * The rows of the statement under review: a tick to select, a tick to upload (duplicates unticked), ID, Processed,
 * Financial Account Code, Description, Amount, and the row's Update and Delete.
 */
export function ImportReviewTable(props: ImportReviewTableProps) {
  const { rows, selected, disabled, failingRow, ruleTexts, ...actions } = props;
  const ids = rows.map((row) => row.id);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  return (
    <div className="folio-table-scroll">
      <HTMLTable striped interactive compact className="fm-table" aria-label="Financial transactions to import">
        <thead>
          <tr>
            <th scope="col" className="fm-check-cell">
              <Checkbox
                aria-label="Select every row on this page"
                checked={rows.length > 0 && selectedHere === rows.length}
                indeterminate={selectedHere > 0 && selectedHere < rows.length}
                disabled={disabled || rows.length === 0}
                onChange={(event) => actions.onSelect(ids, event.currentTarget.checked)}
              />
            </th>
            <th scope="col">Upload</th>
            <th scope="col">ID</th>
            <th scope="col">Processed</th>
            <th scope="col">Financial Account Code</th>
            <th scope="col">Description</th>
            <th scope="col" className="fm-numeric">
              Amount
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="fm-table-message">
                No rows left to import.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <ImportReviewTableRow
                key={row.id}
                row={row}
                selected={selected.has(row.id)}
                disabled={disabled}
                failure={failingRow?.id === row.id ? failingRow.message : undefined}
                ruleText={
                  row.accountFrom && row.accountFrom !== 'suggested' ? ruleTexts?.get(row.accountFrom.rule) : undefined
                }
                {...actions}
              />
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
