/** The columns of the transactions table (spec §2 view 2) and how each shows a row as text. */
import type { FmTransactionRowFragment } from '../../gql/graphql';
import { formatAmount } from '../../shared/money';
import { accountTypeBadge, statusLabel } from './accountTypes';

export type TransactionRow = FmTransactionRowFragment;

export type ColumnKey = 'id' | 'processed' | 'type' | 'code' | 'name' | 'status' | 'description' | 'debit' | 'credit';

export interface ColumnDef {
  key: ColumnKey;
  header: string;
  /** The cell as text: what the table shows and what the global filter searches. */
  text: (row: TransactionRow) => string;
  numeric?: boolean;
}

export const COLUMNS: Record<ColumnKey, ColumnDef> = {
  id: { key: 'id', header: 'ID', text: (row) => row.id },
  processed: { key: 'processed', header: 'Processed', text: (row) => row.processed },
  type: { key: 'type', header: 'Type', text: (row) => accountTypeBadge(row.financialAccountType) },
  code: { key: 'code', header: 'Code', text: (row) => row.financialAccountCode },
  name: { key: 'name', header: 'Name', text: (row) => row.financialAccountName },
  status: { key: 'status', header: 'Status', text: (row) => statusLabel(row.status) },
  description: { key: 'description', header: 'Description', text: (row) => row.description },
  debit: { key: 'debit', header: 'Debit', text: (row) => formatAmount(row.debit), numeric: true },
  credit: { key: 'credit', header: 'Credit', text: (row) => formatAmount(row.credit), numeric: true },
};

/** Every column the chooser offers, in their original order. */
export const ALL_COLUMNS: readonly ColumnKey[] = [
  'id',
  'processed',
  'type',
  'code',
  'name',
  'status',
  'description',
  'debit',
  'credit',
];

/** Spec §2: the column chooser defaults to Type, Code, Name, Status, Description, Debit, Credit. */
export const DEFAULT_VISIBLE_COLUMNS: readonly ColumnKey[] = [
  'type',
  'code',
  'name',
  'status',
  'description',
  'debit',
  'credit',
];

/** Moves a column to where another one is (drag and drop of headers): the others shift to make room. */
export function moveColumn(order: readonly ColumnKey[], from: ColumnKey, to: ColumnKey): ColumnKey[] {
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...order];
  const next = order.filter((key) => key !== from);
  next.splice(toIndex, 0, from);
  return next;
}

/** Moves a column one place among the visible ones (keyboard: Alt+Left / Alt+Right on a header). */
export function moveColumnBy(
  order: readonly ColumnKey[],
  visible: readonly ColumnKey[],
  key: ColumnKey,
  step: -1 | 1,
): ColumnKey[] {
  const shown = order.filter((k) => visible.includes(k));
  const neighbour = shown[shown.indexOf(key) + step];
  return neighbour === undefined ? [...order] : moveColumn(order, key, neighbour);
}
