import { Button, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { formatAmount } from '../../shared/money';
import type { ReviewRow } from './importReview';

interface ImportReviewTableProps {
  rows: readonly ReviewRow[];
  disabled: boolean;
  onUpdate: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The rows of the statement under review: ID, Processed, Financial Account Code, Description, Amount. */
export function ImportReviewTable({ rows, disabled, onUpdate, onDelete }: ImportReviewTableProps) {
  return (
    <div className="fm-table-scroll">
      <HTMLTable striped interactive compact className="fm-table" aria-label="Financial transactions to import">
        <thead>
          <tr>
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
              <td colSpan={6} className="fm-table-message">
                No rows left to import.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} data-testid="import-review-row" data-row-id={row.id}>
                <td>{row.id}</td>
                <td>{row.processed}</td>
                <td>
                  {row.financialAccountCode || (
                    <Tag minimal intent="danger" title="Give this row an account (Update) before uploading">
                      No account
                    </Tag>
                  )}
                </td>
                <td>
                  {row.description}{' '}
                  {row.duplicate ? (
                    <Tag
                      minimal
                      intent="warning"
                      title="A stored transaction has the same date, amount and description"
                    >
                      Duplicate
                    </Tag>
                  ) : null}
                </td>
                <td className="fm-numeric">{formatAmount(row.amount)}</td>
                <td className="fm-row-actions">
                  <ButtonGroup variant="minimal">
                    <Button
                      size="small"
                      icon={<EditIcon />}
                      text="Update"
                      disabled={disabled}
                      onClick={() => onUpdate(row.id)}
                    />
                    <Button
                      size="small"
                      icon={<TrashIcon />}
                      intent="danger"
                      text="Delete"
                      disabled={disabled}
                      onClick={() => onDelete(row.id)}
                    />
                  </ButtonGroup>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
