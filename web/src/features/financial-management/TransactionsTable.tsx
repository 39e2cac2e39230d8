import { Button, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { graphql } from '../../gql';
import { ACCOUNT_TYPE_INTENTS, accountTypeBadge } from './accountTypes';
import { fmTexts } from './messages';
import { COLUMNS, type ColumnKey, type TransactionRow } from './transactionColumns';

export const FmTransactionRowFragment = graphql(`
  fragment FmTransactionRow on FinancialTransaction {
    id
    processed
    financialAccountCode
    financialAccountName
    financialAccountType
    status
    description
    debit
    credit
  }
`);

interface TransactionsTableProps {
  rows: readonly TransactionRow[];
  columns: readonly ColumnKey[];
  loading: boolean;
  /** Moves column `from` to where column `to` is. */
  onMoveColumn: (from: ColumnKey, to: ColumnKey) => void;
  onMoveColumnBy: (key: ColumnKey, step: -1 | 1) => void;
  onUpdate: (id: string) => void;
  onDelete: (id: string) => void;
}

const DRAG_TYPE = 'application/x-folio-column';

/** Striped, hoverable table whose headers can be dragged (or moved with Alt+Left/Right) to reorder the columns. */
export function TransactionsTable(props: TransactionsTableProps) {
  const { rows, columns, loading, onMoveColumn, onMoveColumnBy, onUpdate, onDelete } = props;
  const [dropTarget, setDropTarget] = useState<ColumnKey | null>(null);
  const span = columns.length + 1;

  const onDragStart = (key: ColumnKey) => (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, key);
    event.dataTransfer.setData('text/plain', key);
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (key: ColumnKey) => (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(key);
  };
  const onDrop = (key: ColumnKey) => (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(null);
    const from = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    if (from in COLUMNS) onMoveColumn(from as ColumnKey, key);
  };
  const onKeyDown = (key: ColumnKey) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    onMoveColumnBy(key, event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <div className="folio-table-scroll">
      <HTMLTable striped interactive compact className="fm-table" aria-label="Financial transactions">
        <thead>
          <tr>
            {columns.map((key) => (
              <th
                key={key}
                scope="col"
                draggable
                tabIndex={0}
                data-column={key}
                title="Drag to move this column (or Alt+Left / Alt+Right)"
                className={[
                  'fm-draggable-header',
                  COLUMNS[key].numeric ? 'fm-numeric' : '',
                  dropTarget === key ? 'fm-drop-target' : '',
                ].join(' ')}
                onDragStart={onDragStart(key)}
                onDragOver={onDragOver(key)}
                onDragLeave={() => setDropTarget(null)}
                onDrop={onDrop(key)}
                onDragEnd={() => setDropTarget(null)}
                onKeyDown={onKeyDown(key)}
              >
                {COLUMNS[key].header}
              </th>
            ))}
            <th scope="col" className="fm-actions-header">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="fm-table-message" role="status">
                {loading ? fmTexts.loadingTransactions : fmTexts.emptyTransactions}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} data-testid="transaction-row" data-transaction-id={row.id}>
                {columns.map((key) => (
                  <td key={key} className={COLUMNS[key].numeric ? 'fm-numeric' : undefined}>
                    <Cell row={row} column={key} />
                  </td>
                ))}
                <td className="fm-row-actions">
                  <ButtonGroup variant="minimal">
                    <Button size="small" icon={<EditIcon />} text="Update" onClick={() => onUpdate(row.id)} />
                    <Button
                      size="small"
                      icon={<TrashIcon />}
                      intent="danger"
                      text="Delete"
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

function Cell({ row, column }: { row: TransactionRow; column: ColumnKey }) {
  if (column === 'type') {
    return (
      <Tag minimal intent={ACCOUNT_TYPE_INTENTS[row.financialAccountType]} data-type={row.financialAccountType}>
        {accountTypeBadge(row.financialAccountType)}
      </Tag>
    );
  }
  return <>{COLUMNS[column].text(row)}</>;
}
